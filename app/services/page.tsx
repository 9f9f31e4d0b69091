import { AboutSection } from '@/components/sections/AboutSection';
import { ServicesSection } from '@/components/sections/ServicesSection';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { services, about, pages } = content;

export const metadata = pageMetadata(pages.services);

export default function ServicesPage() {
  return (
    <>
      <ServicesSection services={services} level={1} />
      <AboutSection about={about} level={2} />
    </>
  );
}
