/**
 * The company's registration numbers, as a buyer or a procurement desk checks them: the CIN (Ministry of Corporate
 * Affairs) and the GSTIN (GST). Each rule returns what is wrong in an office manager's words, or undefined when the
 * number is written as the authority writes it. The schema (lib/content/schema.ts) gives these messages.
 */

/** The example every message shows: written as the Ministry writes a CIN (the example, no company's own). */
export const CIN_EXAMPLE = 'U72900TZ2016PTC012345';

/** One part of a number: where it is, what it is called, and what it must be. */
type Part = { from: number; to: number; name: string; pattern: RegExp; digits?: boolean };

const cinParts: Part[] = [
  { from: 1, to: 1, name: 'the letter L (a listed company) or U (an unlisted one)', pattern: /^[LU]$/ },
  { from: 2, to: 6, name: 'the 5-digit industry code', pattern: /^\d{5}$/, digits: true },
  { from: 7, to: 8, name: 'the 2 letters of the state', pattern: /^[A-Z]{2}$/ },
  { from: 9, to: 12, name: 'the 4-digit year of incorporation', pattern: /^\d{4}$/, digits: true },
  { from: 13, to: 15, name: 'the 3 letters of the type of company, such as PTC', pattern: /^[A-Z]{3}$/ },
  { from: 16, to: 21, name: 'the 6-digit registration number', pattern: /^\d{6}$/, digits: true },
];

const gstinParts: Part[] = [
  { from: 1, to: 2, name: 'the 2-digit state code, such as 33 for Tamil Nadu', pattern: /^\d{2}$/, digits: true },
  {
    from: 3,
    to: 12,
    name: "the company's PAN: 5 letters, 4 digits, then a letter",
    pattern: /^[A-Z]{5}\d{4}[A-Z]$/,
  },
  {
    from: 13,
    to: 13,
    name: 'a digit from 1 to 9 or a letter (which registration in the state)',
    pattern: /^[1-9A-Z]$/,
  },
  { from: 14, to: 14, name: 'the letter Z', pattern: /^Z$/ },
  { from: 15, to: 15, name: 'the check character, a digit or a letter', pattern: /^[0-9A-Z]$/ },
];

const characters = (part: Part) =>
  part.from === part.to ? `character ${part.from}` : `characters ${part.from} to ${part.to}`;

/**
 * What is wrong with how `value` is written, part by part: spaces, small letters, the length, then the first part
 * that is not what it must be. `what` names the number ("a CIN"), `layout` lists its parts, `where` says where to
 * copy it from.
 */
type NumberRules = { what: string; parts: Part[]; layout: string; example: string; where: string };

function shapeMistake(value: string, { what, parts, layout, example, where }: NumberRules): string | undefined {
  const length = parts[parts.length - 1].to;
  if (/[\s.\-/]/.test(value)) {
    const joined = value.replace(/[\s.\-/]/g, '');
    return `is "${value}", which has spaces, dashes or dots in it, but ${what} is written without them: "${joined}".`;
  }
  if (value !== value.toUpperCase())
    return `is "${value}", but ${what} is written in capital letters: "${value.toUpperCase()}".`;
  if (value.length !== length)
    return `is "${value}", which has ${value.length} characters, but ${what} has ${length}: ${layout}, such as "${example}". Copy it again from ${where}.`;
  for (const part of parts) {
    const written = value.slice(part.from - 1, part.to);
    if (part.pattern.test(written)) continue;
    const zero = part.digits && /O/.test(written) ? ' (the letter O where a zero 0 belongs?)' : '';
    return `is "${value}", but ${characters(part)} of ${what} must be ${part.name}, and here ${part.from === part.to ? 'it is' : 'they are'} "${written}"${zero}. Copy it again from ${where}.`;
  }
  return undefined;
}

/** What is wrong with a CIN as written, or undefined. */
export const cinMistake = (value: string) =>
  shapeMistake(value, {
    what: 'a CIN',
    parts: cinParts,
    layout:
      'L or U, a 5-digit industry code, 2 letters for the state, a 4-digit year, 3 letters for the type of company and a 6-digit number',
    example: CIN_EXAMPLE,
    where: 'the certificate of incorporation or the MCA master data',
  });

/** The characters of a GSTIN's checksum, in the order of their values (0 to 35). */
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters, by the GST Network's published algorithm: each
 * character's value (0-9, then A=10 to Z=35) times 1 or 2 in turn, the product's two base-36 digits added up, and the
 * character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = BASE36.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/**
 * The GST state codes of the states and union territories (the first two digits of a GSTIN), from the GST
 * Network's list of state codes. The codes no longer given to new registrations (25, 28) are left out; 97 (other
 * territory) and 99 (centre jurisdiction) name no state, so no office address can match them.
 */
export const gstStateCodes: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** A GSTIN that passes every rule, made for messages and tests: the state code, a PAN of A's and zeros, its check. */
export function exampleGstin(stateCode = '33'): string {
  const first14 = `${stateCode}AAAAA0000A1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** What is wrong with a GSTIN as written (its parts, its state code, its check character), or undefined. */
export function gstinMistake(value: string): string | undefined {
  const shape = shapeMistake(value, {
    what: 'a GSTIN',
    parts: gstinParts,
    layout: 'a 2-digit state code, the 10-character PAN, 1 digit or letter, the letter Z and a check character',
    example: exampleGstin(),
    where: 'the GST registration certificate',
  });
  if (shape) return shape;
  const state = value.slice(0, 2);
  if (!(state in gstStateCodes))
    return `is "${value}", but ${state} is not a GST state code: the first 2 digits name the state the GSTIN is registered in, such as 33 for Tamil Nadu. Copy it again from the GST registration certificate.`;
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14])
    return `is "${value}", but its last character, the check character, does not fit the 14 before it, so one of its characters is mistyped. Copy it again from the GST registration certificate, character by character.`;
  return undefined;
}

/** "Tamil Nadu", "Tamilnadu" and "tamil nadu" alike; "&" read as "and". */
const stateKey = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z]/g, '');

/**
 * A GSTIN registered in another state than the office's (address › region), or undefined. A region the table does
 * not name (an abbreviation such as "TN") is not compared: only the number's own rules hold then.
 */
export function gstinStateMistake(gstin: string, region: string): string | undefined {
  const officeCode = Object.keys(gstStateCodes).find((code) => stateKey(gstStateCodes[code]) === stateKey(region));
  const state = gstin.slice(0, 2);
  if (!officeCode || officeCode === state) return undefined;
  return `is "${gstin}", whose first 2 digits, ${state}, are the GST state code of ${gstStateCodes[state]}, but the office in "address › region" is in ${region}, whose code is ${officeCode}. Write the GSTIN registered for this office, or correct "address › region".`;
}
