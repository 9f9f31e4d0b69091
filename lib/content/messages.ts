/**
 * The words content mistakes are reported in. Editors are not programmers: a message says what they
 * wrote and what belongs there, in the terms of the content file (a text, a list of "- " lines, a group of
 * fields indented under its name), never zod's "expected string, received number".
 */
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** What a value looks like to the person who typed it: `the number 42`, `the text "2016"`, `a list`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.trim() ? `the text "${value}"` : 'empty text ""';
  if (typeof value === 'number' || typeof value === 'bigint') return `the number ${value}`;
  if (typeof value === 'boolean') return `the word ${value}`;
  // A field or a "- " with nothing after it.
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return 'something else';
}

const kinds: Record<string, string> = {
  string: 'a text',
  number: 'a number without quotes',
  int: 'a whole number without quotes',
  boolean: 'true or false',
  array: 'a list, each item on a line of its own starting with "- "',
};

/** The field names a group takes, when the issue comes from a group (an object schema). */
function fieldsOf(issue: Issue): string[] {
  const def = issue.inst?._zod.def as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(def?.shape ?? {});
}

/** Wrong or missing kind of value ("invalid_type"); `hint` says what to write, e.g. "Write the job title." */
export function kindMessage(issue: Issue, hint?: string): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const fields = fieldsOf(issue);
  const what =
    issue.expected === 'object'
      ? `a group of fields indented under its name: ${fields.map((f) => `"${f}"`).join(', ')}`
      : (kinds[issue.expected] ?? issue.expected);
  const tail = hint ? ` ${hint}` : '';
  if (issue.input === undefined)
    return issue.expected === 'object'
      ? `is missing. Add it back: ${what}.${tail}`
      : `is missing.${tail || ` Write ${what}.`}`;
  if (issue.expected === 'string' && typeof issue.input === 'number')
    return `is the number ${issue.input}, but this field takes text. Put it in double quotes: "${issue.input}".`;
  // A text with a colon and a space in it is read by YAML as a field and its value, a group of one field.
  const [colon] = Object.entries(issue.input ?? {});
  if (issue.expected === 'string' && !Array.isArray(issue.input) && colon && typeof colon[1] === 'string')
    return `is a group of fields, but this field takes text: YAML reads the colon and space after "${colon[0]}" as the end of a field name. Put the whole text in double quotes: "${colon[0]}: ${colon[1]}".${tail}`;
  // A text starting with [ or { is read by YAML as a list or a group.
  if (issue.expected === 'string' && typeof issue.input === 'object' && issue.input !== null)
    return `is ${describeValue(issue.input)}, but this field takes text: YAML reads a text starting with [ or { as ${Array.isArray(issue.input) ? 'a list' : 'a group'}. Put the whole text in double quotes.${tail}`;
  // zod reports a fraction as not 'int'; a value that is no number at all is reported as not 'number'.
  if (issue.expected === 'int') return `is ${issue.input}, but must be ${what}.${tail}`;
  return `is ${describeValue(issue.input)}, but must be ${what}.${tail}`;
}

/** Finds the field name an editor most likely meant, to turn "detials" into 'Did you mean "details"?'. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Letters to add, remove, change or swap to turn one word into the other. */
function editDistance(a: string, b: string): number {
  // Each row starts with its column 0; the loops fill in the rest before reading it.
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      // Two letters swapped. Before the first letter, a[-1] and b[-1] are undefined, which matches no letter.
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** A field the site does not know, usually a misspelt name ("unrecognized_keys"). */
function unknownFieldsMessage(keys: readonly string[], fields: readonly string[]): string {
  const named = keys.map((key) => `"${key}"`).join(', ');
  const guesses = keys.map((key) => closest(key, fields)).filter((guess): guess is string => guess !== undefined);
  const advice =
    guesses.length === keys.length
      ? `Did you mean ${guesses.map((g) => `"${g}"`).join(', ')}?`
      : `The fields here are: ${fields.map((f) => `"${f}"`).join(', ')}.`;
  return `has ${keys.length === 1 ? 'a field' : 'fields'} ${named} that this site does not use. ${advice} Check the spelling.`;
}

/**
 * The fallback for every mistake a schema does not word itself. Given to zod per check, so the
 * schemas' own messages (with hints such as "Write the job title.") come first.
 */
export const editorErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return kindMessage(issue);
    case 'unrecognized_keys':
      return unknownFieldsMessage(issue.keys, fieldsOf(issue));
    case 'too_small':
      if (issue.origin === 'number')
        return `is ${String(issue.input)}, but must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}.`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'number')
        return `is ${String(issue.input)}, but must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}.`;
      return undefined;
    case 'invalid_value':
      return `is ${describeValue(issue.input)}, but must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    default:
      return `is ${describeValue(issue.input)}, which is not written the way this field needs. See CONTENT.md.`;
  }
};
