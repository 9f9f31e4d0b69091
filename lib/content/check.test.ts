/** @jest-environment node */
// Reads pictures from disk, so it runs in Node rather than jest's default jsdom.
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { routePaths } from '../routes';
import { type CheckOptions, checkContent } from './check';
import { contentModules } from './modules';

type ModuleKey = keyof typeof contentModules;
// Tests write mistakes of every kind into the data, including ones the content types forbid.
// biome-ignore lint/suspicious/noExplicitAny: the mistakes under test are ones the content types forbid.
type Editable = Record<ModuleKey, any>;

const shipped: CheckOptions = { publicDir: path.join(process.cwd(), 'public'), routes: routePaths };

/** The shipped content with the given edit made to a deep copy of it, as checkContent reports it. */
function problemsAfter(edit: (data: Editable) => void, options: CheckOptions = shipped): string[] {
  const data = Object.fromEntries(
    Object.entries(contentModules).map(([key, module]) => [key, structuredClone(module.data)]),
  ) as Editable;
  edit(data);
  const modules = Object.entries(contentModules).map(([key, module]) => ({ ...module, data: data[key as ModuleKey] }));
  return checkContent(modules, options);
}

test('the shipped content has no mistakes', () => {
  expect(checkContent(Object.values(contentModules), shipped)).toEqual([]);
});

describe('empty or missing text', () => {
  test('an empty text names the file, the job by its title, the field and what to write', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[1].details = ''))).toEqual([
      'content/jobs.ts: job "App Development", field "details" is empty. Write the short line shown on the job card.',
    ]);
  });

  test('a text of only spaces counts as empty', () => {
    expect(problemsAfter((data) => (data.services.services[0].heading = '   '))).toEqual([
      'content/services.ts: service 1, field "heading" is empty. Write the service name.',
    ]);
  });

  test('a missing text', () => {
    expect(problemsAfter((data) => delete data.jobs.jobs[0].summary)).toEqual([
      'content/jobs.ts: job "Web Development", field "summary" is missing. Write two sentences about the role.',
    ]);
  });

  test('a missing whole group of fields lists the fields it needs', () => {
    expect(problemsAfter((data) => delete data.site.address)).toEqual([
      'content/site.ts: field "address" is missing. Add it back: a group in curly brackets { } with the fields "street", "locality", "city", "region", "postalCode", "country", "countryCode".',
    ]);
  });

  test('a list too short says how many it needs', () => {
    expect(problemsAfter((data) => data.products.products[0].features.splice(1))).toEqual([
      'content/products.ts: product "Customer Relationship Management", field "features" needs at least 2 bullet points, but has 1.',
    ]);
  });

  test('an empty list', () => {
    expect(problemsAfter((data) => (data.jobs.jobs = []))).toEqual([
      'content/jobs.ts: field "jobs" is an empty list. Add jobs between the square brackets [ ].',
    ]);
  });
});

test('a text too long for its card says how long it is and how much fits', () => {
  expect(
    problemsAfter(
      (data) => (data.jobs.jobs[2].details = 'Experience: Minimum 2 years in sales, support or client servicing'),
    ),
  ).toEqual([
    'content/jobs.ts: job "Any Degree", field "details" is 65 characters long, but at most 60 fit here. Shorten it.',
  ]);
});

describe('pictures', () => {
  test('a path with no file under public/', () => {
    expect(problemsAfter((data) => (data.products.products[0].image.src = '/images/products/crm-new.svg'))).toEqual([
      'content/products.ts: product "Customer Relationship Management", field "image › src" points to "/images/products/crm-new.svg", but there is no such file in public/images/products/. Add the picture there or correct the path.',
    ]);
  });

  test('a path that is not a lowercase SVG or PNG under /images', () => {
    expect(problemsAfter((data) => (data.about.image.src = 'images/Team Photo.JPG'))).toEqual([
      'content/about.ts: field "image › src" is "images/Team Photo.JPG", but must be the path of an SVG or PNG picture in public/images, written in lowercase letters, digits and dashes, such as "/images/products/crm.svg".',
    ]);
  });

  describe('with files an editor saved on their own computer', () => {
    let publicDir: string;
    beforeEach(() => {
      publicDir = mkdtempSync(path.join(tmpdir(), 'content-public-'));
      cpSync(path.join(process.cwd(), 'public'), publicDir, { recursive: true });
    });
    afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

    test('a file whose name differs only in capitals (Windows and macOS do not mind, the web server does)', () => {
      renameSync(
        path.join(publicDir, 'images/jobs/any-degree.svg'),
        path.join(publicDir, 'images/jobs/Any-Degree.svg'),
      );
      expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([
        'content/jobs.ts: job "Any Degree", field "image › src" points to "/images/jobs/any-degree.svg", but the file in public/images/jobs/ is called "Any-Degree.svg". Rename the file to "any-degree.svg": names must match exactly, in lowercase.',
      ]);
    });

    test('a picture whose size cannot be read, which the build would stop on', () => {
      writeFileSync(path.join(publicDir, 'images/hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([
        'content/home.ts: field "hero › image › src" points to "/images/hero.svg", but the width and height of that picture cannot be read. Save it again as a PNG, or as an SVG with a viewBox.',
      ]);
    });
  });

  test('a picture without alt text, empty or missing', () => {
    expect(
      problemsAfter((data) => {
        data.products.products[1].image.alt = '';
        delete data.products.products[2].image.alt;
      }),
    ).toEqual([
      'content/products.ts: product "Enterprise Resource Planning", field "image › alt" is empty. Write what the picture shows, for visitors who cannot see it (alt text).',
      'content/products.ts: product "Laboratory management", field "image › alt" is missing. Write what the picture shows, for visitors who cannot see it (alt text).',
    ]);
  });
});

describe('web addresses, email and phone', () => {
  test('a web address without https://', () => {
    expect(
      problemsAfter((data) => (data.site.applicationFormUrl = 'docs.google.com/forms/d/e/1FAIpQLSf/viewform')),
    ).toEqual([
      'content/site.ts: field "applicationFormUrl" is "docs.google.com/forms/d/e/1FAIpQLSf/viewform", but must be a full web address starting with "https://".',
    ]);
  });

  test('an insecure http:// address', () => {
    expect(
      problemsAfter((data) => (data.site.map.embedUrl = 'http://www.google.com/maps?q=Coimbatore&output=embed')),
    ).toEqual([
      'content/site.ts: field "map › embedUrl" is "http://www.google.com/maps?q=Coimbatore&output=embed", but must be a full web address starting with "https://".',
    ]);
  });

  test('an email address without its domain ending', () => {
    expect(problemsAfter((data) => (data.site.email = 'hello@anvayatech'))).toEqual([
      'content/site.ts: field "email" is "hello@anvayatech", but must be an email address such as "hello@example.in".',
    ]);
  });

  test('a phone number with spaces and no country code', () => {
    expect(problemsAfter((data) => (data.site.phone = '0422 450 7788'))).toEqual([
      'content/site.ts: field "phone" is "0422 450 7788", but must be the number in international form: "+", the country code, then the digits with no spaces, such as "+914224507788".',
    ]);
  });

  test('a displayed phone number that is not the number a tap calls', () => {
    expect(problemsAfter((data) => (data.site.phoneDisplay = '+91 422 450 7799'))).toEqual([
      'content/site.ts: field "phoneDisplay" is "+91 422 450 7799", which is not the same number as field "phone" ("+914224507788"), the number a tap on it calls. Make both the same number.',
    ]);
  });

  test('a displayed phone number written the local way is the same number', () => {
    expect(problemsAfter((data) => (data.site.phoneDisplay = '0422 450 7788'))).toEqual([]);
  });
});

describe('duplicates', () => {
  test('two jobs with the same slug', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[1].slug = 'web-development'))).toEqual([
      'content/jobs.ts: job "App Development", field "slug" is "web-development", which job "Web Development" already uses. Each job needs its own.',
    ]);
  });

  test('two products with the same slug', () => {
    expect(problemsAfter((data) => (data.products.products[4].slug = 'crm'))).toEqual([
      'content/products.ts: product "Matrimonial", field "slug" is "crm", which product "Customer Relationship Management" already uses. Each product needs its own.',
    ]);
  });

  test('two pages with the same address', () => {
    expect(problemsAfter((data) => (data.pages.contact.path = '/about'))).toEqual([
      'content/pages.ts: field "contact › path" is "/about", which page "about" already uses. Each page needs its own address.',
    ]);
  });

  test('a slug that is not lowercase with dashes', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].slug = 'Web Development'))).toEqual([
      'content/jobs.ts: job "Web Development", field "slug" is "Web Development", but must be lowercase letters, digits and dashes only, such as "web-development".',
    ]);
  });
});

describe('opening hours', () => {
  test('hours that cannot be read', () => {
    expect(problemsAfter((data) => (data.site.openingHours[0].hours = '9.30AM - 6.00'))).toEqual([
      'content/site.ts: opening-hours line "Mon-Sat", field "hours" is "9.30AM - 6.00", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".',
    ]);
  });

  test('hours that close before they open', () => {
    expect(problemsAfter((data) => (data.site.openingHours[0].hours = '9.30PM - 6.00AM'))).toEqual([
      'content/site.ts: opening-hours line "Mon-Sat", field "hours" is "9.30PM - 6.00AM", which closes before it opens. Check AM and PM: a working day reads like "9.30AM - 6.00PM".',
    ]);
  });

  test('days that are not days', () => {
    expect(problemsAfter((data) => (data.site.openingHours[1].days = 'Sundy'))).toEqual([
      'content/site.ts: opening-hours line "Sundy", field "days" is "Sundy", which is not a day or a range of days. Write a day such as "Sunday" or a range such as "Mon-Sat".',
    ]);
  });

  test('a day given hours twice', () => {
    expect(
      problemsAfter((data) => data.site.openingHours.push({ days: 'Saturday', hours: '9.30AM - 1.00PM' })),
    ).toEqual([
      'content/site.ts: opening-hours line "Saturday", field "days" gives hours for Saturday again, but an earlier line already does. Give each day one line only.',
    ]);
  });
});

describe('links', () => {
  test('a menu link to a page that does not exist lists the pages that do', () => {
    expect(problemsAfter((data) => (data.navigation[1].href = '/abuot'))).toEqual([
      'content/navigation.ts: menu item "About", field "href" links to "/abuot", which is not a page of this site. Use one of: /, /about, /services, /servicedetail, /product, /productdetail, /career, /contact, /career/web-development, /career/app-development, /career/any-degree.',
    ]);
  });

  test('a link to a closed job, once the job is removed', () => {
    expect(problemsAfter((data) => (data.home.hero.secondary.href = '/career/data-analyst'))).toEqual([
      'content/home.ts: field "hero › secondary › href" links to "/career/data-analyst", which is not a page of this site. Use one of: /, /about, /services, /servicedetail, /product, /productdetail, /career, /contact, /career/web-development, /career/app-development, /career/any-degree.',
    ]);
  });

  test('a jump to a section that does not exist', () => {
    expect(problemsAfter((data) => (data.home.hero.primary.href = '/#abuot'))).toEqual([
      'content/home.ts: field "hero › primary › href" jumps to "#abuot", which is no section of the site. Use one of: #main-content, #services, #about, #career, #products, #contact.',
    ]);
  });

  test('a link written without the leading slash', () => {
    expect(problemsAfter((data) => (data.services.knowMore.href = 'servicedetail'))).toEqual([
      'content/services.ts: field "knowMore › href" is "servicedetail", but must be a page of this site written like "/about" or "/career#career".',
    ]);
  });
});

describe('misspelt field names', () => {
  test('a misspelt field is reported with the name it most likely meant, and the real field as missing', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs[0].detials = data.jobs.jobs[0].details;
        delete data.jobs.jobs[0].details;
      }),
    ).toEqual([
      'content/jobs.ts: job "Web Development", field "details" is missing. Write the short line shown on the job card.',
      'content/jobs.ts: job "Web Development" has a field "detials" that this site does not use. Did you mean "details"? Check the spelling.',
    ]);
  });

  test('a field nothing resembles lists the fields that belong there', () => {
    expect(problemsAfter((data) => (data.site.map.zoom = 14))).toEqual([
      'content/site.ts: field "map" has a field "zoom" that this site does not use. The fields here are: "embedUrl", "title", "linkUrl". Check the spelling.',
    ]);
  });
});

describe('wrong kinds of value', () => {
  test('a number where text belongs', () => {
    expect(problemsAfter((data) => (data.chrome.errors.heading = 404))).toEqual([
      'content/chrome.ts: field "errors › heading" is the number 404, but must be text in quotes. Write the heading of the error screen.',
    ]);
  });

  test('text where a number belongs', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[2].minimumExperienceMonths = '24'))).toEqual([
      'content/jobs.ts: job "Any Degree", field "minimumExperienceMonths" is the text "24", but must be a number without quotes. Write the months of experience needed, 0 for freshers.',
    ]);
  });

  test('a fraction where a whole number belongs, and a number out of range', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs[0].minimumExperienceMonths = 1.5;
        data.site.foundedYear = 16;
      }),
    ).toEqual([
      'content/site.ts: field "foundedYear" is 16, but must be at least 1990.',
      'content/jobs.ts: job "Web Development", field "minimumExperienceMonths" is 1.5, but must be a whole number without quotes. Write the months of experience needed, 0 for freshers.',
    ]);
  });

  test('one text where a list belongs is reported once', () => {
    expect(problemsAfter((data) => (data.about.paragraphs = 'We build software for Indian businesses.'))).toEqual([
      'content/about.ts: field "paragraphs" is the text "We build software for Indian businesses.", but must be a list of paragraphs in square brackets [ ].',
    ]);
  });

  test('a path where a picture with alt text belongs', () => {
    expect(problemsAfter((data) => (data.site.logo = '/images/logo.svg'))).toEqual([
      'content/site.ts: field "logo" is the text "/images/logo.svg", but must be a group in curly brackets { } with the fields "src", "alt".',
    ]);
  });

  test('a choice outside the allowed ones', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[2].employmentType = 'Full time'))).toEqual([
      'content/jobs.ts: job "Any Degree", field "employmentType" is the text "Full time", but must be one of "FULL_TIME", "PART_TIME", "CONTRACTOR" or "INTERN", in capitals.',
    ]);
  });

  test('a date written the Indian way round', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].datePosted = '02-11-2026'))).toEqual([
      'content/jobs.ts: job "Web Development", field "datePosted" is the text "02-11-2026", but must be a real date written year-month-day, such as "2026-11-02".',
    ]);
  });
});

test("a rule a schema author left without its own words still reads as an editor's sentence, never as zod's", () => {
  const module = {
    file: 'content/example.ts',
    schema: z.strictObject({ contact: z.email(), count: z.number().max(3) }),
    data: { contact: 'nobody', count: 4 },
  };
  expect(checkContent([module], shipped)).toEqual([
    'content/example.ts: field "contact" is the text "nobody", which is not written the way this field needs. See CONTENT.md.',
    'content/example.ts: field "count" is 4, but must be at most 3.',
  ]);
});

test('every mistake is reported at once, across files, in file order', () => {
  expect(
    problemsAfter((data) => {
      data.site.email = 'hello at anvayatech.in';
      data.site.openingHours[1].hours = 'shut';
      data.navigation[4].href = '/careers#career';
      data.products.products[3].features.push('');
      data.jobs.jobs[0].title = '';
      data.jobs.jobs[1].image.src = '/images/jobs/app.svg';
      data.jobs.jobs[2].slug = 'app-development';
    }),
  ).toEqual([
    'content/site.ts: field "email" is "hello at anvayatech.in", but must be an email address such as "hello@example.in".',
    'content/site.ts: opening-hours line "Sunday", field "hours" is "shut", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".',
    'content/navigation.ts: menu item "Career", field "href" links to "/careers#career", which is not a page of this site. Use one of: /, /about, /services, /servicedetail, /product, /productdetail, /career, /contact, /career/web-development, /career/app-development, /career/any-degree.',
    'content/products.ts: product "Gst billing Accounting software", bullet point 6 is empty. Write a bullet point.',
    'content/jobs.ts: job 1, field "title" is empty. Write the job title.',
    'content/jobs.ts: job "App Development", field "image › src" points to "/images/jobs/app.svg", but there is no such file in public/images/jobs/. Add the picture there or correct the path.',
    'content/jobs.ts: job "Any Degree", field "slug" is "app-development", which job "App Development" already uses. Each job needs its own.',
  ]);
});
