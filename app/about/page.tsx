import { AboutSection } from '@/components/sections/AboutSection';
import { CareerSection } from '@/components/sections/CareerSection';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { about, jobs, site, pages } = content;

export const metadata = pageMetadata(pages.about);

export default function AboutPage() {
  return (
    <>
      <AboutSection about={about} level={1} />
      <CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} level={2} />
    </>
  );
}
