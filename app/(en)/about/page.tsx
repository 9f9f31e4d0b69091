import { AboutSection } from '@/components/sections/AboutSection';
import { CareerSection } from '@/components/sections/CareerSection';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { loadContent } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { about, jobs, site, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.about);

export default function AboutPage() {
  return (
    <>
      <Breadcrumbs path={pages.about.path} label={chrome.breadcrumbLabel} />
      <AboutSection about={about} level={1} />
      <CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} email={site.email} level={2} compact />
    </>
  );
}
