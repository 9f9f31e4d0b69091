import { AboutSection } from '@/components/sections/AboutSection';
import { CareerSection } from '@/components/sections/CareerSection';
import { ClosingBand } from '@/components/sections/ClosingBand';
import { ContactSection } from '@/components/sections/ContactSection';
import { Hero } from '@/components/sections/Hero';
import { ProductsSection } from '@/components/sections/ProductsSection';
import { ProofSections } from '@/components/sections/ProofSections';
import { ServicesSection } from '@/components/sections/ServicesSection';
import type { Language } from '@/lib/content';
import { enquiryLinksFor, pageMessages } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';
import { contentIn } from '@/lib/routes';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export const homeMetadata = (language: Language) => pageMetadata(contentIn(language).pages.home, language);

/** The home page in `language`: the sales story, from the hero to the contact section. */
export function HomePage({ language }: { language: Language }) {
  const { home, services, about, jobs, products, contact, site, behaviour, pages, proof } = contentIn(language);
  const messages = pageMessages(language);
  return (
    <>
      <LanguageSwitch path={pages.home.path} />
      <Hero hero={home.hero} />
      <ServicesSection services={services} quote={enquiryLinksFor('quote', language)} level={2} language={language} />
      {/* Proof where a buyer decides, right after the services (e2e/proof.spec.ts): a new section goes elsewhere. */}
      <ProofSections {...proofPropsOf({ proof, products, services, jobs, site }, new Date())} level={2} />
      <AboutSection about={about} level={2} />
      <CareerSection
        jobs={jobs}
        applicationFormUrl={site.applicationFormUrl}
        email={site.email}
        level={2}
        compact
        language={language}
      />
      <ProductsSection
        products={products}
        demo={enquiryLinksFor('demo', language)}
        springSeconds={behaviour.carouselSpringSeconds}
        level={2}
        language={language}
      />
      {/* The story's close, just above the contact section: WhatsApp first. Not a landmark (e2e/routes.spec.ts). */}
      <ClosingBand closing={home.closing} contact={contact} site={site} messages={messages} level={2} />
      <ContactSection contact={contact} site={site} messages={messages} level={2} />
    </>
  );
}
