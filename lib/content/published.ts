/**
 * Rules that only the loaded content can be held to, because they need several files, the facts filled in or
 * today's date: what search engines are shown, every service's and product's own page, and jobs
 * that have closed (left out of the build with a warning, so the daily publish takes them down by itself) or are
 * about to (a warning ahead).
 */

import type { z } from 'zod';
import { pictureSize } from '../image-size';
import { assetPath, itemPath, jobPath } from '../routes/paths';
import { itemFolderOf } from '../routes/registry';
import { fillTemplate } from '../template';
import { type Facts, factsOf, fillPlaceholders, type Wording } from './facts';
import { contentModuleList } from './module-list';
import type { contentModules } from './modules';
import { dayOf, isOpen } from './open-jobs';
import { type Problem, problem, type RuleInput, type SiteFiles, sourcesIn } from './problem';
import type { Image } from './schema';
import { translated } from './translation';

/** Search results show about 60 characters of a title; longer ones are cut off. */
export const TITLE_MAX = 60;
/** Search results show about 160 characters of a description. */
export const DESCRIPTION_MAX = 160;

/** The title a page gets in search results: the home page leads with the company name, others end with it. */
export function searchTitle(title: string, path: string, siteName: string): string {
  return path === '/' ? `${siteName}: ${title}` : `${title} | ${siteName}`;
}

/** A job page's own title (before the company name is added), from the jobs file's pageTitle, e.g. "{title} Job". */
export const jobPageTitle = (job: { postingTitle: string }, pageTitle: string) =>
  fillTemplate(pageTitle, { title: job.postingTitle });

type Modules = typeof contentModules;
/** What filling placeholders reads: the facts' files, each job with its closing date. */
export type Fillable = Omit<Parameters<typeof factsOf>[0], 'jobs'> & {
  jobs: { jobs: { postingTitle: string; validThrough: string }[] };
};

/** The facts {placeholders} are filled with on `today`: {jobTitles} and {jobCount} name the jobs open then only. */
export function factsOn(content: Fillable, today: Date, wording?: Wording): Facts {
  const openJobs = content.jobs.jobs.filter((job) => isOpen(job, today));
  return factsOf({ ...content, jobs: { ...content.jobs, jobs: openJobs } }, wording);
}

/**
 * The content with every {placeholder} filled from its facts, as pages get it. The build, the editor's preview, its
 * save check and its counts under the search fields all fill content this way.
 */
export function filledIn<T extends Fillable>(content: T, today: Date, wording?: Wording): T {
  return fillPlaceholders(content, factsOn(content, today, wording));
}

type SizedImage = Image & { width: number; height: number };

/** The content with every picture given its real size and its address under the deploy's base path. */
type WithSizes<T> = T extends Image
  ? SizedImage
  : T extends readonly (infer U)[]
    ? WithSizes<U>[]
    : T extends object
      ? { [K in keyof T]: WithSizes<T[K]> }
      : T;

type Checked = { [K in keyof Modules]: z.output<Modules[K]['schema']> };
/** The content as pages get it (lib/content/index.ts leaves out the closed jobs). */
export type Content = { [K in keyof Modules]: WithSizes<Checked[K]> };

// Checked content holds plain values only (no null, no dates), so `instanceof Object` tells groups and lists from text.
function isImage(value: unknown): value is Image {
  return value instanceof Object && 'src' in value && 'alt' in value;
}

function withSizes(value: unknown, files: SiteFiles): unknown {
  if (isImage(value))
    return { ...value, ...pictureSize(value.src, files.bytesOf(value.src)), src: assetPath(value.src) };
  if (Array.isArray(value)) return value.map((item) => withSizes(item, files));
  if (value instanceof Object)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withSizes(child, files)]));
  return value;
}

/**
 * Content that passes every other rule, as pages get it: parsed, in the words of a translation if given (by
 * content name, lib/content/translation), every {placeholder} filled and every picture sized (its size read from
 * `files`, on disk or in the editor).
 */
export function publishedContent(
  modules: Modules,
  today: Date,
  files: SiteFiles,
  translation?: { words: Record<string, unknown>; wording: Wording },
): Content {
  const words = translation?.words ?? {};
  // A translation's words go in after the English is parsed: the English rules (a length, "Illustration: ") are
  // the English file's; the placeholders are filled in the translated words as in the English.
  const parsed = Object.fromEntries(
    Object.entries(modules).map(([key, { schema, data }]) => {
      const english = schema.parse(data);
      return [key, words[key] === undefined ? english : translated(schema, english, words[key]).data];
    }),
  ) as Checked;
  return withSizes(filledIn(parsed, today, translation?.wording), files) as Content;
}

/**
 * A warning on the validThrough of each job `say` has words for. Read from the file as written, leniently: a job
 * whose date is not a date has its own mistake reported by the schema.
 */
function validThroughWarnings(modules: Modules, say: (validThrough: string) => string | undefined): Problem[] {
  const sources = sourcesIn(process.cwd());
  const jobs = (modules.jobs.data as { jobs?: unknown }).jobs;
  if (!Array.isArray(jobs)) return [];
  return jobs.flatMap((job: { validThrough?: unknown }, index) => {
    const date = job?.validThrough;
    const message = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? say(date) : undefined;
    return message ? [problem(modules.jobs, sources, ['jobs', index, 'validThrough'], message)] : [];
  });
}

/**
 * Jobs whose validThrough has passed: the build leaves out their cards, pages, sitemap entries and JSON-LD, and
 * the content check warns, so the editor removes or extends them.
 */
export function closedJobWarnings(modules: Modules, today: Date): Problem[] {
  const todayIso = dayOf(today);
  return validThroughWarnings(modules, (validThrough) =>
    validThrough < todayIso
      ? `is "${validThrough}", a date that has passed (today is ${todayIso}), so the job is closed and the site is built without it: no card, no page, no sitemap entry and no listing for search engines. If it is still open, write a later date; if not, remove the job from this file.`
      : undefined,
  );
}

/** How many days ahead the check warns that a job closes: time to extend it before it leaves the site by itself. */
export const CLOSING_SOON_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Jobs still open that close within CLOSING_SOON_DAYS: a warning naming each, while there is time to act. */
export function closingSoonWarnings(modules: Modules, today: Date): Problem[] {
  const todayIso = dayOf(today);
  return validThroughWarnings(modules, (validThrough) => {
    // Both are midnight UTC, so the difference is whole days; a month 13 gives NaN, and the schema's own mistake.
    const daysLeft = (Date.parse(validThrough) - Date.parse(todayIso)) / DAY_MS;
    if (!(daysLeft >= 0 && daysLeft <= CLOSING_SOON_DAYS)) return undefined;
    const when =
      daysLeft === 0 ? 'today' : `${daysLeft === 1 ? 'tomorrow' : `${daysLeft} days from now`} (today is ${todayIso})`;
    return `is "${validThrough}", ${when}: the job's last day, after which the site is built without it. If it stays open longer, write a later date now; if not, nothing needs doing.`;
  });
}

/**
 * The rules on the content as published, run by the content check once every other rule has passed; `today` is the
 * build's date, given so that tests can choose it.
 */
export function publishedContentProblems({ modules: checked, sources, files, today }: RuleInput): Problem[] {
  const byKey = Object.entries(contentModuleList).map(([key, entry]) => [
    key,
    checked.find((module) => module.contentName === entry.contentName),
  ]);
  // Checked only with every file: a test may check some files alone.
  if (byKey.some(([, module]) => !module)) return [];
  const modules = Object.fromEntries(byKey) as Modules;
  const content = publishedContent(modules, today, files);
  const at = (key: keyof Modules, path: PropertyKey[], message: string) =>
    problem(modules[key], sources, path, message);
  const { site } = content;
  const problems: Problem[] = [];

  const tooLongTitle = (title: string, path: string) => {
    const shown = searchTitle(title, path, site.name);
    return shown.length <= TITLE_MAX
      ? undefined
      : `makes the title of the page ${path} "${shown}", which is ${shown.length} characters long with the company name, but search results show at most ${TITLE_MAX}. Shorten it by ${shown.length - TITLE_MAX} characters.`;
  };

  /**
   * A title (as filled in, so a {companyName} counts) that holds the company name, which searchTitle adds to every
   * title: search results would show it twice. Told with the title that `written` becomes without the name.
   */
  const namedTwice = (title: string, written: string, path: string) => {
    if (!title.toLowerCase().includes(site.name.toLowerCase())) return undefined;
    // The name (or its placeholder) cut out as written, with the " | ", ": " or " at " that joined it to the rest.
    const name = `(?:${site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|\\{companyName\\})`;
    const joint = String.raw`\s*(?:[|:–—-]|\b(?:at|by|from)\b)?\s*`;
    const cut = written
      .replace(new RegExp(`${joint}${name}${joint}`, 'gi'), ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return `is "${written}", which already holds the company name, but the site adds "${site.name}" to every page's title itself, so search results would show "${searchTitle(title, path, site.name)}". Leave the name out: ${cut ? `write "${cut}"` : 'write what the page is about'}.`;
  };

  /** A field as its file has it, {placeholders} unfilled: what the editor wrote, and writes again. */
  const writtenAt = (key: keyof Modules, path: PropertyKey[]) =>
    String(path.reduce<unknown>((node, step) => (node as Record<PropertyKey, unknown>)[step], modules[key].data));

  /** The one mistake of a page's title, the field at `field`: the company name in it, else a length search results cut. */
  const titleProblem = (key: keyof Modules, field: PropertyKey[], title: string, path: string) => {
    const mistake = namedTwice(title, writtenAt(key, field), path) ?? tooLongTitle(title, path);
    if (mistake) problems.push(at(key, field, mistake));
  };

  /** A service's or product's own page, at `path`: its title and description as search results show them. */
  const searchResultProblems = (
    key: 'services' | 'products',
    index: number,
    page: { title: string; description: string },
    path: string,
  ) => {
    titleProblem(key, [key, index, 'page', 'title'], page.title, path);
    if (page.description.length > DESCRIPTION_MAX)
      problems.push(
        at(
          key,
          [key, index, 'page', 'description'],
          `is ${page.description.length} characters long once its {placeholders} are filled in, but search results show at most ${DESCRIPTION_MAX}. Shorten it.`,
        ),
      );
  };

  for (const [key, page] of Object.entries(content.pages)) {
    titleProblem('pages', [key, 'title'], page.title, page.path);
    if (page.description.length > DESCRIPTION_MAX)
      problems.push(
        at(
          'pages',
          [key, 'description'],
          `is ${page.description.length} characters long once its {placeholders} are filled in ("${page.description}"), but search results show at most ${DESCRIPTION_MAX}. Shorten it.`,
        ),
      );
  }

  const todayIso = dayOf(today);
  // A job page's title is its posting title in the jobs file's pageTitle: the name is in one of the two.
  const namedInPageTitle = !content.jobs.pageTitle.toLowerCase().includes(site.name.toLowerCase())
    ? undefined
    : content.jobs.jobs.find((job) => isOpen(job, today));
  if (namedInPageTitle) {
    const title = jobPageTitle(namedInPageTitle, content.jobs.pageTitle);
    titleProblem('jobs', ['pageTitle'], title, jobPath(content.pages.career.path, namedInPageTitle.slug));
  }
  for (const [index, job] of content.jobs.jobs.entries()) {
    // A closed job is not built: closedJobWarnings tells the editor.
    if (!isOpen(job, today)) continue;
    const title = jobPageTitle(job, content.jobs.pageTitle);
    if (!namedInPageTitle)
      titleProblem('jobs', ['jobs', index, 'postingTitle'], title, jobPath(content.pages.career.path, job.slug));
    if (job.datePosted > todayIso)
      problems.push(
        at(
          'jobs',
          ['jobs', index, 'datePosted'],
          `is "${job.datePosted}", a day still to come (today is ${todayIso}). Write the day the job is published: today, or an earlier day.`,
        ),
      );
  }

  const { services } = content;
  const cards = services.services;
  const cardSlugs = cards.map((card) => `"${card.slug}"`).join(', ');
  const detailed = cards.find((card) => card.slug === services.detail.service);
  if (!detailed)
    problems.push(
      at(
        'services',
        ['detail', 'service'],
        `is "${services.detail.service}", but no service card has that slug. Write the slug of the service the detail blocks explain: one of ${cardSlugs}.`,
      ),
    );
  // Each credential is said on the page of a service of this file (the WhatsApp API's, Bulk SMS's).
  for (const [key, { service }] of Object.entries(services.credentials))
    if (!cards.some((card) => card.slug === service))
      problems.push(
        at(
          'services',
          ['credentials', key, 'service'],
          `is "${service}", but no service card has that slug, so no page would say it. Write the slug of the service whose page should say it: one of ${cardSlugs}.`,
        ),
      );
  for (const [index, { slug, heading, page }] of cards.entries()) {
    if (slug === detailed?.slug) {
      if (page)
        problems.push(
          at(
            'services',
            ['services', index, 'page'],
            `is filled in, but "${heading}" is explained by the detail blocks of this file, at ${services.knowMore.href}, so its own page would never be shown. Remove this page, or name another service in "detail › service".`,
          ),
        );
    } else if (!page)
      problems.push(
        at(
          'services',
          ['services', index, 'slug'],
          `is "${slug}", but this service has no page of its own, so its "Know More" would lead nowhere. Fill in its "Page": a title, description, heading, intro and blocks.`,
        ),
      );
    else searchResultProblems('services', index, page, itemPath(content.pages.services.path, slug));
  }

  for (const [index, { slug, page }] of content.products.products.entries())
    searchResultProblems('products', index, page, itemPath(itemFolderOf('productPages'), slug));

  return problems;
}
