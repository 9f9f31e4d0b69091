import { notFound } from 'next/navigation';
import { ProofSections } from '@/components/sections/ProofSections';
import { ServiceDetailBlocks } from '@/components/sections/ServiceDetailBlocks';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { credentialsOf } from '@/lib/buyer-facts';
import type { Language } from '@/lib/content';
import { enquiryLinks } from '@/lib/enquiry';
import { pageMetadata } from '@/lib/metadata';
import { proofPropsOf } from '@/lib/proof';
import { contentIn, pathIn, servicePagePath, servicePages } from '@/lib/routes';
import { serviceJsonLd } from '@/lib/structured-data';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** Each service with a page of its own, by its slug (the same in every language). */
export const serviceParams = () => servicePages.map((page) => ({ slug: page.slug }));

/** A service page's words and its card, in `language`; none for a slug content has no page for. */
function serviceIn(language: Language, slug: string) {
  const { services } = contentIn(language);
  const service = services.services.find((each) => each.slug === slug);
  return service?.page && { service, page: service.page, path: pathIn(language, servicePagePath(slug)) };
}

export function serviceMetadata(language: Language, slug: string) {
  const found = serviceIn(language, slug);
  return found
    ? pageMetadata({ path: found.path, title: found.page.title, description: found.page.description }, language)
    : {};
}

/** One service's own page in `language`: its detail blocks, then the case studies and figures about it. */
export function ServicePage({ language, slug }: { language: Language; slug: string }) {
  const found = serviceIn(language, slug);
  if (!found) notFound();
  const { service, page, path } = found;
  const { chrome, proof, products, services, jobs, site } = contentIn(language);
  return (
    <>
      <LanguageSwitch path={path} />
      <Breadcrumbs path={path} label={chrome.breadcrumbLabel} language={language} />
      <JsonLd data={serviceJsonLd(service, language)} />
      <ServiceDetailBlocks
        detail={page}
        level={1}
        quote={enquiryLinks('quote', service.heading, language)}
        credentials={credentialsOf(slug, site, services.credentials)}
      />
      {/* The case studies and figures about this service; with none, nothing is shown. */}
      <ProofSections
        {...proofPropsOf({ proof, products, services, jobs, site }, new Date())}
        about={[slug]}
        level={2}
      />
    </>
  );
}
