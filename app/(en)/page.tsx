import { AboutSection } from '@/components/sections/AboutSection';
import { CareerSection } from '@/components/sections/CareerSection';
import { ClosingBand } from '@/components/sections/ClosingBand';
import { ContactSection } from '@/components/sections/ContactSection';
import { Hero } from '@/components/sections/Hero';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { ProofSections } from '@/components/sections/ProofSections';
import { ServicesSection } from '@/components/sections/ServicesSection';
import { loadContent } from '@/lib/content';
import { enquiryLinksFor, pageMessages } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';

const { home, services, about, jobs, products, contact, site, behaviour, pages, proof } = loadContent();
const proofProps = proofPropsOf({ proof, products, services, jobs, site }, new Date());
const messages = pageMessages();

export const metadata = pageMetadata(pages.home);

export default function HomePage() {
  return (
    <>
      <Hero hero={home.hero} />
      <ServicesSection services={services} quote={enquiryLinksFor('quote')} level={2} />
      {/* Proof where a buyer decides, right after the services (e2e/proof.spec.ts): a new section goes elsewhere. */}
      <ProofSections {...proofProps} level={2} />
      <AboutSection about={about} level={2} />
      <CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} email={site.email} level={2} compact />
      <ProductsSection
        products={products}
        demo={enquiryLinksFor('demo')}
        springSeconds={behaviour.carouselSpringSeconds}
        level={2}
      />
      {/* The story's close, just above the contact section: WhatsApp first. Not a landmark (e2e/routes.spec.ts). */}
      <ClosingBand closing={home.closing} contact={contact} site={site} messages={messages} level={2} />
      <ContactSection contact={contact} site={site} messages={messages} level={2} />
    </>
  );
}
