/** @jest-environment node */
// The rules of each content schema, one by one: each refuses the mistake it exists for, accepts its edge,
// and tells the editor which field is wrong and what to write. Checked with checkContent on one content file
// at a time (so pictures are checked too, but links are not), reading the messages without their positions.
import path from 'node:path';
import { z } from 'zod';
import { exampleClient, exampleTestimonial } from '../proof-for-tests';
import { pageKeys } from '../routes/registry';
import { type CheckOptions, checkContent } from './check';
import { contentModules } from './modules';
import { figureCounts, imagePath, SLUG_MAX, siteSchema } from './schema';

type ModuleKey = keyof typeof contentModules;
// biome-ignore lint/suspicious/noExplicitAny: the mistakes under test are ones the content types forbid.
type Editable = any;

const shipped: CheckOptions = { publicDir: path.join(process.cwd(), 'public') };
// The shipped phone number and hours lines, read from content so an editor's change never fails these tests.
const shippedSite = contentModules.site.data;
const hoursCount = shippedSite.openingHours.length;

/** What an editor is told about one content file after the given edit to a deep copy of its shipped data. */
function mistakesAfter(key: ModuleKey, edit: (data: Editable) => void): string[] {
  const data = structuredClone(contentModules[key].data);
  edit(data);
  return mistakesIn(key, data);
}

function mistakesIn(key: ModuleKey, data: unknown): string[] {
  return checkContent([{ ...contentModules[key], data }], shipped).map((problem) => problem.message);
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The data with every value left out: only its groups remain, and the first item of each list of groups. */
function hollow(value: unknown): Editable {
  if (Array.isArray(value)) return isGroup(value[0]) ? [hollow(value[0])] : [];
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => isGroup(child))
      .map(([key, child]) => [key, hollow(child)]),
  );
}

const hollowed = (key: ModuleKey) => mistakesIn(key, hollow(contentModules[key].data));
const missing = (field: string, hint: string) => `${field} is missing. ${hint}`;

/** The messages for a demo or quote group (content/contact.yaml) left empty. */
const enquiryMissing = (group: string, example: { label: string; message: string; subject: string }) => [
  missing(`field "${group} › label"`, `Write the text of the WhatsApp button, such as "${example.label}".`),
  missing(
    `field "${group} › context"`,
    'Write the words screen readers hear after the button text, e.g. "for {title} on WhatsApp".',
  ),
  missing(`field "${group} › emailLabel"`, 'Write the text of the email link beside it, such as "or email us".'),
  missing(
    `field "${group} › emailContext"`,
    'Write the words screen readers hear after the email link text, e.g. "about {title}".',
  ),
  missing(`field "${group} › message"`, `Write the message WhatsApp starts with, e.g. "${example.message}".`),
  missing(`field "${group} › subject"`, `Write the subject of the email, e.g. "${example.subject}".`),
];

describe('every field left out tells the editor what to write there', () => {
  test('site', () => {
    const write = (name: string, hint: string) => missing(`field "${name}"`, hint);
    const webAddress = 'Write a full web address such as "https://www.example.in".';
    const picture = (name: string) => [
      write(`${name} › src`, 'Write the path of a picture such as "/images/products/crm.svg".'),
      write(`${name} › alt`, 'Write what the picture shows, for visitors who cannot see it (alt text).'),
    ];
    expect(mistakesIn('site', { ...hollow(contentModules.site.data), profiles: [] })).toEqual([
      write('name', 'Write the company name.'),
      write('legalName', 'Write the registered company name.'),
      write('url', webAddress),
      write('description', 'Write two sentences about the company, for search engines.'),
      write('email', 'Write an email address such as "hello@example.in".'),
      write('phone', 'Write the phone number with its country code, such as "+91 422 450 7788".'),
      write('whatsapp', 'Write the WhatsApp number as digits only, country code first, such as "919843012345".'),
      write('address › street', 'Write the street address.'),
      write('address › locality', 'Write the area of the city.'),
      write('address › city', 'Write the city.'),
      write('address › region', 'Write the state.'),
      write('address › postalCode', 'Write the 6-digit PIN code.'),
      write('address › country', 'Write the country.'),
      write('address › countryCode', 'Write the two-letter country code, such as "IN".'),
      missing('opening-hours line 1, field "days"', 'Write a day or a range of days such as "Mon-Sat" or "Sunday".'),
      missing('opening-hours line 1, field "hours"', 'Write the hours such as "9.30AM - 6.00PM", or "closed".'),
      write('applicationFormUrl', webAddress),
      write('map › embedUrl', webAddress),
      write('map › title', 'Write what the map shows, for screen readers.'),
      write('map › linkUrl', webAddress),
      ...picture('logo'),
      write('socialImage › alt', 'Write what the picture shows, for visitors who cannot see it (alt text).'),
      write('foundedYear', 'Write the year the company was founded, such as 2016.'),
      write('geo › latitude', 'Write the latitude of the office, such as 11.0285.'),
      write('geo › longitude', 'Write the longitude of the office, such as 77.0024.'),
      write('priceRange', 'Write how expensive the company is, such as "₹₹" or "₹5,000 - ₹5,00,000".'),
    ]);
  });

  test('behaviour', () => {
    expect(hollowed('behaviour')).toEqual([
      missing('field "preloaderMs"', 'Write how long the loading screen shows, in milliseconds (4000 is 4 seconds).'),
      missing(
        'field "scrollTopThresholdPx"',
        'Write how far down the page, in pixels, the back-to-top button appears.',
      ),
      missing('field "carouselSpringSeconds"', 'Write how many seconds the carousel takes to settle, such as 3.'),
    ]);
  });

  test('pages', () => {
    expect(mistakesAfter('pages', (data) => (data.home = {}))).toEqual([
      missing('field "home › path"', 'Write a page address such as "/about".'),
      missing('field "home › name"', 'Write the short name of the page.'),
      missing('field "home › title"', 'Write the page title shown in search results.'),
      missing(
        'field "home › description"',
        'Write the page description shown in search results (about 150 characters).',
      ),
    ]);
  });

  test('navigation, with a submenu', () => {
    expect(mistakesAfter('navigation', (data) => data.splice(0, data.length, { children: [{}] }))).toEqual([
      missing('menu item 1, field "label"', 'Write the menu text.'),
      missing('menu item 1, field "href"', 'Write a page address such as "/about".'),
      missing('menu item 1, submenu item 1, field "label"', 'Write the menu text.'),
      missing('menu item 1, submenu item 1, field "href"', 'Write a page address such as "/about".'),
    ]);
  });

  test('home', () => {
    const write = (name: string, hint: string) => missing(`field "hero › ${name}"`, hint);
    const button = (name: string) => [
      write(`${name} › label`, 'Write the text of the button.'),
      write(`${name} › href`, 'Write a page address such as "/about".'),
      write(
        `${name} › context`,
        'Write what the button leads to, read by screen readers (for example "about our products").',
      ),
    ];
    expect(hollowed('home')).toEqual([
      write('eyebrow', 'Write a short line above the headline naming what we sell and our city, with {city}.'),
      write('headline', 'Write the main headline.'),
      write('intro', 'Write one or two sentences under the headline.'),
      ...button('primary'),
      ...button('secondary'),
      write('image › src', 'Write the path of a picture such as "/images/products/crm.svg".'),
      write('image › alt', 'Write what the picture shows, for visitors who cannot see it (alt text).'),
      missing('field "closing › heading"', 'Write the heading of the closing band, an invitation to get in touch.'),
      missing('field "closing › text"', 'Write one sentence under it: what happens when a visitor writes to us.'),
    ]);
  });

  test('services', () => {
    expect(hollowed('services')).toEqual([
      missing('field "heading"', 'Write the heading of the services section.'),
      missing('field "intro"', 'Write a sentence introducing the services.'),
      missing('field "knowMore › label"', 'Write the link text.'),
      missing('field "knowMore › href"', 'Write a page address such as "/about".'),
      missing(
        'field "knowMore › context"',
        'Write the words screen readers hear after the link text, e.g. "about {title}".',
      ),
      missing('service 1, field "slug"', 'Write a short lowercase name such as "web-development".'),
      missing('service 1, field "heading"', 'Write the service name.'),
      missing('service 1, field "details"', 'Write one or two sentences about the service.'),
      missing('service 1, field "image › src"', 'Write the path of a picture such as "/images/products/crm.svg".'),
      missing(
        'service 1, field "image › alt"',
        'Write what the picture shows, for visitors who cannot see it (alt text).',
      ),
      missing('service 1, field "page › title"', 'Write the page title shown in search results.'),
      missing(
        'service 1, field "page › description"',
        'Write the page description shown in search results (about 150 characters).',
      ),
      missing('service 1, field "page › heading"', 'Write the heading of the page.'),
      missing('service 1, field "page › intro"', 'Write a sentence introducing the details.'),
      missing('service 1, block 1, field "slug"', 'Write a short lowercase name such as "web-development".'),
      missing('service 1, block 1, field "heading"', 'Write the heading of the block.'),
      missing('service 1, block 1, field "text"', 'Write the text of the block.'),
      missing(
        'service 1, block 1, field "image › src"',
        'Write the path of a picture such as "/images/products/crm.svg".',
      ),
      missing(
        'service 1, block 1, field "image › alt"',
        'Write what the picture shows, for visitors who cannot see it (alt text).',
      ),
      missing('field "detail › service"', 'Write a short lowercase name such as "web-development".'),
      missing('field "detail › heading"', 'Write the heading of the service detail page.'),
      missing('field "detail › intro"', 'Write a sentence introducing the details.'),
      missing('block 1, field "slug"', 'Write a short lowercase name such as "web-development".'),
      missing('block 1, field "heading"', 'Write the heading of the block.'),
      missing('block 1, field "text"', 'Write the text of the block.'),
      missing('block 1, field "image › src"', 'Write the path of a picture such as "/images/products/crm.svg".'),
      missing(
        'block 1, field "image › alt"',
        'Write what the picture shows, for visitors who cannot see it (alt text).',
      ),
      missing(
        'field "credentials › whatsappPartner › service"',
        'Write a short lowercase name such as "web-development".',
      ),
      missing(
        'field "credentials › whatsappPartner › text"',
        'Write the sentence naming our tier, e.g. "{companyName} is a Meta {tier} for the WhatsApp Business Platform.".',
      ),
      missing('field "credentials › dlt › service"', 'Write a short lowercase name such as "web-development".'),
      missing(
        'field "credentials › dlt › text"',
        'Write the sentence about our DLT registration, e.g. "Registered on DLT: principal entity ID {id}, on the {operator} portal.".',
      ),
    ]);
  });

  test('products, each with its own page', () => {
    const page = (name: string, hint: string) => missing(`product 1, field "page › ${name}"`, hint);
    const emptyOnPage = (name: string, what: string) =>
      `product 1, field "page › ${name}" is an empty list. Add ${what}, each on a line of its own starting with "- ".`;
    expect(hollowed('products')).toEqual([
      missing('field "heading"', 'Write the heading of the products section.'),
      missing('field "intro"', 'Write a sentence introducing the products.'),
      missing('field "carousel › label"', 'Write the name of the carousel, read by screen readers.'),
      missing('field "carousel › previous"', 'Write the name of the left arrow, read by screen readers.'),
      missing('field "carousel › next"', 'Write the name of the right arrow, read by screen readers.'),
      missing(
        'field "carousel › status"',
        'Write what screen readers announce when the product changes, e.g. "Product {current} of {total}: {title}".',
      ),
      missing('field "carousel › roleDescription"', 'Write what screen readers call the carousel, e.g. "carousel".'),
      missing(
        'field "carousel › slideRoleDescription"',
        'Write what screen readers call one product in it, e.g. "slide".',
      ),
      missing(
        'field "carousel › slideLabel"',
        'Write the name screen readers give each product in it, e.g. "{current} / {total}".',
      ),
      missing(
        'field "carousel › position"',
        'Write where the shown product is, between the arrows, e.g. "{current} of {total}".',
      ),
      missing(
        'field "carousel › picker"',
        'Write the name of the row of product buttons above the carousel, read by screen readers.',
      ),
      missing(
        'field "carousel › details › label"',
        'Write the text of the link to the product details, such as "See all features".',
      ),
      missing(
        'field "carousel › details › context"',
        'Write the words screen readers hear after the link text, e.g. "of {title}".',
      ),
      missing('field "banner › heading"', 'Write the banner headline.'),
      missing('field "banner › text"', 'Write the banner text.'),
      missing('field "banner › image › src"', 'Write the path of a picture such as "/images/products/crm.svg".'),
      missing(
        'field "banner › image › alt"',
        'Write what the picture shows, for visitors who cannot see it (alt text).',
      ),
      missing('field "readMore › more"', 'Write the button text that opens a block.'),
      missing('field "readMore › less"', 'Write the button text that closes it.'),
      missing(
        'field "readMore › subject"',
        'Write the words screen readers hear after the button text, e.g. "about {title}".',
      ),
      missing('product 1, field "slug"', 'Write a short lowercase name such as "web-development".'),
      missing('product 1, field "title"', 'Write the product name.'),
      missing('product 1, field "shortName"', 'Write a short name for the product used in sentences, such as "CRM".'),
      missing(
        'product 1, field "category"',
        'Write the kind of software, for search engines (for example "BusinessApplication").',
      ),
      missing(
        'product 1, field "operatingSystem"',
        'Write where the software runs, for search engines (for example "Web, Android").',
      ),
      missing('product 1, field "summary"', 'Write one or two sentences shown on the product card and carousel.'),
      missing('product 1, field "description"', 'Write a paragraph shown on the product details page.'),
      'product 1, field "features" needs at least 2 bullet points, but has 0.',
      missing('product 1, field "image › src"', 'Write the path of a picture such as "/images/products/crm.svg".'),
      missing(
        'product 1, field "image › alt"',
        'Write what the picture shows, for visitors who cannot see it (alt text).',
      ),
      page('title', 'Write the page title shown in search results.'),
      page('description', 'Write the page description shown in search results (about 150 characters).'),
      page('heading', 'Write the heading of the page.'),
      page('intro', 'Write a sentence or two introducing the product.'),
      emptyOnPage('audience', 'kinds of customer'),
      missing('product 1, screen 1, field "heading"', 'Write the name of the screen.'),
      missing('product 1, screen 1, field "text"', 'Write a sentence on what the screen shows.'),
      missing(
        'product 1, screen 1, field "image › src"',
        'Write the path of a picture such as "/images/products/crm.svg".',
      ),
      missing(
        'product 1, screen 1, field "image › alt"',
        'Write what the picture shows, for visitors who cannot see it (alt text).',
      ),
      missing('product 1, integration 1, field "name"', 'Write what the product works with, such as "Tally".'),
      missing('product 1, integration 1, field "text"', 'Write a sentence on how it works with it.'),
      emptyOnPage('data', 'paragraphs'),
      emptyOnPage('pricing', 'paragraphs'),
      page('shareImage › alt', 'Write what the picture shows, for visitors who cannot see it (alt text).'),
    ]);
  });

  test('jobs', () => {
    const data = hollow(contentModules.jobs.data);
    // The choices have messages of their own (below).
    Object.assign(data.jobs[0], { employmentType: 'FULL_TIME', education: 'bachelor degree' });
    data.jobs[0].salary.per = 'MONTH';
    expect(mistakesIn('jobs', data)).toEqual([
      missing('field "heading"', 'Write the heading of the career section.'),
      missing('field "intro"', 'Write a sentence inviting applicants.'),
      missing('field "applyLabel"', 'Write the apply button text.'),
      missing('field "detailsLabel"', 'Write the link text to a job page.'),
      missing(
        'field "applyContext"',
        'Write the words screen readers hear after the apply button, e.g. "for {title}".',
      ),
      missing(
        'field "detailsContext"',
        'Write the words screen readers hear after the job page link, e.g. ": {title}".',
      ),
      missing('field "pageTitle"', 'Write the title of a job page in search results, e.g. "{title} Job".'),
      missing('field "location › workplace"', 'Write where the work happens, shown on job pages.'),
      missing('field "labels › responsibilities"', "Write the heading above a job's responsibilities."),
      missing('field "labels › requirements"', "Write the heading above a job's requirements."),
      missing('field "labels › location"', "Write the heading above the job's location."),
      missing('field "pay › label"', 'Write the word before the salary, such as "Salary".'),
      missing('field "pay › month"', 'Write how a monthly salary reads, e.g. "{min} - {max} a month".'),
      missing('field "pay › year"', 'Write how a yearly salary reads, e.g. "{min} - {max} a year".'),
      missing('field "hiring › heading"', 'Write the heading above the hiring steps, such as "How we hire".'),
      'field "hiring › steps" needs at least 2 steps, but has 0.',
      missing(
        'field "applyingIsFree › heading"',
        'Write a short heading saying applying is free, such as "Applying is free".',
      ),
      missing(
        'field "applyingIsFree › text"',
        'Write that applying is free and that our emails come only from addresses ending in @{domain}.',
      ),
      missing('field "noOpenings › text"', 'Write a sentence saying there are no open positions right now.'),
      missing('field "noOpenings › howToApply"', 'Write how to apply anyway, such as by emailing a CV to {email}.'),
      missing(
        'field "noOpenings › emailLabel"',
        'Write the text of the button that emails a CV, such as "Email your CV".',
      ),
      missing(
        'field "noOpenings › emailSubject"',
        'Write the subject of that email, such as "CV for future openings".',
      ),
      missing('job 1, field "slug"', 'Write a short lowercase name such as "web-development".'),
      missing('job 1, field "title"', 'Write the job title.'),
      missing('job 1, field "postingTitle"', 'Write the job title search engines show, such as "Web Developer".'),
      missing('job 1, field "details"', 'Write the short line shown on the job card.'),
      missing('job 1, field "image › src"', 'Write the path of a picture such as "/images/products/crm.svg".'),
      missing('job 1, field "image › alt"', 'Write what the picture shows, for visitors who cannot see it (alt text).'),
      missing('job 1, field "summary"', 'Write two sentences about the role.'),
      'job 1, field "responsibilities" needs at least 2 responsibilities, but has 0.',
      'job 1, field "requirements" is an empty list. Add requirements, each on a line of its own starting with "- ".',
      missing('job 1, field "minimumExperienceMonths"', 'Write the months of experience needed, 0 for freshers.'),
      missing('job 1, field "salary › min"', 'Write the lowest pay in rupees, digits only, such as 25000.'),
      missing('job 1, field "salary › max"', 'Write the highest pay in rupees, digits only, such as 25000.'),
      missing('job 1, field "directApply"', 'Write true or false, without quotes.'),
      missing('job 1, field "datePosted"', 'Write the date the job was posted, such as "2026-11-02".'),
      missing('job 1, field "validThrough"', 'Write the last day people can apply, such as "2027-05-31".'),
    ]);
  });

  test('about', () => {
    expect(hollowed('about')).toEqual([
      missing('field "eyebrow"', 'Write the small label above the heading.'),
      missing('field "heading"', 'Write the heading of the about section.'),
      'field "paragraphs" is an empty list. Add paragraphs, each on a line of its own starting with "- ".',
      missing('field "whyChooseUs › heading"', 'Write the heading of the "why choose us" list.'),
      missing(
        'point 1, field "icon"',
        'Write one of "team", "rupee", "support", "price-tag": the drawing shown beside the point.',
      ),
      missing('point 1, field "title"', 'Write the point.'),
      missing('point 1, field "text"', 'Write a sentence explaining it.'),
      'field "whyChooseUs › points" needs at least 2 points, but has 1.',
      missing('field "image › src"', 'Write the path of a picture such as "/images/products/crm.svg".'),
      missing('field "image › alt"', 'Write what the picture shows, for visitors who cannot see it (alt text).'),
    ]);
  });

  test('contact', () => {
    expect(hollowed('contact')).toEqual([
      missing('field "heading"', 'Write the heading of the contact section.'),
      missing('field "intro"', 'Write a sentence inviting visitors to get in touch.'),
      missing('field "menuLabel"', "Write the name of the header's contact button, read by screen readers."),
      missing('field "whatsappLabel"', 'Write the label before the WhatsApp link, such as "WhatsApp us".'),
      missing('field "whatsappText"', 'Write the text of the WhatsApp link, such as "Chat with us on WhatsApp".'),
      missing('field "callLabel"', 'Write the label before the phone number.'),
      missing('field "emailLabel"', 'Write the label before the email address.'),
      missing(
        'field "messages › page"',
        'Write the message WhatsApp starts with, e.g. "Hello, I am on your {page} page.".',
      ),
      missing(
        'field "messages › other"',
        'Write the message WhatsApp starts with on a page without a name, such as the page-not-found screen.',
      ),
      ...enquiryMissing('demo', {
        label: 'Request a demo',
        message: 'Hello, I would like a demo of {title}.',
        subject: 'Demo request: {title}',
      }),
      ...enquiryMissing('quote', {
        label: 'Get a quote',
        message: 'Hello, please send me a quote for {title}.',
        subject: 'Quote request: {title}',
      }),
      missing('field "mapSavingData"', 'Write a sentence saying the map was not loaded, to save data.'),
      missing('field "mapLinkLabel"', 'Write the link that opens the office in Google Maps.'),
      missing('field "mapShowLabel"', 'Write the button that loads the map after all.'),
    ]);
  });

  test('product pages', () => {
    const label = (name: string, hint: string) => missing(`field "labels › ${name}"`, hint);
    expect(hollowed('productPages')).toEqual([
      label('audience', 'Write the heading above who the product is for, such as "Who it is for".'),
      label('features', 'Write the heading above what the product does, such as "What it does".'),
      label('screens', 'Write the heading above the drawings of its main screens, such as "Main screens".'),
      label('screensNote', 'Write a sentence saying the screens are drawings, not screenshots.'),
      label('integrations', 'Write the heading above what the product works with, such as "What it works with".'),
      label('data', 'Write the heading above where the data is kept, such as "Where your data is kept".'),
      label('pricing', 'Write the heading above how pricing works, such as "How pricing works".'),
      label(
        'demo',
        'Write the heading above "Request a demo" at the foot of the page, such as "See it on your own data".',
      ),
      label('demoText', 'Write a sentence inviting the visitor to ask for a demo.'),
      missing(
        'field "link › label"',
        'Write the text of the link to a product\'s own page, such as "Screens and pricing".',
      ),
      missing('field "link › context"', 'Write the words screen readers hear after the link text, e.g. "of {title}".'),
    ]);
  });

  test('privacy', () => {
    expect(hollowed('privacy')).toEqual([
      missing('field "heading"', 'Write the heading of the privacy notice.'),
      missing('field "intro"', 'Write a sentence or two saying what the notice covers.'),
      missing('part 1, field "slug"', 'Write a short lowercase name such as "web-development".'),
      missing('part 1, field "heading"', 'Write the heading of the part.'),
      'part 1, field "paragraphs" is an empty list. Add paragraphs, each on a line of its own starting with "- ".',
    ]);
  });

  test('chrome', () => {
    expect(hollowed('chrome')).toEqual([
      missing('field "skipLink"', 'Write the skip link text.'),
      missing('field "menuLabel"', 'Write the name of the menu button, read by screen readers.'),
      missing('field "scrollTopLabel"', 'Write the name of the back-to-top button, read by screen readers.'),
      missing('field "footer › addressHeading"', 'Write the heading above the address.'),
      missing('field "footer › contactHeading"', 'Write the heading above the phone and email.'),
      missing('field "footer › hoursHeading"', 'Write the heading above the opening hours.'),
      missing('field "footer › rights"', 'Write the words after the copyright line.'),
      missing('field "footer › privacy"', 'Write the footer link to the privacy notice.'),
      missing(
        'field "footer › registration › heading"',
        'Write the heading above the registration numbers, such as "Company registration".',
      ),
      missing('field "footer › registration › cin"', 'Write the name before the CIN, such as "CIN".'),
      missing('field "footer › registration › gstin"', 'Write the name before the GSTIN, such as "GSTIN".'),
      missing(
        'field "footer › registration › lookUp"',
        'Write the text of the link to the page where a visitor checks a number, such as "Look it up".',
      ),
      missing(
        'field "footer › registration › cinLookUp › url"',
        'Write a full web address such as "https://www.example.in".',
      ),
      missing(
        'field "footer › registration › cinLookUp › context"',
        'Write where the link leads, read by screen readers after its text, such as "at the Ministry of Corporate Affairs".',
      ),
      missing(
        'field "footer › registration › gstinLookUp › url"',
        'Write a full web address such as "https://www.example.in".',
      ),
      missing(
        'field "footer › registration › gstinLookUp › context"',
        'Write where the link leads, read by screen readers after its text, such as "on the GST portal".',
      ),
      missing(
        'field "footer › online › heading"',
        'Write the heading above the links to our profiles, such as "Find us online".',
      ),
      missing(
        'field "footer › online › googleListing"',
        'Write the text of the link to our Google Business Profile, such as "Find us on Google".',
      ),
      missing(
        'field "footer › online › googleReviews"',
        'Write the text of the link to our reviews on Google, such as "Read our reviews on Google".',
      ),
      missing(
        'field "footer › online › sites › linkedin"',
        'Write the name of LinkedIn, the text of the link to our page there.',
      ),
      missing(
        'field "footer › online › sites › x"',
        'Write the name of X (Twitter), the text of the link to our page there.',
      ),
      missing(
        'field "footer › online › sites › facebook"',
        'Write the name of Facebook, the text of the link to our page there.',
      ),
      missing(
        'field "footer › online › sites › instagram"',
        'Write the name of Instagram, the text of the link to our page there.',
      ),
      missing(
        'field "footer › online › sites › youtube"',
        'Write the name of YouTube, the text of the link to our channel there.',
      ),
      missing('field "breadcrumbLabel"', 'Write the name of the breadcrumb trail, read by screen readers.'),
      missing(
        'field "samplesNotice"',
        'Write a sentence saying the page is a preview and how many facts are still samples, e.g. "Preview: {count} facts on this site are samples".',
      ),
      missing(
        'field "dataLight › chooseLight"',
        'Write the text of the button that switches to the light version of the site, to save data.',
      ),
      missing(
        'field "dataLight › notice"',
        'Write a sentence saying the light version of the site is shown, to save data.',
      ),
      missing(
        'field "dataLight › loadInteractive"',
        'Write the text of the button that loads the interactive version of the site.',
      ),
      missing('field "errors › heading"', 'Write the heading of the error screen.'),
      missing('field "errors › retry"', 'Write the retry button text.'),
      missing('field "errors › notFoundTitle"', 'Write the title of the page-not-found screen.'),
      missing('field "errors › notFoundStatus"', 'Write the status line of the page-not-found screen.'),
      missing('field "errors › notFoundText"', 'Write the sentence on the page-not-found screen.'),
      missing('field "errors › home"', 'Write the link text back to the home page.'),
      missing(
        'field "errors › onward › heading"',
        'Write the heading above the ways onward on the page-not-found screen, such as "Where to next".',
      ),
      ...['services page', 'products page', 'contact page', 'WhatsApp chat with us'].flatMap((where) => {
        const name = where.split(' ')[0].toLowerCase();
        const place = name === 'whatsapp' ? `a ${where}` : `the ${where}`;
        return [
          missing(`field "errors › onward › ${name} › label"`, `Write the text of the link to ${place}.`),
          missing(
            `field "errors › onward › ${name} › text"`,
            `Write a line under the link to ${place} saying what is there.`,
          ),
        ];
      }),
    ]);
  });
});

describe('text', () => {
  const setDetails = (value: string) => mistakesAfter('jobs', (data) => (data.jobs[0].details = value));

  test('a text exactly as long as its place allows passes; one character more is refused, with both lengths', () => {
    expect(setDetails('x'.repeat(60))).toEqual([]);
    expect(setDetails('x'.repeat(61))).toEqual([
      'job "Web Development", field "details" is 61 characters long, but at most 60 fit here. Shorten it.',
    ]);
  });

  test('spaces around a text are not counted', () => {
    expect(setDetails(`  ${'x'.repeat(60)}  `)).toEqual([]);
    expect(setDetails(` ${'x'.repeat(61)} `)).toEqual([
      'job "Web Development", field "details" is 61 characters long, but at most 60 fit here. Shorten it.',
    ]);
  });

  test('a fact named by its placeholder is accepted', () => {
    expect(setDetails('Call {phone} or write to {email}')).toEqual([]);
  });

  test('placeholders the site cannot fill in are all named, with the ones it can', () => {
    expect(
      mistakesAfter('site', (data) => (data.description = 'A {town} company in {District}, since {foundedYear}.')),
    ).toEqual([
      'field "description" uses "{town}" and "{District}", which the site cannot fill in. Write one of {companyName}, {city}, {locality}, {phone}, {email}, {foundedYear}, {openingHours}, {productCount}, {productNames}, {serviceNames}, {jobCount}, {jobTitles} exactly as shown, or remove the curly brackets { }.',
    ]);
  });

  test("a page's own blanks are offered first, then the facts", () => {
    expect(
      mistakesAfter('products', (data) => (data.carousel.status = '{current} of {total}: {title} in {town}')),
    ).toEqual([
      'field "carousel › status" uses "{town}", which the site cannot fill in. Write one of {current}, {total}, {title}, {companyName}, {city}, {locality}, {phone}, {email}, {foundedYear}, {openingHours}, {productCount}, {productNames}, {serviceNames}, {jobCount}, {jobTitles} exactly as shown, or remove the curly brackets { }.',
    ]);
  });

  test('every blank of every copy says what goes there', () => {
    const without = 'Read on';
    const blank = (field: string, name: string, meaning: string) =>
      `field "${field}" is "${without}", but must contain {${name}}, where ${meaning} goes.`;
    expect(mistakesAfter('services', (data) => (data.knowMore.context = without))).toEqual([
      blank('knowMore › context', 'title', 'the service name'),
    ]);
    expect(
      mistakesAfter('products', (data) => {
        data.carousel.status = without;
        data.carousel.slideLabel = without;
        data.carousel.position = without;
        data.readMore.subject = without;
      }),
    ).toEqual([
      blank('carousel › status', 'current', "the shown product's number"),
      blank('carousel › status', 'total', 'the number of products'),
      blank('carousel › status', 'title', 'its name'),
      blank('carousel › slideLabel', 'current', "the product's number"),
      blank('carousel › slideLabel', 'total', 'the number of products'),
      blank('carousel › position', 'current', "the shown product's number"),
      blank('carousel › position', 'total', 'the number of products'),
      blank('readMore › subject', 'title', 'the product name'),
    ]);
    expect(
      mistakesAfter('jobs', (data) => {
        data.applyContext = without;
        data.detailsContext = without;
        data.pageTitle = without;
      }),
    ).toEqual([
      blank('applyContext', 'title', 'the job title'),
      blank('detailsContext', 'title', 'the job title'),
      blank('pageTitle', 'title', "the job's posting title"),
    ]);
    expect(
      mistakesAfter('jobs', (data) => {
        data.pay.month = without;
        data.pay.year = '{min} a year';
        data.applyingIsFree.text = without;
      }),
    ).toEqual([
      blank('pay › month', 'min', 'the lowest pay in rupees'),
      blank('pay › month', 'max', 'the highest pay in rupees'),
      'field "pay › year" is "{min} a year", but must contain {max}, where the highest pay in rupees goes.',
      blank(
        'applyingIsFree › text',
        'domain',
        'the part of the email address in content/site.yaml after the @, such as "anvayatech.in"',
      ),
    ]);
  });

  test('copy with several blanks names each one that is missing', () => {
    expect(mistakesAfter('products', (data) => (data.carousel.status = 'Product {current}'))).toEqual([
      'field "carousel › status" is "Product {current}", but must contain {total}, where the number of products goes.',
      'field "carousel › status" is "Product {current}", but must contain {title}, where its name goes.',
    ]);
  });

  test("copy with blanks may also use the page's own blanks and facts in any order", () => {
    expect(
      mistakesAfter('products', (data) => (data.carousel.slideLabel = '{total}: {current} ({companyName})')),
    ).toEqual([]);
  });
});

describe('lists', () => {
  const paragraph = contentModules.about.data.paragraphs[0];

  test('a list as long as the page has room for passes; one more is refused', () => {
    expect(mistakesAfter('about', (data) => (data.paragraphs = Array(4).fill(paragraph)))).toEqual([]);
    expect(mistakesAfter('about', (data) => (data.paragraphs = Array(5).fill(paragraph)))).toEqual([
      'field "paragraphs" has more than 4 paragraphs, but the page has room for 4. Remove some.',
    ]);
  });

  test('an emptied list says what to add', () => {
    expect(
      mistakesAfter('services', (data) => {
        data.services = [];
        data.detail.blocks = [];
      }),
    ).toEqual([
      'field "services" is an empty list. Add services, each on a line of its own starting with "- ".',
      'field "detail › blocks" is an empty list. Add blocks, each on a line of its own starting with "- ".',
    ]);
    expect(mistakesAfter('products', (data) => (data.products = []))).toEqual([
      'field "products" is an empty list. Add products, each on a line of its own starting with "- ".',
    ]);
    expect(mistakesAfter('site', (data) => (data.openingHours = []))).toEqual([
      'field "openingHours" is an empty list. Add opening-hours lines, each on a line of its own starting with "- ".',
    ]);
    expect(mistakesIn('navigation', [])).toEqual([
      'the file is an empty list. Add menu items, each on a line of its own starting with "- ".',
    ]);
  });

  test('an empty entry of a list of texts says what to write there', () => {
    expect(mistakesAfter('products', (data) => (data.products[0].features[0] = ''))).toEqual([
      'product "Customer Relationship Management", bullet point 1 is empty. Write a bullet point.',
    ]);
    expect(
      mistakesAfter('jobs', (data) => {
        data.jobs[0].responsibilities[0] = '';
        data.jobs[0].requirements[0] = '';
      }),
    ).toEqual([
      'job "Web Development", responsibility 1 is empty. Write a responsibility.',
      'job "Web Development", requirement 1 is empty. Write a requirement.',
    ]);
    expect(mistakesAfter('about', (data) => (data.paragraphs[0] = ''))).toEqual([
      'paragraph 1 is empty. Write a paragraph.',
    ]);
  });

  test('the hiring steps: two at least, eight at most', () => {
    const steps = (count: number) => Array.from({ length: count }, (_, i) => `Step ${i + 1}`);
    expect(mistakesAfter('jobs', (data) => (data.hiring.steps = steps(2)))).toEqual([]);
    expect(mistakesAfter('jobs', (data) => (data.hiring.steps = steps(1)))).toEqual([
      'field "hiring › steps" needs at least 2 steps, but has 1.',
    ]);
    expect(mistakesAfter('jobs', (data) => (data.hiring.steps = steps(9)))).toEqual([
      'field "hiring › steps" has more than 8 steps, but the page has room for 8. Remove some.',
    ]);
  });

  test('a list that needs two passes with two', () => {
    expect(mistakesAfter('about', (data) => data.whyChooseUs.points.splice(2))).toEqual([]);
  });

  test('a "why choose us" point wears one of the drawn icons, named exactly', () => {
    let title = '';
    expect(
      mistakesAfter('about', (data) => {
        title = data.whyChooseUs.points[1].title;
        data.whyChooseUs.points[1].icon = 'india';
      }),
    ).toEqual([
      `point "${title}", field "icon" is the text "india", but must be one of "team", "rupee", "support", "price-tag": the drawing shown beside the point.`,
    ]);
  });

  test('a missing list says to add one', () => {
    expect(mistakesAfter('about', (data) => delete data.paragraphs)).toEqual([
      'field "paragraphs" is missing. Add a list of paragraphs, each on a line of its own starting with "- ".',
    ]);
  });

  test('a menu of at most eight items, submenus optional', () => {
    // Each its own label: two items named alike are refused (check.test.ts).
    const items = (count: number) => Array.from({ length: count }, (_, i) => ({ label: `Page ${i + 1}`, href: '/' }));
    expect(mistakesAfter('navigation', (data) => data.splice(0, data.length, ...items(8)))).toEqual([]);
    expect(mistakesAfter('navigation', (data) => data.splice(0, data.length, ...items(9)))).toEqual([
      'the file has more than 8 menu items, but the page has room for 8. Remove some.',
    ]);
  });

  test('a submenu item has more room for its text than a menu item', () => {
    expect(
      mistakesAfter('navigation', (data) => {
        data[2].label = 'Our Software Products'; // 21 characters
        data[2].children[0].label = 'Customer Relationship Manager.'; // 30 characters
      }),
    ).toEqual([
      'menu item "Our Software Products", field "label" is 21 characters long, but at most 20 fit here. Shorten it.',
    ]);
  });
});

describe('page addresses in links', () => {
  const setHref = (href: string) => mistakesAfter('home', (data) => (data.hero.primary.href = href));
  const refused = (href: string) =>
    `field "hero › primary › href" is "${href}", but must be a page of this site written like "/about" or "/career#career".`;

  test.each(['/', '/about', '/career#career', '/career/web-development', '/offers-2026#top-10', '/zoo-1999#zone-9'])(
    '%s is accepted',
    (href) => {
      expect(setHref(href)).toEqual([]);
    },
  );

  test.each([
    'about',
    '/About',
    '/about us',
    '/about#About',
    '/about#',
    '/about#about#career',
    'https://www.anvayatech.in/about',
    'www.anvayatech.in/about',
  ])('%s is refused', (href) => {
    expect(setHref(href)).toEqual([refused(href)]);
  });
});

describe('short names (slugs)', () => {
  const setSlug = (slug: string) => mistakesAfter('services', (data) => (data.services[0].slug = slug));

  test.each(['whatsapp-api', 'sms', 'web2-print', 'pizza-delivery', '90-day-plan', 'gst-2029', 'crm-zoho'])(
    '%s is accepted',
    (slug) => {
      expect(setSlug(slug)).toEqual([]);
    },
  );

  test.each(['WhatsApp-API', 'whatsapp api', 'whatsapp--api', '-whatsapp', 'whatsapp-', 'whatsapp_api', ''])(
    '"%s" is refused',
    (slug) => {
      expect(setSlug(slug)).toEqual([
        `service "WhatsApp API", field "slug" is "${slug}", but must be lowercase letters, digits and dashes only, such as "web-development".`,
      ]);
    },
  );

  test(`has room for ${SLUG_MAX} characters, and a longer one is told to shorten before it breaks the build`, () => {
    const words = (length: number) => 'cloud-'.repeat(60).slice(0, length).replace(/-$/, 'x');
    expect(setSlug(words(SLUG_MAX))).toEqual([]);
    expect(setSlug(words(SLUG_MAX + 1))).toEqual([
      `service "WhatsApp API", field "slug" is ${SLUG_MAX + 1} characters long, but a page's address has room for at most ${SLUG_MAX}. Shorten it to a few words, such as "web-development".`,
    ]);
    // The job slug of the security review: its page's folder name was too long for the file system (ENAMETOOLONG).
    expect(mistakesAfter('jobs', (data) => (data.jobs[0].slug = words(285)))).toEqual([
      `job "Web Development", field "slug" is 285 characters long, but a page's address has room for at most ${SLUG_MAX}. Shorten it to a few words, such as "web-development".`,
    ]);
  });
});

describe('pictures', () => {
  test("a product screen's alt text must say it is a drawing, and is told how to begin", () => {
    const alt = 'A list of leads to call today';
    const [product] = contentModules.products.data.products;
    const setAlt = (value: string) => (data: Editable) => (data.products[0].page.screens[0].image.alt = value);
    expect(mistakesAfter('products', setAlt(alt))).toEqual([
      `product "${product.title}", screen "${product.page.screens[0].heading}", field "image › alt" is "${alt}", but this picture is a drawing of the screen, not a screenshot, and the alt text must say so. Begin it with "Illustration: ", such as "Illustration: ${alt}".`,
    ]);
    // Said anywhere, in any case, it is enough.
    expect(mistakesAfter('products', setAlt(`${alt}, as an illustration`))).toEqual([]);
  });

  test.each([
    '/images/logo.svg',
    '/images/products/crm.png',
    '/images/a.jpg',
    '/images/team-2026.jpeg',
    '/images/a.webp',
    '/images/a.avif',
    '/images/a.gif',
    '/images/zoom-09.webp',
  ])('%s names a picture', (src) => {
    expect(imagePath.test(src)).toBe(true);
  });

  test.each([
    'images/logo.svg',
    '/public/images/logo.svg',
    'https://www.anvayatech.in/images/logo.svg',
    '/images/Logo.svg',
    '/images/logo.SVG',
    '/images/logo.bmp',
    '/images/logo.svg.txt',
    '/images/.svg',
    '/images/team photo.jpg',
    '/images/logo',
  ])('%s does not', (src) => {
    expect(imagePath.test(src)).toBe(false);
  });

  test('a path that is not a picture under /images is refused before the file is looked for', () => {
    expect(mistakesAfter('about', (data) => (data.image.src = '/images/about.SVG'))).toEqual([
      'field "image › src" is "/images/about.SVG", but must be the path of a picture (SVG, PNG, JPEG, WebP, AVIF or GIF) in public/images, written in lowercase letters, digits and dashes, such as "/images/products/crm.svg".',
    ]);
  });

  test.each([
    ['Image of our team at work', 'Our team at work'],
    ['An image of a rising chart', 'A rising chart'],
    ['a picture of the office', 'The office'],
    ['A photo of  two developers', 'Two developers'],
    ['GRAPHIC OF growth', 'Growth'],
  ])('alt text "%s" is told to say only what the picture shows', (alt, better) => {
    expect(mistakesAfter('about', (data) => (data.image.alt = alt))).toEqual([
      `field "image › alt" is "${alt}". Screen readers already say it is a picture, so leave out the words before what it shows: write "${better}".`,
    ]);
  });

  test.each(['Photographs of the team', 'Image offsets on a printed page', 'Our picture of success: a rising chart'])(
    'alt text "%s" is fine',
    (alt) => {
      expect(mistakesAfter('about', (data) => (data.image.alt = alt))).toEqual([]);
    },
  );

  test('alt text has room for 160 characters', () => {
    expect(mistakesAfter('about', (data) => (data.image.alt = 'x'.repeat(160)))).toEqual([]);
    expect(mistakesAfter('about', (data) => (data.image.alt = 'x'.repeat(161)))).toEqual([
      'field "image › alt" is 161 characters long, but at most 160 fit here. Shorten it.',
    ]);
  });
});

describe('web addresses', () => {
  const setUrl = (url: string) => mistakesAfter('site', (data) => (data.url = url));

  test.each(['https://www.example.in', 'https://example.in/about?x=1#top'])('%s is accepted', (url) => {
    expect(setUrl(url)).toEqual([]);
  });

  test.each([
    'http://www.example.in',
    'httpss://www.example.in',
    'xhttps://www.example.in',
    'https://localhost',
    'www.example.in',
  ])('%s is refused', (url) => {
    expect(setUrl(url)).toEqual([`field "url" is "${url}", but must be a full web address starting with "https://".`]);
  });

  test('a space is reported once, as a space', () => {
    expect(setUrl('https://www.example.in/our team')).toEqual([
      'field "url" is "https://www.example.in/our team", which has a space in it, but a web address never does. Copy the address again from the browser\'s address bar.',
    ]);
  });

  test('a backslash is refused: browsers read it as /, so the link would open the site before it', () => {
    const url = 'https://evil.example\\@docs.google.com/';
    expect(mistakesAfter('site', (data) => (data.applicationFormUrl = url))).toEqual([
      `field "applicationFormUrl" is "${url}", which has a backslash \\ in it, but a web address never does: browsers read it as /, and the link would open another site. Copy the address again from the browser's address bar.`,
    ]);
  });

  test.each([
    'https://user:pass@docs.google.com/forms/d/e/1FAIpQLSf/viewform',
    'https://evil.example@docs.google.com/forms/d/e/1FAIpQLSf/viewform',
    'https://@docs.google.com/forms/d/e/1FAIpQLSf/viewform',
  ])('a name or password before an @ is refused: %s', (url) => {
    expect(mistakesAfter('site', (data) => (data.applicationFormUrl = url))).toEqual([
      `field "applicationFormUrl" is "${url}", which has a name or password before an @, but a link must not: browsers open the site written after the @. Write the address without the part up to the @.`,
    ]);
  });

  test('an @ in the path is no name: the address is kept', () => {
    expect(mistakesAfter('site', (data) => (data.profiles = ['https://www.youtube.com/@anvayatech']))).toEqual([]);
  });

  const lookalike = 'whose site name has letters of another alphabet in it, which only look like the right ones';
  test.each([
    [
      'applicationFormUrl',
      'https://dоcs.google.com/forms/d/e/1FAIpQLSf/viewform',
      lookalike,
      'Google Forms (docs.google.com or forms.gle)',
    ],
    [
      'applicationFormUrl',
      'https://xn--dcs-sed.google.com/forms/d/e/1FAIpQLSf/viewform',
      lookalike,
      'Google Forms (docs.google.com or forms.gle)',
    ],
    [
      'applicationFormUrl',
      'https://docs.google.com.evil.example/forms',
      'which is on docs.google.com.evil.example',
      'Google Forms (docs.google.com or forms.gle)',
    ],
    [
      'applicationFormUrl',
      'https://forms.example/apply',
      'which is on forms.example',
      'Google Forms (docs.google.com or forms.gle)',
    ],
  ])('%s on another host is refused: %s', (field, url, where, service) => {
    expect(mistakesAfter('site', (data) => (data[field] = url))).toEqual([
      `field "${field}" is "${url}", ${where}, but must be an address of ${service}. Copy the address again from ${service.split(' (')[0]} itself.`,
    ]);
  });

  test("the map's addresses and the profiles must be on the sites they name", () => {
    const maps = 'Google Maps (www.google.com)';
    expect(mistakesAfter('site', (data) => (data.map.linkUrl = 'https://www.gооgle.com/maps/search/?api=1'))).toEqual([
      `field "map › linkUrl" is "https://www.gооgle.com/maps/search/?api=1", ${lookalike}, but must be an address of ${maps}. Copy the address again from Google Maps itself.`,
    ]);
    expect(
      mistakesAfter('site', (data) => (data.profiles = ['https://www.linkedin.com.evil.example/company/x'])),
    ).toEqual([
      'item 1 is "https://www.linkedin.com.evil.example/company/x", which is on www.linkedin.com.evil.example, but must be an address of LinkedIn, X, Facebook, Instagram or YouTube (www.linkedin.com or linkedin.com or x.com or twitter.com or www.facebook.com or facebook.com or www.instagram.com or instagram.com or www.youtube.com or youtube.com). Copy the address again from LinkedIn, X, Facebook, Instagram or YouTube itself.',
    ]);
  });

  test('an address of a host it expects is stored as browsers read it', () => {
    expect(siteSchema.shape.applicationFormUrl.parse('https://DOCS.Google.com/forms/d/e/x/viewform')).toBe(
      'https://docs.google.com/forms/d/e/x/viewform',
    );
    expect(siteSchema.shape.map.shape.linkUrl.parse('https://www.google.com:443/maps?q=Coimbatore')).toBe(
      'https://www.google.com/maps?q=Coimbatore',
    );
  });

  test('profiles: a list of addresses, which may be empty', () => {
    expect(mistakesAfter('site', (data) => (data.profiles = []))).toEqual([]);
    expect(mistakesAfter('site', (data) => (data.profiles = 'https://x.com/anvayatech'))).toEqual([
      'field "profiles" is the text "https://x.com/anvayatech", but must be a list, each item on a line of its own starting with "- ". Write a list of web addresses, each on a line of its own starting with "- ", or [] for none.',
    ]);
    expect(mistakesAfter('site', (data) => delete data.profiles)).toEqual([
      'field "profiles" is missing. Write a list of web addresses, each on a line of its own starting with "- ", or [] for none.',
    ]);
  });
});

describe('email and phone', () => {
  test('an email address without its @ is refused, with an example', () => {
    expect(mistakesAfter('site', (data) => (data.email = 'hello at anvayatech.in'))).toEqual([
      'field "email" is "hello at anvayatech.in", but must be an email address such as "hello@example.in".',
    ]);
  });

  test('an email address written as a number is told to be text', () => {
    expect(mistakesAfter('site', (data) => (data.email = 42))).toEqual([
      'field "email" is the number 42, but this field takes text. Put it in double quotes: "42".',
    ]);
  });

  const setPhone = (phone: string) => mistakesAfter('site', (data) => Object.assign(data, { phone }));
  const refused = (phone: string) =>
    `field "phone" is "${phone}", but must be the number as visitors should read it, in international form: "+", the country code, then the number, with spaces between its groups if you like, such as "+91 422 450 7788".`;

  test.each([
    '+12345678',
    '+123456789012345',
    '+914224507788',
    '+91 422 450 7788',
    '+91-422-450-7788',
    '+1 212 555 0100',
  ])('%s: a country code and 7 to 14 digits, grouped as visitors read them, are accepted', (phone) => {
    expect(setPhone(phone)).toEqual([]);
  });

  test.each([
    '+1234567',
    '+1234567890123456',
    '+014224507788',
    '914224507788',
    '0422 450 7788',
    '+91  422 450 7788',
    '+91 (422) 450 7788',
    '+91422450778x',
    'tel:+914224507788',
  ])('%s is refused', (phone) => {
    expect(setPhone(phone)).toEqual([refused(phone)]);
  });

  test('a phone number that is not text is reported as such', () => {
    expect(mistakesAfter('site', (data) => (data.phone = 914224507788))).toEqual([
      'field "phone" is the number 914224507788, but this field takes text. Put it in double quotes: "914224507788".',
    ]);
  });
});

describe('WhatsApp number and messages', () => {
  const setWhatsapp = (whatsapp: unknown) => mistakesAfter('site', (data) => (data.whatsapp = whatsapp));
  const refused = (whatsapp: string) =>
    `field "whatsapp" is "${whatsapp}", but must be the WhatsApp number in international form, digits only: the country code, then the number, with no "+", spaces or dashes, such as "919843012345".`;

  test.each(['12345678', '123456789012345'])('%s: a country code and 7 to 14 digits are accepted', (whatsapp) => {
    expect(setWhatsapp(whatsapp)).toEqual([]);
  });

  test.each(['+919843012345', '91 98430 12345', '91-9843012345', '09843012345', '1234567', '1234567890123456'])(
    '%s is refused, saying how to write it',
    (whatsapp) => {
      expect(setWhatsapp(whatsapp)).toEqual([refused(whatsapp)]);
    },
  );

  test('a number without quotes is told to be text', () => {
    expect(setWhatsapp(919843012345)).toEqual([
      'field "whatsapp" is the number 919843012345, but this field takes text. Put it in double quotes: "919843012345".',
    ]);
  });

  test('a page message must say where the page name goes', () => {
    expect(mistakesAfter('contact', (data) => (data.messages.page = 'Hello, I have a question.'))).toEqual([
      `field "messages › page" is "Hello, I have a question.", but must contain {page}, where the page's short name (as in content/pages.yaml) goes.`,
    ]);
  });

  test.each([
    ['demo', 'product'],
    ['quote', 'service'],
  ])('every %s text that names its subject must say where its name goes', (group, thing) => {
    const fields = ['context', 'emailContext', 'message', 'subject'];
    expect(
      mistakesAfter('contact', (data) => {
        for (const field of fields) data[group][field] = 'Hello';
      }),
    ).toEqual(
      fields.map(
        (field) => `field "${group} › ${field}" is "Hello", but must contain {title}, where the ${thing} name goes.`,
      ),
    );
  });

  test('a blank that is not there is refused, naming the ones that are', () => {
    expect(mistakesAfter('contact', (data) => (data.demo.subject = 'Demo of {product}: {title}'))).toEqual([
      expect.stringMatching(
        /^field "demo › subject" uses "\{product\}", which the site cannot fill in\. Write one of \{title\}, /,
      ),
    ]);
  });
});

describe('address', () => {
  test.each(['64100', '6410041', '641 004', 'PIN641004'])('PIN code %s is refused', (postalCode) => {
    expect(mistakesAfter('site', (data) => (data.address.postalCode = postalCode))).toEqual([
      `field "address › postalCode" is "${postalCode}", but must be a 6-digit PIN code such as "641004".`,
    ]);
  });

  test.each(['IN', 'AZ'])('country code %s is accepted', (countryCode) => {
    expect(mistakesAfter('site', (data) => (data.address.countryCode = countryCode))).toEqual([]);
  });

  test.each(['in', 'IND', 'I', 'xIN'])('country code %s is refused', (countryCode) => {
    expect(mistakesAfter('site', (data) => (data.address.countryCode = countryCode))).toEqual([
      `field "address › countryCode" is "${countryCode}", but must be a two-letter country code in capitals, such as "IN".`,
    ]);
  });
});

describe('numbers', () => {
  const set = (key: ModuleKey, edit: (data: Editable) => void) => mistakesAfter(key, edit);

  test('the year the company was founded, from 1990 to 2100', () => {
    expect(set('site', (data) => (data.foundedYear = 1990))).toEqual([]);
    expect(set('site', (data) => (data.foundedYear = 2100))).toEqual([]);
    expect(set('site', (data) => (data.foundedYear = 1989))).toEqual([
      'field "foundedYear" is 1989, but must be at least 1990.',
    ]);
    expect(set('site', (data) => (data.foundedYear = 2101))).toEqual([
      'field "foundedYear" is 2101, but must be at most 2100.',
    ]);
  });

  test('where the office is: latitude and longitude within the globe', () => {
    const geo = (latitude: number, longitude: number) => set('site', (data) => (data.geo = { latitude, longitude }));
    expect(geo(90, 180)).toEqual([]);
    expect(geo(-90, -180)).toEqual([]);
    expect(geo(90.5, 180.5)).toEqual([
      'field "geo › latitude" is 90.5, but must be at most 90.',
      'field "geo › longitude" is 180.5, but must be at most 180.',
    ]);
    expect(geo(-90.5, -180.5)).toEqual([
      'field "geo › latitude" is -90.5, but must be at least -90.',
      'field "geo › longitude" is -180.5, but must be at least -180.',
    ]);
  });

  test('timings of the islands', () => {
    const timings = (preloaderMs: number, scrollTopThresholdPx: number, carouselSpringSeconds: number) =>
      set('behaviour', (data) => Object.assign(data, { preloaderMs, scrollTopThresholdPx, carouselSpringSeconds }));
    expect(timings(0, 0, 0.5)).toEqual([]);
    expect(timings(10000, 100000, 10)).toEqual([]);
    expect(timings(-1, -1, 0)).toEqual([
      'field "preloaderMs" is -1, but must be at least 0.',
      'field "scrollTopThresholdPx" is -1, but must be at least 0.',
      'field "carouselSpringSeconds" is 0, but must be more than 0.',
    ]);
    expect(timings(10001, 100001, 10.5)).toEqual([
      'field "preloaderMs" is 10001, but must be at most 10000.',
      'field "scrollTopThresholdPx" is 100001, but must be at most 100000.',
      'field "carouselSpringSeconds" is 10.5, but must be at most 10.',
    ]);
    expect(timings(4000.5, 20, 3)).toEqual([
      'field "preloaderMs" is 4000.5, but must be a whole number without quotes. Write how long the loading screen shows, in milliseconds (4000 is 4 seconds).',
    ]);
  });

  test('months of experience, from 0 to 240', () => {
    expect(set('jobs', (data) => (data.jobs[0].minimumExperienceMonths = 240))).toEqual([]);
    expect(set('jobs', (data) => (data.jobs[0].minimumExperienceMonths = 241))).toEqual([
      'job "Web Development", field "minimumExperienceMonths" is 241, but must be at most 240.',
    ]);
    expect(set('jobs', (data) => (data.jobs[0].minimumExperienceMonths = -1))).toEqual([
      'job "Web Development", field "minimumExperienceMonths" is -1, but must be at least 0.',
    ]);
  });
});

describe('opening hours', () => {
  const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const lines = (days: string[]) => days.map((day) => ({ days: day, hours: '9.30AM - 6.00PM' }));

  test('one line per day of the week at most', () => {
    expect(mistakesAfter('site', (data) => (data.openingHours = lines(week)))).toEqual([]);
    expect(mistakesAfter('site', (data) => (data.openingHours = lines([...week, 'Monday'])))).toEqual([
      'field "openingHours" has more than 7 opening-hours lines, but the page has room for 7. Remove some.',
    ]);
  });

  test('a day given twice is reported beside other mistakes, but not while a line cannot be read', () => {
    expect(
      mistakesAfter('site', (data) => {
        data.name = '';
        data.openingHours = lines(['Mon-Sat', 'Saturday']);
      }),
    ).toEqual([
      'field "name" is empty. Write the company name.',
      'opening-hours line "Saturday", field "days" gives hours for Saturday again, but an earlier line already does. Give each day one line only.',
    ]);
    expect(
      mistakesAfter(
        'site',
        (data) => (data.openingHours = [...lines(['Mon-Sat', 'Saturday']), { days: 'Sunday', hours: 'shut' }]),
      ),
    ).toEqual([
      'opening-hours line "Sunday", field "hours" is "shut", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".',
    ]);
  });

  test('hours not written as a list of lines are reported as such', () => {
    expect(mistakesAfter('site', (data) => (data.openingHours = 'Mon-Sat 9.30AM - 6.00PM'))).toEqual([
      'field "openingHours" is the text "Mon-Sat 9.30AM - 6.00PM", but must be a list of opening-hours lines, each on a line of its own starting with "- ".',
    ]);
    expect(mistakesAfter('site', (data) => data.openingHours.push(null))).toEqual([
      `opening-hours line ${hoursCount + 1} is empty, but must be a group of fields indented under its name: "days", "hours".`,
    ]);
  });

  test('a day given twice is reported beside a mistake in a line that can still be read', () => {
    const [monSat, saturday] = lines(['Mon-Sat', 'Saturday']);
    expect(mistakesAfter('site', (data) => (data.openingHours = [monSat, { ...saturday, note: 'half day' }]))).toEqual([
      'opening-hours line "Saturday" has a field "note" that this site does not use. The fields here are: "days", "hours". Check the spelling.',
      'opening-hours line "Saturday", field "days" gives hours for Saturday again, but an earlier line already does. Give each day one line only.',
    ]);
  });

  test('a line whose days are not text is reported as such', () => {
    expect(mistakesAfter('site', (data) => (data.openingHours[1].days = 7))).toEqual([
      'opening-hours line 2, field "days" is the number 7, but this field takes text. Put it in double quotes: "7".',
    ]);
    expect(mistakesAfter('site', (data) => (data.openingHours[1].hours = null))).toEqual([
      `opening-hours line "${shippedSite.openingHours[1].days}", field "hours" is empty, but must be a text. Write the hours such as "9.30AM - 6.00PM", or "closed".`,
    ]);
  });
});

describe('pages', () => {
  test('a page written at another address than the one its route file builds is reported beside other mistakes', () => {
    expect(
      mistakesAfter('pages', (data) => {
        delete data.home.title;
        data.contact.path = '/about';
      }),
    ).toEqual([
      'field "home › title" is missing. Write the page title shown in search results.',
      `field "contact › path" is "/about", but this page is built at "/contact" (by app/(en)/contact/page.tsx), so every link, the sitemap and search engines would send visitors to "/about", where there is no page. Write "/contact". Moving a page to a new address is a developer's change: its folder under app/ and lib/routes/registry.ts move with it.`,
    ]);
  });

  test('every page at another address is named, so two pages never share one', () => {
    expect(
      mistakesAfter('pages', (data) => {
        data.product.path = '/services';
        data.contact.path = '/services';
      }),
    ).toEqual([
      `field "product › path" is "/services", but this page is built at "/product" (by app/(en)/product/page.tsx), so every link, the sitemap and search engines would send visitors to "/services", where there is no page. Write "/product". Moving a page to a new address is a developer's change: its folder under app/ and lib/routes/registry.ts move with it.`,
      `field "contact › path" is "/services", but this page is built at "/contact" (by app/(en)/contact/page.tsx), so every link, the sitemap and search engines would send visitors to "/services", where there is no page. Write "/contact". Moving a page to a new address is a developer's change: its folder under app/ and lib/routes/registry.ts move with it.`,
    ]);
  });

  test('an address that is not text is reported as such, once', () => {
    expect(mistakesAfter('pages', (data) => (data.home.path = 1))).toEqual([
      'field "home › path" is the number 1, but this field takes text. Put it in double quotes: "1".',
    ]);
    expect(mistakesIn('pages', null)).toEqual([
      `the file is empty, but must be a group of fields indented under its name: ${pageKeys.map((key) => `"${key}"`).join(', ')}.`,
    ]);
    expect(mistakesAfter('pages', (data) => (data.home = null))).toEqual([
      'field "home" is empty, but must be a group of fields indented under its name: "path", "name", "title", "description".',
    ]);
  });
});

describe('jobs', () => {
  const editJob = (edit: (job: Editable) => void) => mistakesAfter('jobs', (data) => edit(data.jobs[0]));
  const where = 'job "Web Development", field';

  test("a job's own application form is optional, and a full https address when written", () => {
    expect(editJob((job) => (job.applicationFormUrl = 'https://forms.gle/AbCdEf123'))).toEqual([]);
    expect(editJob((job) => (job.applicationFormUrl = 'forms.gle/AbCdEf123'))).toEqual([
      `${where} "applicationFormUrl" is "forms.gle/AbCdEf123", but must be a full web address starting with "https://".`,
    ]);
  });

  test('the last day to apply must come after the day the job was posted', () => {
    expect(editJob((job) => (job.validThrough = '2026-11-03'))).toEqual([]);
    expect(editJob((job) => (job.validThrough = '2026-11-02'))).toEqual([
      `${where} "validThrough" is "2026-11-02", which is not after "datePosted" ("2026-11-02"). Write the last day people can apply.`,
    ]);
  });

  test('the dates are compared beside other mistakes, but only once both are dates', () => {
    expect(
      editJob((job) => {
        job.title = 404;
        job.validThrough = '2026-10-31';
      }),
    ).toEqual([
      'job 1, field "title" is the number 404, but this field takes text. Put it in double quotes: "404".',
      'job 1, field "validThrough" is "2026-10-31", which is not after "datePosted" ("2026-11-02"). Write the last day people can apply.',
    ]);
    const notADate = (value: string) =>
      `is the text "${value}", but must be a real date written year-month-day, such as "2026-11-02".`;
    expect(editJob((job) => (job.validThrough = '2026-11-01T17:00'))).toEqual([
      `${where} "validThrough" ${notADate('2026-11-01T17:00')}`,
    ]);
    expect(editJob((job) => (job.datePosted = 'from 2026-11-02'))).toEqual([
      `${where} "datePosted" ${notADate('from 2026-11-02')}`,
    ]);
    expect(editJob((job) => (job.datePosted = ['2027-12-01']))).toEqual([
      `${where} "datePosted" is a list, but this field takes text: YAML reads a text starting with [ or { as a list. Put the whole text in double quotes. Write the date the job was posted, such as "2026-11-02".`,
    ]);
    expect(editJob((job) => (job.validThrough = '2027-02-30'))).toEqual([
      `${where} "validThrough" ${notADate('2027-02-30')}`,
    ]);
  });

  test('a salary range: the lowest pay at most the highest, both whole rupees above 0', () => {
    const salary = (min: unknown, max: unknown) => editJob((job) => (job.salary = { min, max, per: 'YEAR' }));
    expect(salary(25000, 25000)).toEqual([]);
    expect(salary(25001, 25000)).toEqual([
      `${where} "salary › max" is 25000, which is less than "min" (25001). Write the highest pay in "max".`,
    ]);
    expect(salary(0, 1.5)).toEqual([
      `${where} "salary › min" is 0, but must be more than 0.`,
      `${where} "salary › max" is 1.5, but must be a whole number without quotes. Write the highest pay in rupees, digits only, such as 25000.`,
    ]);
    expect(salary('40000', 35000)).toEqual([
      `${where} "salary › min" is the text "40000", but must be a number without quotes. Write the lowest pay in rupees, digits only, such as 25000.`,
    ]);
  });

  test('a salary range is compared beside a mistake in its period', () => {
    expect(editJob((job) => (job.salary = { min: 35000, max: 18000, per: 'month' }))).toEqual([
      `${where} "salary › per" is the text "month", but must be "MONTH" or "YEAR", in capitals.`,
      `${where} "salary › max" is 18000, which is less than "min" (35000). Write the highest pay in "max".`,
    ]);
  });

  test('a salary is optional', () => {
    expect(editJob((job) => delete job.salary)).toEqual([]);
  });

  test('the choices say which words to write', () => {
    expect(
      editJob((job) => {
        job.employmentType = 'Full time';
        job.education = 'B.E';
        job.salary.per = 'month';
        job.directApply = 'no';
      }),
    ).toEqual([
      `${where} "employmentType" is the text "Full time", but must be one of "FULL_TIME", "PART_TIME", "CONTRACTOR" or "INTERN", in capitals.`,
      `${where} "education" is the text "B.E", but must be "bachelor degree", "postgraduate degree" or "professional certificate".`,
      `${where} "salary › per" is the text "month", but must be "MONTH" or "YEAR", in capitals.`,
      `${where} "directApply" is the text "no", but must be true or false. Write true or false, without quotes.`,
    ]);
  });

  test('each of the allowed choices is accepted', () => {
    for (const [employmentType, education, per] of [
      ['PART_TIME', 'postgraduate degree', 'YEAR'],
      ['CONTRACTOR', 'professional certificate', 'MONTH'],
      ['INTERN', 'bachelor degree', 'MONTH'],
    ])
      expect(
        editJob((job) =>
          Object.assign(job, { employmentType, education, directApply: true }, { salary: { ...job.salary, per } }),
        ),
      ).toEqual([]);
  });
});

test('a job written as null, or left out between two commas, is told as a missing group, not a crash', () => {
  for (const job of [null, undefined]) {
    const mistakes = mistakesAfter('jobs', (data) => data.jobs.splice(1, 0, job));
    expect(mistakes).toHaveLength(1);
    expect(mistakes[0]).toMatch(
      /^job 2 is (empty, but must be|missing\. Add it back:) a group of fields indented under its name: "slug", "title"/,
    );
  }
});

/** The parts of a field's form (z.toJSONSchema, as lib/cms/config reads it) that the hints come from. */
type Form = { description?: string; properties?: Record<string, Form>; items?: Form };
const formOf = (key: ModuleKey) =>
  z.toJSONSchema(contentModules[key].schema, { io: 'input', unrepresentable: 'any' }) as Form;

/** The hint the browser editor shows under a field, by its path in the file ("jobs.*.salary", `*` for an item). */
function hintAt(key: ModuleKey, at: string): string | undefined {
  let form = formOf(key);
  for (const name of at.split('.')) form = (name === '*' ? form.items : form.properties?.[name]) as Form;
  return form.description;
}

/** Every field an editor writes a value in (groups and lists are headings), with its hint. */
function valueHints(form: Form, at: string): { at: string; hint?: string }[] {
  if (form.properties)
    return Object.entries(form.properties).flatMap(([name, child]) => valueHints(child, `${at}.${name}`));
  if (form.items) return valueHints(form.items, `${at}.*`);
  return [{ at, hint: form.description }];
}

describe('the hint the editor shows under a field', () => {
  test('every field an editor writes a value in says what to write there', () => {
    const fields = (Object.keys(contentModules) as ModuleKey[]).flatMap((key) => valueHints(formOf(key), key));
    expect(fields.length).toBeGreaterThan(100);
    for (const field of fields) expect(field).toEqual({ at: field.at, hint: expect.stringMatching(/^\S.{9,}[.)]$/) });
  });

  test("a text's hint gives its length limit", () => {
    expect(hintAt('jobs', 'jobs.*.details')).toContain('At most 60 characters.');
  });

  test('a figure may be a count the site makes: its hint names each one', () => {
    const counts = Object.keys(figureCounts).map((name) => `{${name}}`);
    expect(hintAt('proof', 'figures.figures.*.value')).toContain(counts.join(', '));
  });

  test('the slugs a case study or figure names: the hint gives slugs that are really there', () => {
    const slugs = [...contentModules.products.data.products, ...contentModules.services.data.services].map(
      (item) => item.slug,
    );
    for (const at of ['caseStudies.studies.*.uses', 'figures.figures.*.about']) {
      const examples = [...(hintAt('proof', at) ?? '').matchAll(/"([^"]+)"/g)].map(([, slug]) => slug);
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(slugs).toContain(example);
    }
  });

  test('the groups that may be left out say when to leave them out', () => {
    expect(hintAt('jobs', 'jobs.*.salary')).toContain('Leave it out when the pay is not published');
    expect(hintAt('jobs', 'jobs.*.applicationFormUrl')).toContain("Leave it out to use the site's application form");
    // The one service without its own page is the one the detail blocks explain.
    expect(hintAt('services', 'services.*.page')).toContain('/servicedetail/');
  });

  test("a product's own page says what leads to it", () => {
    expect(hintAt('products', 'products.*.page')).toContain('the Product menu');
  });

  test('a figure typed by hand: its date says it is the date the figure was true', () => {
    expect(hintAt('proof', 'figures.figures.*.asOf')).toContain('the date the figure was true');
  });
});

describe('the proof (case studies, figures, testimonials, client logos)', () => {
  const proof = contentModules.proof.data;
  const editProof = (edit: (data: Editable) => void) => mistakesAfter('proof', edit);
  const copies = <T>(count: number, item: (index: number) => T) => Array.from({ length: count }, (_, i) => item(i));
  const study = (index: number) => ({
    ...proof.caseStudies.studies[0],
    slug: `case-study-${index + 1}`,
    title: `Case study ${index + 1}`,
  });
  const figure = (index: number) => ({ ...proof.figures.figures[0], label: `figure ${index + 1}` });
  const client = (index: number) => ({ ...exampleClient, name: `${exampleClient.name} ${index + 1}` });

  test('every field left out tells the editor what to write there', () => {
    const data = structuredClone(proof) as Editable;
    data.testimonials.testimonials.push(exampleTestimonial);
    data.logos.clients.push(exampleClient);
    const inStudy = (name: string, hint: string) => missing(`case study 1, field "${name}"`, hint);
    const result = (name: string, hint: string) => missing(`case study 1, result 1, field "${name}"`, hint);
    const testimonial = (name: string, hint: string) => missing(`testimonial 1, field "${name}"`, hint);
    const consent = (who: string) =>
      `Write the date ${who} gave written consent to be shown here, such as "2026-11-02". Without consent, leave the entry out.`;
    const counts = Object.keys(figureCounts)
      .map((name) => `{${name}}`)
      .join(', ');
    expect(mistakesIn('proof', hollow(data))).toEqual([
      missing('field "caseStudies › heading"', 'Write the heading of the case studies.'),
      missing('field "caseStudies › intro"', 'Write a sentence introducing the case studies.'),
      missing(
        'field "caseStudies › usesLabel"',
        'Write the words before the products or services used, such as "Built with".',
      ),
      missing(
        'field "caseStudies › measuredLabel"',
        'Write the words before how a result was measured, such as "How we measured:".',
      ),
      missing(
        'field "caseStudies › evidenceLabel"',
        'Write the words before who holds the evidence of a result, such as "Evidence held by:".',
      ),
      missing(
        'field "caseStudies › nameWithheld"',
        'Write a sentence saying the client\'s name is withheld at their request, such as "Name withheld at the client\'s request.".',
      ),
      missing('field "caseStudies › referenceCall"', 'Write a sentence saying a call with the client can be arranged.'),
      inStudy('slug', 'Write a short lowercase name such as "web-development".'),
      inStudy(
        'title',
        'Write a short title for the case study, such as "GST invoices in minutes for a textile exporter".',
      ),
      inStudy(
        'client',
        'Write the client, named only with their written permission, or described by trade and town, such as "A textile exporter in Tiruppur".',
      ),
      inStudy('referenceCall', 'Choose whether the client agreed to take a reference call.'),
      inStudy('problem', 'Write the problem the client had, in one or two sentences.'),
      inStudy('built', 'Write what was built or set up, and with which product or service.'),
      'case study 1, field "uses" is an empty list. Add slugs of the products or services it was built with, each on a line of its own starting with "- ".',
      result('figure', 'Write the result as a figure, such as "3 hours" or "40%".'),
      result('label', 'Write what the figure is, such as "less time spent on invoices each week".'),
      result(
        'measured',
        'Write how the figure was measured, such as "the billing clerk\'s own time log, four weeks before and after".',
      ),
      result('measuredOn', 'Write the date the figure was measured, such as "2026-09-30".'),
      result(
        'evidence',
        'Write who holds the evidence of the figure, such as "the client\'s accounts team; a copy in our project file".',
      ),
      missing('field "figures › heading"', 'Write the heading of the key figures.'),
      missing('field "figures › asOfLabel"', 'Write the words before the date a figure was true, such as "as of".'),
      missing(
        'field "figures › countedSource"',
        'Write a line saying the site counts these figures itself, such as "Counted by this site".',
      ),
      missing('figure 1, field "value"', `Write the figure, such as "120", or one the site counts itself: ${counts}.`),
      missing(
        'figure 1, field "label"',
        'Write what the figure counts, such as "products built and supported in-house".',
      ),
      missing('field "testimonials › heading"', 'Write the heading of the testimonials.'),
      testimonial('quote', 'Write what the client said, word for word as they approved it.'),
      testimonial('person', "Write the person's name, as they agreed to be named."),
      testimonial('role', 'Write the person\'s role, such as "Accounts manager".'),
      testimonial('company', "Write the person's company."),
      testimonial('town', 'Write the town the company is in.'),
      testimonial('consentGiven', consent('the person')),
      testimonial('source', 'Write where it was said, such as "an email to us" or "our Google Business Profile".'),
      missing('field "logos › heading"', 'Write the heading of the client logos.'),
      missing('client logo 1, field "name"', 'Write the client company name.'),
      missing('client logo 1, field "logo › src"', 'Write the path of a picture such as "/images/products/crm.svg".'),
      missing(
        'client logo 1, field "logo › alt"',
        'Write what the picture shows, for visitors who cannot see it (alt text).',
      ),
      missing('client logo 1, field "permissionGiven"', consent('the client')),
    ]);
  });

  test('six case studies, figures and testimonials fit, and twelve client logos; one more of each is refused', () => {
    const fill = (extra: number) =>
      editProof((data) => {
        data.caseStudies.studies = copies(6 + extra, study);
        data.figures.figures = copies(6 + extra, figure);
        data.testimonials.testimonials = copies(6 + extra, () => exampleTestimonial);
        data.logos.clients = copies(12 + extra, client);
      });
    expect(fill(0)).toEqual([]);
    expect(fill(1)).toEqual([
      expect.stringContaining('has more than 6 case studies, but the page has room for 6.'),
      expect.stringContaining('has more than 6 figures, but the page has room for 6.'),
      expect.stringContaining('has more than 6 testimonials, but the page has room for 6.'),
      expect.stringContaining('has more than 12 client logos, but the page has room for 12.'),
    ]);
  });

  test('a case study has four results and six products or services at most', () => {
    const [result] = proof.caseStudies.studies[0].results;
    const slugs = [...contentModules.products.data.products, ...contentModules.services.data.services]
      .slice(0, 7)
      .map((item) => item.slug);
    const fill = (extra: number) =>
      editProof((data) => {
        data.caseStudies.studies[0].results = copies(4 + extra, (i) => ({ ...result, label: `result ${i + 1}` }));
        data.caseStudies.studies[0].uses = slugs.slice(0, 6 + extra);
      });
    expect(fill(0)).toEqual([]);
    expect(fill(1)).toEqual([
      expect.stringContaining('has more than 6 slugs of the products or services it was built with'),
      expect.stringContaining('has more than 4 results, but the page has room for 4.'),
    ]);
  });

  test('what a figure is about is a list, which may be empty', () => {
    expect(editProof((data) => (data.figures.figures[0].about = []))).toEqual([]);
    expect(editProof((data) => (data.figures.figures[0].about = 'crm'))).toEqual([
      expect.stringContaining(
        'but must be a list of slugs of the products or services the figure is about, each on a line of its own starting with "- ".',
      ),
    ]);
  });
});

describe('more texts and lists of products, jobs and privacy', () => {
  const editProduct = (edit: (product: Editable) => void) =>
    mistakesAfter('products', (data) => edit(data.products[0]));

  test("an empty entry of a product page's lists says what to write there", () => {
    expect(
      editProduct((product) => {
        product.page.audience[0] = '';
        product.page.data[0] = '';
        product.page.pricing[0] = '';
      }),
    ).toEqual([
      expect.stringContaining('is empty. Write a kind of business or team the product is for.'),
      expect.stringContaining('is empty. Write a sentence on where the data is kept.'),
      expect.stringContaining('is empty. Write a sentence on how the price is worked out.'),
    ]);
  });

  test('a product page has room for four screens and eight integrations', () => {
    const fill = (extra: number) =>
      editProduct((product) => {
        const [screen] = product.page.screens;
        const [integration] = product.page.integrations;
        // Each its own name: two named alike are refused (check.test.ts).
        product.page.screens = Array.from({ length: 4 + extra }, (_, i) => ({ ...screen, heading: `Screen ${i + 1}` }));
        product.page.integrations = Array.from({ length: 8 + extra }, (_, i) => ({
          ...integration,
          name: `Tool ${i + 1}`,
        }));
      });
    expect(fill(0)).toEqual([]);
    expect(fill(1)).toEqual([
      expect.stringContaining('has more than 4 screens, but the page has room for 4.'),
      expect.stringContaining('has more than 8 integrations, but the page has room for 8.'),
    ]);
  });

  test('the links to a product say where its name goes', () => {
    const where = 'but must contain {title}, where the product name goes.';
    expect(mistakesAfter('products', (data) => (data.carousel.details.context = 'of it'))).toEqual([
      expect.stringContaining(where),
    ]);
    expect(mistakesAfter('productPages', (data) => (data.link.context = 'of it'))).toEqual([
      expect.stringContaining(where),
    ]);
  });

  test('an empty hiring step says what to write', () => {
    expect(mistakesAfter('jobs', (data) => (data.hiring.steps[0] = ''))).toEqual([
      expect.stringContaining('is empty. Write one step, such as "Apply online with the form".'),
    ]);
  });

  test('twelve jobs fit; a thirteenth is refused', () => {
    const fill = (count: number) =>
      mistakesAfter('jobs', (data) => {
        const [job] = data.jobs;
        data.jobs = Array.from({ length: count }, (_, i) => ({ ...job, slug: `job-${i + 1}`, title: `Job ${i + 1}` }));
      });
    expect(fill(12)).toEqual([]);
    expect(fill(13)).toEqual([expect.stringContaining('has more than 12 jobs, but the page has room for 12.')]);
  });

  test('a posting date with a time after it is told to be a date, and not compared with the last day', () => {
    expect(
      mistakesAfter('jobs', (data) =>
        Object.assign(data.jobs[0], { datePosted: '2027-12-01T09:00', validThrough: '2027-05-31' }),
      ),
    ).toEqual([expect.stringContaining('"datePosted" is the text "2027-12-01T09:00", but must be a real date')]);
  });

  test('privacy: an empty paragraph says what to write; twelve parts fit, a thirteenth is refused', () => {
    expect(mistakesAfter('privacy', (data) => (data.sections[0].paragraphs[0] = ''))).toEqual([
      expect.stringContaining('is empty. Write a paragraph.'),
    ]);
    const fill = (count: number) =>
      mistakesAfter('privacy', (data) => {
        const [section] = data.sections;
        data.sections = Array.from({ length: count }, (_, i) => ({
          ...section,
          slug: `part-${i + 1}`,
          heading: `Part ${i + 1}`,
        }));
      });
    expect(fill(12)).toEqual([]);
    expect(fill(13)).toEqual([expect.stringContaining('has more than 12 parts, but the page has room for 12.')]);
  });

  test("an opening-hours line's days with an unknown placeholder are told both mistakes", () => {
    expect(mistakesAfter('site', (data) => (data.openingHours[0].days = '{weekdays}'))).toEqual([
      expect.stringContaining('uses "{weekdays}", which the site cannot fill in.'),
      expect.stringContaining('is "{weekdays}", which is not a day or a range of days.'),
    ]);
  });
});

describe('a space at either end of an exact value', () => {
  const site = contentModules.site.data;
  const [job] = contentModules.jobs.data.jobs;
  const [card] = contentModules.services.data.services;
  // Every kind of exact field: patterned ones, web addresses, the email, a picture's path, a slug, a page, a date.
  test.each([
    ['site', 'email', (data: Editable, value: string) => (data.email = value), site.email],
    ['site', 'phone', (data: Editable, value: string) => (data.phone = value), site.phone],
    ['site', 'whatsapp', (data: Editable, value: string) => (data.whatsapp = value), site.whatsapp],
    [
      'site',
      'address › postalCode',
      (data: Editable, v: string) => (data.address.postalCode = v),
      site.address.postalCode,
    ],
    [
      'site',
      'address › countryCode',
      (data: Editable, v: string) => (data.address.countryCode = v),
      site.address.countryCode,
    ],
    ['site', 'url', (data: Editable, value: string) => (data.url = value), site.url],
    [
      'site',
      'applicationFormUrl',
      (data: Editable, v: string) => (data.applicationFormUrl = v),
      site.applicationFormUrl,
    ],
    ['site', 'logo › src', (data: Editable, value: string) => (data.logo.src = value), site.logo.src],
    ['services', 'slug', (data: Editable, value: string) => (data.services[0].slug = value), card.slug],
    [
      'pages',
      'about › path',
      (data: Editable, value: string) => (data.about.path = value),
      contentModules.pages.data.about.path,
    ],
    ['jobs', 'datePosted', (data: Editable, value: string) => (data.jobs[0].datePosted = value), job.datePosted],
  ] as const)('%s, field "%s", is told to remove the space', (key, field, set, value) => {
    const item = key === 'services' ? `service "${card.heading}", ` : key === 'jobs' ? `job "${job.title}", ` : '';
    expect(mistakesAfter(key, (data) => set(data, `${value} `))).toEqual([
      `${item}field "${field}" is "${value} " with a space at its end. Remove the space.`,
    ]);
    expect(mistakesAfter(key, (data) => set(data, `  ${value}`))).toEqual([
      `${item}field "${field}" is "  ${value}" with spaces at its start. Remove the spaces.`,
    ]);
  });
});

describe("a product's screen", () => {
  const [product] = contentModules.products.data.products;
  const [screen] = product.page.screens;
  const where = `product "${product.title}", screen "${screen.heading}", field "image › alt"`;

  test('alt text that is a file name is told that one mistake, not also that it must say "Illustration"', () => {
    expect(mistakesAfter('products', (data) => (data.products[0].page.screens[0].image.alt = 'IMG_2041.PNG'))).toEqual([
      `${where} is "IMG_2041.PNG", the name of a picture file, which a screen reader would read out as it is. Alt text describes what the picture shows, for people who cannot see it: write that in a short sentence, such as "Two developers planning a website at a whiteboard".`,
    ]);
  });

  test.each(['Illustration: version 2.0 of the sales pipeline', 'Illustration: a photo.jpg-style thumbnail grid'])(
    'alt text "%s" is no file name',
    (alt) => {
      expect(mistakesAfter('products', (data) => (data.products[0].page.screens[0].image.alt = alt))).toEqual([]);
    },
  );

  test.each(['.png', '.jpg', '.webp', '.gif', '.avif'])('a %s picture is refused, an SVG asked for', (ending) => {
    const src = screen.image.src.replace(/\.svg$/, ending);
    expect(mistakesAfter('products', (data) => (data.products[0].page.screens[0].image.src = src))).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`field "image › src" is "${src}", but a product's screen is a drawing, saved as SVG`),
      ]),
    );
  });
});
