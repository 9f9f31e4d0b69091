/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { JsonLdObject, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/JsonLd';
import { exampleBuyerFacts } from './buyer-facts-for-tests';
import { languages, loadContent } from './content';
import { absoluteUrl, serviceDetailPath } from './routes';
import {
  breadcrumbJsonLd,
  jobDescriptionHtml,
  jobPostingJsonLd,
  openingHoursSpecification,
  organizationId,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  softwareApplicationJsonLd,
  websiteJsonLd,
} from './structured-data';

const content = loadContent();

const jobBySlug = (slug: string) => {
  const job = content.jobs.jobs.find((candidate) => candidate.slug === slug);
  if (!job) throw new Error(`no job ${slug} in content`);
  return job;
};

describe('organization', () => {
  it('is both an Organization and a LocalBusiness, open as the footer says: one entry per line of hours', () => {
    expect(organizationJsonLd()['@type']).toEqual(['Organization', 'LocalBusiness']);
    const lines = content.site.openingHours;
    const entries = openingHoursSpecification();
    expect(organizationJsonLd().openingHoursSpecification).toEqual(entries);
    expect(entries).toHaveLength(lines.length);
    for (const [index, line] of lines.entries()) {
      const { opens, closes, dayOfWeek } = entries[index] as unknown as {
        opens: string;
        closes: string;
        dayOfWeek: string[];
      };
      // A closed day opens and closes at midnight, as Google documents.
      if (line.hours === 'closed') expect({ opens, closes }).toEqual({ opens: '00:00', closes: '00:00' });
      else expect(opens < closes).toBe(true);
      // The line's first day ("Mon-Fri", "Saturday") is the first day it names.
      expect(dayOfWeek[0].slice(0, 3)).toBe(line.days.slice(0, 3));
    }
  });

  it('places the office on the map, with its price range, profiles and a customer-service contact point', () => {
    const { site } = content;
    expect(organizationJsonLd()).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
      priceRange: site.priceRange,
      sameAs: site.profiles,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+914224507788',
        email: site.email,
        hoursAvailable: organizationJsonLd().openingHoursSpecification,
      },
    });
  });

  it('gives search engines the PNG logo the build draws, and the social sharing image', () => {
    expect(organizationJsonLd()).toMatchObject({
      logo: `${content.site.url}/images/logo.png`,
      image: `${content.site.url}/images/og.png`,
    });
  });

  it('gives the address, phone and email of the footer', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      telephone: content.site.phone.replace(/[ -]/g, ''),
      email: content.site.email,
      address: { '@type': 'PostalAddress', postalCode: content.site.address.postalCode, addressCountry: 'IN' },
    });
  });
});

describe('the website and the services', () => {
  it('describes the website as published by the company, in each language it has pages in, as a node of its own', () => {
    const { site } = content;
    expect(websiteJsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${absoluteUrl('/')}#website`,
      url: absoluteUrl('/'),
      name: site.name,
      description: site.description,
      inLanguage: ['en-IN', ...Object.values(languages).map(({ tag }) => tag)],
      publisher: { '@id': organizationId },
    });
    expect(organizationJsonLd()['@id']).toBe(`${absoluteUrl('/')}#organization`);
  });

  it.each(content.services.services.map((service) => [service.heading, service]))(
    '%s: a service of the company, anchored on the services page, at its details, offered across its country',
    (_, service) => {
      const servicesPage = absoluteUrl(content.pages.services.path);
      expect(serviceJsonLd(service)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Service',
        '@id': `${servicesPage}#${service.slug}`,
        name: service.heading,
        serviceType: service.heading,
        description: service.details,
        image: `${content.site.url}${service.image.src}`,
        url: absoluteUrl(serviceDetailPath(service.slug)),
        provider: { '@id': organizationId },
        areaServed: { '@type': 'Country', name: content.site.address.country },
      });
    },
  );
});

/** This module as loaded with content/site.yaml changed, the content module restored afterwards. */
function structuredDataWith(siteChange: Record<string, unknown>): typeof import('./structured-data') {
  let loaded: typeof import('./structured-data') | undefined;
  try {
    jest.isolateModules(() => {
      jest.doMock('./content', () => {
        const actual = jest.requireActual('./content');
        const content = actual.loadContent();
        return { ...actual, loadContent: () => ({ ...content, site: { ...content.site, ...siteChange } }) };
      });
      loaded = require('./structured-data');
    });
  } finally {
    jest.dontMock('./content');
  }
  return loaded as typeof import('./structured-data');
}

describe('a company without social profiles', () => {
  it('gives no sameAs at all rather than an empty one', () => {
    const { organizationJsonLd: withoutProfiles } = structuredDataWith({ profiles: [] });
    expect(withoutProfiles()).not.toHaveProperty('sameAs');
  });
});

describe("the company's registration numbers", () => {
  it('give the GSTIN as taxID and the CIN as an identifier, when content/site.yaml has them', () => {
    const { cin, gstin } = exampleBuyerFacts;
    const { organizationJsonLd: withNumbers } = structuredDataWith({ cin, gstin });
    expect(withNumbers()).toMatchObject({
      taxID: gstin,
      identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: cin },
    });
  });

  it('give no taxID or identifier at all, not an empty one, while content/site.yaml has none', () => {
    expect(content.site).not.toHaveProperty('cin');
    expect(organizationJsonLd()).not.toHaveProperty('taxID');
    expect(organizationJsonLd()).not.toHaveProperty('identifier');
    const { organizationJsonLd: cinOnly } = structuredDataWith({ cin: exampleBuyerFacts.cin });
    expect(cinOnly()).not.toHaveProperty('taxID');
  });

  it('give no rating or review, whatever content has', () => {
    const { organizationJsonLd: withAll } = structuredDataWith(exampleBuyerFacts);
    expect(JSON.stringify(withAll())).not.toMatch(/Rating|Review/);
  });
});

describe('job postings', () => {
  it.each(content.jobs.jobs.map((job) => [job.slug, job]))(
    '%s asks the experience its content gives, a degree required, its card line in the description',
    (_, job) => {
      const posting = jobPostingJsonLd(job);
      expect(posting).toMatchObject({
        experienceRequirements:
          job.minimumExperienceMonths === 0
            ? 'no requirements'
            : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.minimumExperienceMonths },
        experienceInPlaceOfEducation: false,
        educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: job.education },
      });
      expect(posting.description).toContain(job.details);
    },
  );

  it.each(content.jobs.jobs.map((job) => [job.slug, job]))(
    '%s: the job title for search engines (postingTitle), open to the end of its closing day, apply terms from content',
    (_, job) => {
      const posting = jobPostingJsonLd(job);
      expect(posting).toMatchObject({
        title: job.postingTitle,
        validThrough: `${job.validThrough}T23:59`,
        directApply: job.directApply,
      });
    },
  );

  it('states the salary range in rupees per month or year, and none when content gives none', () => {
    const job = jobBySlug('web-development');
    expect(jobPostingJsonLd({ ...job, salary: { min: 20000, max: 30000, per: 'MONTH' } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 20000, maxValue: 30000, unitText: 'MONTH' },
    });
    expect(jobPostingJsonLd({ ...job, salary: undefined })).not.toHaveProperty('baseSalary');
  });

  it('describes the job in HTML with every responsibility and requirement, escaping the text', () => {
    const job = jobBySlug('web-development');
    const html = jobDescriptionHtml({ ...job, requirements: ['C++ & <templates>', 'A "can do" attitude'] });
    for (const responsibility of job.responsibilities) expect(html).toContain(`<li>${responsibility}</li>`);
    expect(html).toContain('<ul><li>C++ &amp; &lt;templates&gt;</li><li>A &quot;can do&quot; attitude</li></ul>');
    expect(html).toContain(`<h2>${content.jobs.labels.requirements}</h2>`);
  });
});

describe('breadcrumbs', () => {
  it('leads from home through the overview page to a detail page', () => {
    const list = breadcrumbJsonLd(content.pages.productDetail.path);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${content.site.url}/` },
      { '@type': 'ListItem', position: 2, name: content.pages.product.name, item: `${content.site.url}/product/` },
      {
        '@type': 'ListItem',
        position: 3,
        name: content.pages.productDetail.name,
        item: `${content.site.url}/productdetail/`,
      },
    ]);
  });

  it('has no trail on the home page', () => {
    expect(() => breadcrumbJsonLd('/')).toThrow(/home page/);
  });
});

it('describes a product without inventing prices, ratings or reviews', () => {
  const application = softwareApplicationJsonLd(content.products.products[0]);
  expect(application).toMatchObject({ applicationCategory: 'BusinessApplication', operatingSystem: 'Web, Android' });
  expect(application).not.toHaveProperty('offers');
  expect(application).not.toHaveProperty('aggregateRating');
  expect(application).not.toHaveProperty('review');
});

describe('JSON-LD escaping', () => {
  const hostile: WithContext<JsonLdObject> & { name: string } = {
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: 'Tom & Jerry </script><script>alert(1)</script> <!-- \u2028\u2029',
  };

  it('reads back as the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('cannot close the script element or open a comment', () => {
    const markup = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    expect(markup).toMatch(/^<script type="application\/ld\+json">[^<>&\u2028\u2029]*<\/script>$/);
  });
});

describe('every node names its type, its id and the company behind it', () => {
  it('a job posting: identified by its slug, hiring for the company, at the office, described in full', () => {
    const job = jobBySlug('web-development');
    const url = absoluteUrl(`${content.pages.career.path}/${job.slug}`);
    const { site, jobs } = content;
    const address = {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
    };
    expect(jobPostingJsonLd(job)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      '@id': `${url}#job`,
      url,
      identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
      hiringOrganization: {
        '@type': 'Organization',
        name: site.name,
        sameAs: absoluteUrl('/'),
        logo: `${site.url}/images/logo.png`,
      },
      jobLocation: { '@type': 'Place', address },
      image: `${site.url}${job.image.src}`,
    });
    expect(organizationJsonLd().address).toMatchObject(address);
    // Whatever an editor writes (an & or a quote included) reads back as the same text from the HTML.
    const text = (html: string) =>
      html
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    expect(text(jobDescriptionHtml(job))).toBe(
      [
        `<p>${job.details}.</p>`,
        `<p>${job.summary}</p>`,
        `<h2>${jobs.labels.responsibilities}</h2>`,
        `<ul>${job.responsibilities.map((item) => `<li>${item}</li>`).join('')}</ul>`,
        `<h2>${jobs.labels.requirements}</h2>`,
        `<ul>${job.requirements.map((item) => `<li>${item}</li>`).join('')}</ul>`,
        `<h2>${jobs.labels.location}</h2>`,
        `<p>${jobs.location.workplace}: ${site.address.street}, ${site.address.locality}, ${site.address.city} ${site.address.postalCode}, ${site.address.region}</p>`,
      ].join(''),
    );
  });

  it('a product: a SoftwareApplication at its own page, published by the company', () => {
    for (const product of content.products.products) {
      const url = absoluteUrl(`/products/${product.slug}`);
      expect(softwareApplicationJsonLd(product)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        '@id': `${url}#software`,
        url,
        name: product.title,
        description: product.description,
        featureList: product.features,
        publisher: { '@id': organizationId },
      });
    }
  });

  it('a product: no price, offer, rating or review is invented for it (Google: mark up only what the page shows)', () => {
    for (const product of content.products.products) {
      const node = JSON.parse(JSON.stringify(softwareApplicationJsonLd(product)));
      for (const invented of ['offers', 'aggregateRating', 'review', 'price', 'priceRange'])
        expect(node).not.toHaveProperty(invented);
    }
  });
});

describe('opening hours the content checks would have refused', () => {
  it('stop the build naming the file, the setting and the line, rather than giving search engines no hours', () => {
    const { openingHoursSpecification: withUnreadableHours } = structuredDataWith({
      openingHours: [{ days: 'Mon-Sat', hours: 'noon' }],
    });
    expect(() => withUnreadableHours()).toThrow(/^content\/site\.yaml: openingHours Line 1, hours /);
  });
});
