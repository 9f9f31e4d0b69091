/**
 * Structured data (JSON-LD) for search engines, built from the same checked content the pages show, so
 * what crawlers read can never drift from what visitors see. Types come from schema-dts.
 */
import type {
  BreadcrumbList,
  JobPosting,
  JsonLdObject,
  LocalBusinessLeaf,
  MergeLeafTypes,
  OpeningHoursSpecification,
  OrganizationLeaf,
  PostalAddress,
  Service,
  SoftwareApplication,
  WebSite,
  WithContext,
} from 'schema-dts';
import { dialledNumber } from './contact-links';
import { type Content, type Language, languageTag, loadContent } from './content';
import { contentModuleList } from './content/module-list';
import { drawnPicturePaths } from './drawn-pictures';
import { parseOpeningHours } from './opening-hours';
import { absoluteUrl, builtLanguageTags, jobPath, pathIn, productPagePath, serviceDetailPath, trail } from './routes';
import { assetPath } from './routes/paths';
import { jsonForScript } from './script-json';

type Job = Content['jobs']['jobs'][number];
type ServiceCard = Content['services']['services'][number];
type Product = Content['products']['products'][number];

const { site, pages, jobs } = loadContent();

const context = 'https://schema.org' as const;
const homeUrl = absoluteUrl(pages.home.path);
/** One node describes the company; every other node points at it by this id. */
export const organizationId = `${homeUrl}#organization`;
const websiteId = `${homeUrl}#website`;

const assetUrl = (src: string) => absoluteUrl(src, { isAsset: true });

function postalAddress(): PostalAddress {
  const { address } = site;
  return {
    '@type': 'PostalAddress',
    streetAddress: `${address.street}, ${address.locality}`,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

/** The footer's opening hours, machine-readable; a closed day opens and closes at 00:00, as Google documents. */
export function openingHoursSpecification(): OpeningHoursSpecification[] {
  const { specs, error } = parseOpeningHours(site.openingHours);
  // Content checks reject unreadable hours before the build gets here.
  if (error) throw new Error(`${contentModuleList.site.file}: openingHours ${error}`);
  return specs.map(({ dayOfWeek, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens,
    closes,
  }));
}

/** The company: an Organization that is also a LocalBusiness (an office visitors can walk into). */
export function organizationJsonLd(): WithContext<MergeLeafTypes<[OrganizationLeaf, LocalBusinessLeaf]>> {
  return {
    '@context': context,
    '@type': ['Organization', 'LocalBusiness'],
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: homeUrl,
    logo: assetUrl(assetPath(drawnPicturePaths.searchEngineLogo)),
    image: assetUrl(assetPath(drawnPicturePaths.socialImage)),
    email: site.email,
    telephone: dialledNumber(site.phone),
    foundingDate: String(site.foundedYear),
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    priceRange: site.priceRange,
    openingHoursSpecification: openingHoursSpecification(),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: dialledNumber(site.phone),
      email: site.email,
      areaServed: site.address.countryCode,
      hoursAvailable: openingHoursSpecification(),
    },
    // An empty list of profiles gives no sameAs rather than an empty one.
    ...(site.profiles.length ? { sameAs: site.profiles } : {}),
    ...registrationNumbers(),
  };
}

/**
 * The registration numbers the footer shows, for search engines: the GSTIN as the tax ID, the CIN as an identifier
 * named by its acronym. A number content leaves out gives no field at all.
 */
function registrationNumbers(): Pick<OrganizationLeaf, 'taxID' | 'identifier'> {
  return {
    ...(site.gstin ? { taxID: site.gstin } : {}),
    ...(site.cin ? { identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: site.cin } } : {}),
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': websiteId,
    url: homeUrl,
    name: site.name,
    description: site.description,
    // The languages its pages are published in.
    inLanguage: builtLanguageTags(),
    publisher: { '@id': organizationId },
  };
}

/** Home, then each parent down to the page: the same trail the visible breadcrumb shows. */
export function breadcrumbJsonLd(path: string, language: Language = 'en'): WithContext<BreadcrumbList> {
  const steps = trail(path, language);
  if (steps.length < 2)
    throw new Error(`No breadcrumb trail for "${path}": it is the home page or not in lib/routes.ts.`);
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const htmlList = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The job page's text as HTML, which is what Google asks for in a JobPosting description. */
export function jobDescriptionHtml(job: Job): string {
  const { address } = site;
  return [
    `<p>${escapeHtml(job.details)}.</p>`,
    `<p>${escapeHtml(job.summary)}</p>`,
    `<h2>${escapeHtml(jobs.labels.responsibilities)}</h2>`,
    htmlList(job.responsibilities),
    `<h2>${escapeHtml(jobs.labels.requirements)}</h2>`,
    htmlList(job.requirements),
    `<h2>${escapeHtml(jobs.labels.location)}</h2>`,
    `<p>${escapeHtml(`${jobs.location.workplace}: ${address.street}, ${address.locality}, ${address.city} ${address.postalCode}, ${address.region}`)}</p>`,
  ].join('');
}

/** What the job pays, when content says: a range in rupees per month or per year. */
function baseSalary({ salary }: Job): Pick<JobPosting, 'baseSalary'> {
  if (!salary) return {};
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: salary.per },
    },
  };
}

/** One job's posting, for its own page only (job search engines index a posting from the job's page). */
export function jobPostingJsonLd(job: Job): WithContext<JobPosting> {
  const url = absoluteUrl(jobPath(job.slug));
  return {
    '@context': context,
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    // A job title people search for ("Web Developer"), not the card's heading ("Web Development").
    title: job.postingTitle,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    datePosted: job.datePosted,
    // Open to the end of its last day; the build stops once that day has passed (lib/content/published).
    validThrough: `${job.validThrough}T23:59`,
    employmentType: job.employmentType,
    directApply: job.directApply,
    ...baseSalary(job),
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: homeUrl,
      logo: assetUrl(assetPath(drawnPicturePaths.searchEngineLogo)),
    },
    jobLocation: { '@type': 'Place', address: postalAddress() },
    educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: job.education },
    // A minimum in months, or "no requirements": Google's value for a posting open to freshers.
    experienceRequirements:
      job.minimumExperienceMonths > 0
        ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.minimumExperienceMonths }
        : 'no requirements',
    // The degree is always asked for; experience never stands in for it.
    experienceInPlaceOfEducation: false,
    image: assetUrl(job.image.src),
  };
}

/** A service from the services page, offered by the company wherever its country is, with its details' page. */
export function serviceJsonLd(service: ServiceCard, language: Language = 'en'): WithContext<Service> {
  return {
    '@context': context,
    '@type': 'Service',
    '@id': `${absoluteUrl(pathIn(language, pages.services.path))}#${service.slug}`,
    name: service.heading,
    serviceType: service.heading,
    description: service.details,
    image: assetUrl(service.image.src),
    url: absoluteUrl(pathIn(language, serviceDetailPath(service.slug))),
    provider: { '@id': organizationId },
    areaServed: { '@type': 'Country', name: site.address.country },
  };
}

/**
 * A product as a SoftwareApplication, at its own page (the product details page names the same node by its id).
 * There are no prices, ratings or reviews to tell, so none are given: Google's software-app rich result needs them,
 * so these nodes describe the products without earning one, and invent nothing to earn it.
 */
export function softwareApplicationJsonLd(
  product: Product,
  language: Language = 'en',
): WithContext<SoftwareApplication> {
  const url = absoluteUrl(pathIn(language, productPagePath(product.slug)));
  return {
    '@context': context,
    '@type': 'SoftwareApplication',
    '@id': `${url}#software`,
    url,
    name: product.title,
    description: product.description,
    applicationCategory: product.category,
    operatingSystem: product.operatingSystem,
    featureList: product.features,
    image: assetUrl(product.image.src),
    inLanguage: languageTag(language),
    publisher: { '@id': organizationId },
  };
}

/** The JSON-LD for its inline <script>, escaped so that no content can end the element early. */
export function serializeJsonLd(data: WithContext<JsonLdObject>): string {
  return jsonForScript(data);
}
