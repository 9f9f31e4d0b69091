/**
 * What search results show of a page's title and description, counted as the content check counts them (lib/content/
 * published): every {placeholder} filled in, and the company name added to the title. The editor shows the count
 * under each of these fields as the editor types (admin/widgets.tsx).
 */
import { fillPlaceholders } from '../content/facts';
import { DESCRIPTION_MAX, type Fillable, factsOn, searchTitle, TITLE_MAX } from '../content/published';

export type SearchField = 'title' | 'description';

/** The fields search results show, by schema path (lib/cms/config): each page's, each service's page's, each product's page's. */
const searchFields = [
  /^pages\.[^.*]+\.(title|description)$/,
  /^services\.services\.\*\.page\.(title|description)$/,
  /^products\.products\.\*\.page\.(title|description)$/,
];

/** Whether the field at `schemaPath` is a title or description search results show; undefined if neither. */
export function searchFieldOf(schemaPath: string): SearchField | undefined {
  for (const pattern of searchFields) {
    const match = pattern.exec(schemaPath);
    if (match) return match[1] as SearchField;
  }
  return undefined;
}

/** What the count reads besides the facts: the company name, and each page's address to tell the home page. */
export type CountedContent = Fillable & { site: { name: string }; pages: Record<string, { path: string }> };

export type SearchCount = { shown: string; length: number; max: number };

/** What search results show for `value` written in the field at `schemaPath`, with the rest of `content`. */
export function searchCount(schemaPath: string, value: string, content: CountedContent, today: Date): SearchCount {
  const filled = fillPlaceholders(value.trim(), factsOn(content, today));
  if (searchFieldOf(schemaPath) === 'description')
    return { shown: filled, length: filled.length, max: DESCRIPTION_MAX };
  const [file, key] = schemaPath.split('.');
  // The address tells the home page, whose title leads with the company name; a service's or product's own page
  // (no address in the pages file) is never the home page.
  const path = file === 'pages' ? content.pages[key]?.path : undefined;
  const shown = searchTitle(filled, path ?? '', content.site.name);
  return { shown, length: shown.length, max: TITLE_MAX };
}

/** The count in words, as the editor reads it under the field. */
export function searchCountWords({ shown, length, max }: SearchCount): string {
  const left = max - length;
  const room = left >= 0 ? `${left} left` : `${-left} too many, so shorten it`;
  return `Search results show "${shown}": ${length} of at most ${max} characters, ${room}.`;
}
