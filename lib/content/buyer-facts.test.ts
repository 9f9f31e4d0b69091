/** @jest-environment node */
// The buyer facts of content/site.yaml (issue 40): each number's rule refuses the mistake it exists for, in words an
// office manager understands, and accepts the number as its authority writes it. Checked as the build checks them,
// with checkContent on the edited file, reading the messages without their positions.
import path from 'node:path';
import { exampleBuyerFacts } from '../buyer-facts-for-tests';
import { cmsFiles } from '../cms/config';
import { CIN_EXAMPLE, exampleGstin, gstinCheckCharacter, gstStateCodes } from './buyer-facts';
import { type CheckOptions, checkContent } from './check';
import { contentModules } from './modules';

const shipped: CheckOptions = { publicDir: path.join(process.cwd(), 'public') };
const site = contentModules.site.data;

/** What the editor is told about content/site.yaml with `change` made to it. */
function siteMistakes(change: Record<string, unknown>): string[] {
  return checkContent([{ ...contentModules.site, data: { ...site, ...change } }], shipped).map(
    (problem) => problem.message,
  );
}

describe('the buyer facts', () => {
  it('may all be left out, as content/site.yaml ships, or all be filled in', () => {
    for (const field of Object.keys(exampleBuyerFacts)) expect(site).not.toHaveProperty(field);
    expect(siteMistakes({})).toEqual([]);
    expect(siteMistakes(exampleBuyerFacts)).toEqual([]);
  });

  it("are fields of the editor's Site form, none of them required", () => {
    const form = cmsFiles().find((file) => file.file === contentModules.site.file);
    const fields = form?.fields[0].fields ?? [];
    for (const name of Object.keys(exampleBuyerFacts))
      expect(fields.find((field) => field.name === name)).toMatchObject({ required: false });
  });
});

describe('CIN', () => {
  it.each([['U72900TZ2016PTC012345'], ['L00000MH2000PLC000000']])(
    'accepts %s, written as the Ministry writes it',
    (cin) => {
      expect(siteMistakes({ cin })).toEqual([]);
    },
  );

  it.each([
    [
      'with spaces',
      'U72900 TZ2016 PTC012345',
      'field "cin" is "U72900 TZ2016 PTC012345", which has spaces, dashes or dots in it, but a CIN is written without them: "U72900TZ2016PTC012345".',
    ],
    [
      'in small letters',
      'u72900tz2016ptc012345',
      'field "cin" is "u72900tz2016ptc012345", but a CIN is written in capital letters: "U72900TZ2016PTC012345".',
    ],
    [
      'a character short',
      'U72900TZ2016PTC01234',
      `field "cin" is "U72900TZ2016PTC01234", which has 20 characters, but a CIN has 21: L or U, a 5-digit industry code, 2 letters for the state, a 4-digit year, 3 letters for the type of company and a 6-digit number, such as "${CIN_EXAMPLE}". Copy it again from the certificate of incorporation or the MCA master data.`,
    ],
    [
      'starting with another letter',
      'X72900TZ2016PTC012345',
      'field "cin" is "X72900TZ2016PTC012345", but character 1 of a CIN must be the letter L (a listed company) or U (an unlisted one), and here it is "X". Copy it again from the certificate of incorporation or the MCA master data.',
    ],
    [
      'with the letter O for a zero',
      'U729O0TZ2016PTC012345',
      'field "cin" is "U729O0TZ2016PTC012345", but characters 2 to 6 of a CIN must be the 5-digit industry code, and here they are "729O0" (the letter O where a zero 0 belongs?). Copy it again from the certificate of incorporation or the MCA master data.',
    ],
    [
      'with digits for the type of company',
      'U72900TZ2016123012345',
      'field "cin" is "U72900TZ2016123012345", but characters 13 to 15 of a CIN must be the 3 letters of the type of company, such as PTC, and here they are "123". Copy it again from the certificate of incorporation or the MCA master data.',
    ],
    [
      'as a number',
      12345,
      'field "cin" is the number 12345, but this field takes text. Put it in double quotes: "12345".',
    ],
  ])('refuses one %s', (_case, cin, message) => {
    expect(siteMistakes({ cin })).toEqual([message]);
  });
});

describe('GSTIN', () => {
  it("computes the check character of the GST Network's published example, 27AAPFU0939F1ZV", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it("accepts the office's own state's GSTIN, and any state's when address › region names no state of the table", () => {
    expect(siteMistakes({ gstin: exampleGstin('33') })).toEqual([]);
    expect(siteMistakes({ gstin: exampleGstin('29'), address: { ...site.address, region: 'TN' } })).toEqual([]);
  });

  const good = exampleGstin('33');
  const wrongCheck = `${good.slice(0, 14)}${good[14] === '0' ? '1' : '0'}`;
  it.each([
    [
      'in small letters',
      good.toLowerCase(),
      `field "gstin" is "${good.toLowerCase()}", but a GSTIN is written in capital letters: "${good}".`,
    ],
    [
      'a character long',
      `${good}1`,
      `field "gstin" is "${good}1", which has 16 characters, but a GSTIN has 15: a 2-digit state code, the 10-character PAN, 1 digit or letter, the letter Z and a check character, such as "${good}". Copy it again from the GST registration certificate.`,
    ],
    [
      'with a PAN written wrong',
      `33AAAA10000A1Z${good[14]}`,
      `field "gstin" is "33AAAA10000A1Z${good[14]}", but characters 3 to 12 of a GSTIN must be the company's PAN: 5 letters, 4 digits, then a letter, and here they are "AAAA10000A". Copy it again from the GST registration certificate.`,
    ],
    [
      'without the Z',
      `33AAAAA0000A1Y${good[14]}`,
      `field "gstin" is "33AAAAA0000A1Y${good[14]}", but character 14 of a GSTIN must be the letter Z, and here it is "Y". Copy it again from the GST registration certificate.`,
    ],
    [
      'with no state code',
      exampleGstin('55'),
      `field "gstin" is "${exampleGstin('55')}", but 55 is not a GST state code: the first 2 digits name the state the GSTIN is registered in, such as 33 for Tamil Nadu. Copy it again from the GST registration certificate.`,
    ],
    [
      'with a bad check character',
      wrongCheck,
      `field "gstin" is "${wrongCheck}", but its last character, the check character, does not fit the 14 before it, so one of its characters is mistyped. Copy it again from the GST registration certificate, character by character.`,
    ],
  ])('refuses one %s', (_case, gstin, message) => {
    expect(siteMistakes({ gstin })).toEqual([message]);
  });

  it("refuses a GSTIN of another state than the office's, naming both states and their codes", () => {
    const karnataka = exampleGstin('29');
    expect(gstStateCodes['29']).toBe('Karnataka');
    expect(siteMistakes({ gstin: karnataka })).toEqual([
      `field "gstin" is "${karnataka}", whose first 2 digits, 29, are the GST state code of Karnataka, but the office in "address › region" is in ${site.address.region}, whose code is 33. Write the GSTIN registered for this office, or correct "address › region".`,
    ]);
    // The office's state written another way is still the same state.
    expect(siteMistakes({ gstin: exampleGstin('33'), address: { ...site.address, region: 'Tamilnadu' } })).toEqual([]);
  });
});

describe('Google Business Profile, WhatsApp partner tier, DLT registration', () => {
  const { googleBusinessProfile, dlt } = exampleBuyerFacts;

  it("refuses a listing that is not on Google's own addresses", () => {
    expect(
      siteMistakes({ googleBusinessProfile: { ...googleBusinessProfile, url: 'https://reviews.example/anvaya' } }),
    ).toEqual([
      'field "googleBusinessProfile › url" is "https://reviews.example/anvaya", which is on reviews.example, but must be an address of Google (Google Maps or Google Search) (www.google.com or google.com or maps.google.com or www.google.co.in or maps.app.goo.gl or g.page or g.co or search.google.com). Copy the address again from Google (Google Maps or Google Search) itself.',
    ]);
  });

  it('asks for both addresses once the listing is begun', () => {
    expect(siteMistakes({ googleBusinessProfile: { url: googleBusinessProfile.url } })).toEqual([
      'field "googleBusinessProfile › reviewsUrl" is missing. Write a full web address such as "https://www.example.in".',
    ]);
  });

  it("takes Meta's tiers as Meta names them", () => {
    for (const tier of ['none', 'Tech Provider', 'Tech Partner', 'Solution Partner'])
      expect(siteMistakes({ whatsappPartner: tier })).toEqual([]);
    expect(siteMistakes({ whatsappPartner: 'BSP' })).toEqual([
      'field "whatsappPartner" is the text "BSP", but must be one of "none", "Tech Provider", "Tech Partner", "Solution Partner", written exactly so, as Meta names its partner tiers.',
    ]);
  });

  it('takes the principal entity ID as digits in quotes, and an operator of the list', () => {
    expect(siteMistakes({ dlt: { ...dlt, principalEntityId: '1201-1600-0000' } })).toEqual([
      'field "dlt › principalEntityId" is "1201-1600-0000", but must be the principal entity ID of the DLT registration: digits only, usually 19, in double quotes, as the DLT portal shows it.',
    ]);
    expect(siteMistakes({ dlt: { ...dlt, principalEntityId: 1201160000000000000 } })).toEqual([
      'field "dlt › principalEntityId" is the number 1201160000000000000, but this field takes text. Put it in double quotes: "1201160000000000000".',
    ]);
    expect(siteMistakes({ dlt: { ...dlt, operator: 'Vodafone' } })).toEqual([
      'field "dlt › operator" is the text "Vodafone", but must be the operator whose DLT portal the company registered on: one of "Jio", "Airtel", "Vodafone Idea (Vi)", "BSNL", "Tata Teleservices".',
    ]);
  });
});

describe("the services' credentials", () => {
  it('name a service of content/services.yaml, or the message lists the slugs to choose from', () => {
    const data = structuredClone(contentModules.services.data);
    data.credentials.dlt.service = 'bulk-sm';
    const modules = { ...contentModules, services: { ...contentModules.services, data } };
    const slugs = data.services.map((service) => `"${service.slug}"`).join(', ');
    const messages = checkContent(Object.values(modules), shipped).map((problem) => problem.message);
    expect(messages).toEqual([
      `field "credentials › dlt › service" is "bulk-sm", but no service card has that slug, so no page would say it. Write the slug of the service whose page should say it: one of ${slugs}.`,
    ]);
  });
});
