/**
 * Checks the content files and reports every mistake at once, in words a content editor can act on:
 * the file, the item (by its title) and the field, what is wrong and what to write instead.
 */
import { type Dirent, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type PictureFormat, pictureFormats, pictureOf } from '../image-size';
import { itemPath } from '../routes/paths';
import {
  type ItemRouteKey,
  itemFolderOf,
  itemRouteOf,
  itemRoutes,
  pageKeys,
  pageRoutes,
  ROUTES_FOLDER,
  registeredRouteFiles,
  routeFileOf,
} from '../routes/registry';
import { sectionIds } from '../sections';
import { svgDanger, UNREADABLE_SVG } from '../svg-safety';
import { gstinStateMistake } from './buyer-facts';
import { proofProblems, slugsIn } from './check-proof';
import { editorErrors } from './messages';
import { isOpen } from './open-jobs';
import {
  type ContentModule,
  itemLabel,
  itemNouns,
  type Path,
  type Problem,
  problem,
  type RuleInput,
  type SiteFiles,
  type Sources,
  sourcesIn,
  valuesIn,
} from './problem';
import { publishedContentProblems } from './published';
import { futureDateProblems } from './samples';
import { imagePath, siteSchema } from './schema';
import { INVISIBLE } from './source';

export type CheckOptions = {
  /** Folder that /images/... paths are resolved against. */
  publicDir: string;
  /** Folder of the route files the pages' addresses are checked against; the working directory's app/ unless given. */
  appDir?: string;
  /** Folder the modules' files are named from; the working directory unless given. */
  rootDir?: string;
  /** The day of the build, which decides the jobs still open (and so their pages); today unless given. */
  today?: Date;
};

/** One mistake by where it is in the data (the form editor shows it on that field), before it is placed in the file. */
export type Mistake = { at: Path; message: string; key?: string };

export function schemaMistakes(module: Pick<ContentModule, 'schema' | 'data'>): Mistake[] {
  const result = module.schema.safeParse(module.data, { error: editorErrors });
  if (result.success) return [];
  // A value that is not what its field needs at all (the wrong kind, empty, not a web address) is one mistake:
  // zod goes on checking it, and the further complaints of rules that read it counted one mistake twice
  // ("8 mistakes" for 5). Only a value that passed those checks has each of its other mistakes reported (two
  // blanks missing from one text are two).
  const where = (issue: (typeof result.error.issues)[number]) =>
    JSON.stringify(issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path);
  const basic = new Map<string, (typeof result.error.issues)[number]>();
  for (const issue of result.error.issues) {
    const first = basic.get(where(issue));
    if (issue.code !== 'custom' && (!first || (issue.code === 'invalid_type' && first.code !== 'invalid_type')))
      basic.set(where(issue), issue);
  }
  const reported = new Set<string>();
  const byValue = result.error.issues.filter((issue) => {
    const first = basic.get(where(issue));
    const key = `${where(issue)}${issue.message}`;
    if ((first && first !== issue) || reported.has(key)) return false;
    reported.add(key);
    return true;
  });
  return byValue.map((issue) => ({
    at: issue.path,
    message: issue.message,
    key: issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined,
  }));
}

/** A picture heavier than this costs a visitor on a slow phone connection seconds: the whole page weighs less. */
export const MAX_PICTURE_KB = 300;

/**
 * Wider or taller than this, a picture (other than an SVG, which has no pixels) holds more than any screen shows
 * of it here: twice the widest place the site shows a picture in, for sharp phone screens.
 */
export const MAX_PICTURE_PX = 2000;

/** The file a picture path names, or why it cannot be used; only for paths the schema accepts (all in lowercase). */
function pictureProblem(src: string, files: SiteFiles): string | undefined {
  const folder = src.slice(0, src.lastIndexOf('/'));
  const name = src.slice(src.lastIndexOf('/') + 1);
  const there = files.namesIn(folder);
  if (!there.includes(name)) {
    // Windows and macOS ignore capitals in file names; the web server does not.
    const lookalike = there.find((other) => other.toLowerCase() === name);
    const folderName = `public${folder}/`;
    return lookalike
      ? `points to "${src}", but the file in ${folderName} is called "${lookalike}". Rename the file to "${name}": names must match exactly, in lowercase.`
      : `points to "${src}", but there is no such file in ${folderName}. Add the picture there or correct the path.`;
  }
  return pictureFileProblem(src, files.bytesOf(src));
}

/** Why a picture's file cannot be used as `src`, read from its bytes: its format, its size, its weight, its content. */
export function pictureFileProblem(src: string, bytes: Buffer): string | undefined {
  const picture = pictureOf(bytes);
  // No node:path here: the browser editor runs this check too, on the field's value as typed. A path with no
  // ending, or a dot only in a folder, promises no format, read either way.
  const promised = pictureFormats[src.slice(src.lastIndexOf('.'))];
  if (!picture.format)
    return `points to "${src}", but that file is not a picture this site can show. Save it again as PNG, JPEG, WebP, AVIF, GIF or SVG.`;
  if (picture.format !== promised) {
    // Every format a picture can be read as has an ending.
    const ending = endingOf(picture.format);
    const renamed = `${src.slice(0, src.lastIndexOf('.'))}${ending}`;
    return `points to "${src}", a file whose name says ${promised} but which is really ${picture.format === 'SVG' ? 'an' : 'a'} ${picture.format} picture. Rename the file to "${renamed.slice(renamed.lastIndexOf('/') + 1)}" and write "${renamed}" here, or save the picture again as a real ${promised}.`;
  }
  const refusal = picture.format === 'SVG' ? svgRefusal(bytes) : undefined;
  if (refusal) return `points to "${src}", ${refusal}`;
  if (!picture.size)
    return `points to "${src}", but the width and height of that picture cannot be read. Save it again as a PNG, or as an SVG with a viewBox.`;
  const { width, height } = picture.size;
  const kb = Math.ceil(bytes.length / 1024);
  if (kb > MAX_PICTURE_KB)
    return `points to "${src}", a picture of ${kb} KB (${width}x${height} pixels), too heavy for a visitor on a phone connection. Save it again at most 1600 pixels wide, as JPEG or WebP at about 80% quality, so it is under ${MAX_PICTURE_KB} KB.`;
  // A picture of thousands of pixels is downloaded whole by every visitor, however small it is shown.
  if (picture.format !== 'SVG' && (width > MAX_PICTURE_PX || height > MAX_PICTURE_PX))
    return `points to "${src}", a picture of ${width}x${height} pixels, far more than a screen shows of it: every visitor would download all of it. Save it again at most 1600 pixels wide (and at most ${MAX_PICTURE_PX} pixels high), as JPEG or WebP at about 80% quality.`;
  return undefined;
}

/** The file name ending of a picture format (the first, for JPEG's two). */
const endingOf = (format: PictureFormat) =>
  Object.keys(pictureFormats).find((key) => pictureFormats[key] === format) as string;

/**
 * Why an SVG cannot be published, by lib/svg-safety.ts's allow-list (the editor's upload runs the same); undefined
 * when it can. An SVG is a document: opened on its own it could run script on the site's address.
 */
function svgRefusal(bytes: Buffer): string | undefined {
  const danger = svgDanger(bytes.toString('utf8'));
  if (!danger) return undefined;
  if (danger === UNREADABLE_SVG)
    return 'an SVG file a browser cannot show as a picture: its code has a mistake (it is not well-formed XML), or it does not start with <svg xmlns="http://www.w3.org/2000/svg">. Save the picture again from the drawing program as a plain SVG, or as a PNG.';
  return `an SVG picture with ${danger} in it, which could run code or load from another site when someone opens the picture on its own. Remove it: save the picture again from the drawing program as a plain SVG (no scripts, links or embedded pages), or as a PNG, and keep it in public/images/.`;
}

/**
 * Every file under public/images/ is published, whether content names it or not (the editor's Media page, a
 * hand-made commit): each must be, by its bytes, a picture of a format the site takes, with a picture's ending (a
 * server sends a file as the type its ending says: SVG in a .html would be a page), and every SVG, whatever its
 * ending, must pass the allow-list. The pictures content names are checked at their field.
 */
function pictureFolderProblems(modules: readonly ContentModule[], files: SiteFiles): Problem[] {
  const named = picturesNamed(modules);
  const found: Problem[] = [];
  for (const src of files.imageFiles) {
    if (named.has(src)) continue;
    const bytes = files.bytesOf(src);
    const picture = pictureOf(bytes);
    const promised = pictureFormats[src.slice(src.lastIndexOf('.')).toLowerCase()];
    const mistake = !picture.format
      ? 'is not a picture this site can show, and every file in public/images/ is published on the site. Delete it, or save it again as PNG, JPEG, WebP, AVIF, GIF or SVG.'
      : !promised
        ? `is ${picture.format === 'SVG' ? 'an' : 'a'} ${picture.format} picture whose name does not end as a picture's does, and a server sends a file as what its ending says. Rename it to end in ${endingOf(picture.format)}.`
        : picture.format === 'SVG'
          ? svgRefusal(bytes)?.replace(/^an SVG/, 'is an SVG')
          : undefined;
    if (mistake) found.push({ file: `public${src}`, line: 1, column: 1, message: mistake });
  }
  return found;
}

function imageProblems(module: ContentModule, sources: Sources, files: SiteFiles): Problem[] {
  return valuesIn(module.data).flatMap(({ value, at }) => {
    if (at[at.length - 1] !== 'src' || typeof value !== 'string' || !imagePath.test(value)) return [];
    const mistake = pictureProblem(value, files);
    return mistake ? [problem(module, sources, at, mistake)] : [];
  });
}

/** An HTML tag or character code in copy: the page shows text exactly as written, so visitors would see it. */
const MARKUP = /<\/?([a-z][a-z0-9]*)\b[^<>]*>|&(#\d+|#x[\da-f]+|[a-z]+);/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function markupProblems(module: ContentModule, sources: Sources): Problem[] {
  return valuesIn(module.data).flatMap(({ value, at }) => {
    const match = typeof value === 'string' ? MARKUP.exec(value) : null;
    if (!match) return [];
    const [written, tag, entity] = match;
    let advice: string;
    if (entity !== undefined)
      advice =
        entity.toLowerCase() === 'nbsp'
          ? 'Write a plain space instead.'
          : `Write the character itself instead${ENTITIES[entity.toLowerCase()] ? `: ${ENTITIES[entity.toLowerCase()]}` : ''}.`;
    else if (tag.toLowerCase() === 'br' || tag.toLowerCase() === 'p')
      advice = `A line break cannot be written in a text: remove ${written}${typeof at[at.length - 1] === 'number' ? ', and start a new item of the list instead' : ''}.`;
    else
      advice = `Remove ${written.startsWith('</') ? written : `${written} and </${tag}>`}: the site sets how text looks, and emphasis cannot be written in content.`;
    return [
      problem(
        module,
        sources,
        at,
        `has ${written} in it, which visitors would see exactly as written: the page shows text, not HTML. ${advice}`,
      ),
    ];
  });
}

/** Values read by machines (a link, a phone number, a page's name), where even a no-break space breaks them. */
const EXACT_FIELDS = new Set([
  'slug',
  'url',
  'href',
  'src',
  'phone',
  'email',
  'embedUrl',
  'linkUrl',
  'applicationFormUrl',
  'path',
  'postalCode',
  'countryCode',
  'profiles',
  'datePosted',
  'validThrough',
]);
/** Shown in copy as a space or nothing, and harmless there; anywhere in an exact value, a mistake. */
const HARMLESS_IN_COPY = new Set(['\u00a0', '\u202f', '\u200c', '\u200d']);

function invisibleCharacterMistakes(data: unknown): Mistake[] {
  return valuesIn(data).flatMap(({ value, at }) => {
    if (typeof value !== 'string') return [];
    const exact = at.some((step) => EXACT_FIELDS.has(String(step)));
    const index = [...value].findIndex((char) => INVISIBLE[char] && (exact || !HARMLESS_IN_COPY.has(char)));
    if (index < 0) return [];
    const chars = [...value];
    const before = chars.slice(Math.max(0, index - 12), index).join('');
    const where = before ? `just after "${before}"` : 'at its very start';
    return [
      {
        at,
        message: `has an invisible character ${where} (${INVISIBLE[chars[index]]}), copied along with pasted text${exact ? ': this value must be exact, and it breaks it' : ''}. Type the value again by hand, or delete the character: put the cursor ${before ? `just after "${before}"` : 'at the very start of the text'} and press Delete once.`,
      },
    ];
  });
}

/**
 * The office's address and its map agree: when the office moves, the address, the map's two addresses and the
 * coordinates (geo) must all move with it. Each map address must name the street (its last part, such as
 * "118 Avinashi Road") and the postal code; coordinates cannot be checked without a map service, so the message
 * names them too.
 */
function officeProblems(module: ContentModule, sources: Sources): Problem[] {
  // Only the site's data has an office; an address or map the schema refuses (a 5-digit PIN code, a space in an
  // address) is reported there, once.
  const office = z.object({ address: siteSchema.shape.address, map: siteSchema.shape.map }).safeParse(module.data);
  if (!office.success) return [];
  const { address, map } = office.data;
  // Spaces and commas are written in many ways in a map's address ("118, Avinashi Road", "641 004"): left out.
  const squeeze = (text: string) => text.toLowerCase().replace(/[\s,]/g, '');
  const road = address.street.slice(address.street.lastIndexOf(',') + 1).trim();
  const written = `${road}, ${address.locality}, ${address.city} ${address.postalCode}`;
  const found: Problem[] = [];
  const plussed = written.replace(/\s+/g, '+');
  for (const [key, param, form] of [
    ['embedUrl', 'q', `https://www.google.com/maps?q=${plussed}&output=embed`],
    ['linkUrl', 'query', `https://www.google.com/maps/search/?api=1&query=${plussed}`],
  ] as const) {
    const place = new URL(map[key]).searchParams.get(param);
    if (place && squeeze(place).includes(squeeze(road)) && squeeze(place).includes(address.postalCode)) continue;
    found.push(
      problem(
        module,
        sources,
        ['map', key],
        place
          ? `shows the map at "${place}", but the office's address is ${written}. If the office moved, write its new address after ${param}= with + between words (${plussed}), and change geo to the new office's latitude and longitude.`
          : `names no place after ${param}=, so the map cannot be checked against the office's address. Write this address instead: ${form}`,
      ),
    );
  }
  // A GSTIN is registered state by state: the office's must be of the state its address names.
  const gstin = siteSchema.shape.gstin.safeParse((module.data as { gstin?: unknown }).gstin);
  const otherState = gstin.success && gstin.data && gstinStateMistake(gstin.data, address.region);
  if (otherState) found.push(problem(module, sources, ['gstin'], otherState));
  return found;
}

/**
 * The fields an item of a list is named by, on the site and in the form's list (its heading, its title): two items
 * of one list named alike could not be told apart, by a visitor or in the editor. Opening-hours lines ("days") have
 * their own rule, which names the day given twice.
 */
const NAME_FIELDS = ['title', 'heading', 'label', 'name'] as const;

/**
 * Items of one list that share a slug (their address), or a name (compared without capitals and spaces at its ends):
 * each later one is refused on that field. `rootNoun` names the items of a file that is itself a list (the menu).
 */
export function duplicateMistakes(data: unknown, rootNoun = 'item'): Mistake[] {
  const found: Mistake[] = [];
  for (const { value, at } of valuesIn(data)) {
    if (!Array.isArray(value)) continue;
    const noun = at.length ? (itemNouns[String(at[at.length - 1])] ?? 'item') : rootNoun;
    const seen = new Map<string, unknown>();
    const named = new Map<string, number>();
    value.forEach((item, i) => {
      const slug = (item as { slug?: unknown } | null)?.slug;
      if (typeof slug !== 'string') return;
      const first = seen.get(slug);
      if (first !== undefined)
        found.push({
          at: [...at, i, 'slug'],
          message: `is "${slug}", which ${noun} "${itemLabel(first)}" already uses. Each ${noun} needs its own.`,
        });
      else seen.set(slug, item);
    });
    value.forEach((item, i) => {
      const field = NAME_FIELDS.find((key) => typeof (item as Record<string, unknown> | null)?.[key] === 'string');
      const name = field && String((item as Record<string, unknown>)[field]);
      if (!field || !name?.trim()) return;
      const key = `${field}\n${name.trim().toLowerCase()}`;
      const first = named.get(key);
      if (first !== undefined)
        found.push({
          at: [...at, i, field],
          message: `is "${name.trim()}", the same as ${noun} ${first + 1}'s ${field}. Give each ${noun} its own ${field}, so they can be told apart.`,
        });
      else named.set(key, i);
    });
  }
  return found;
}

/**
 * The pages the specification's menu always reaches (spec.md: Home, About, Service with the service details, Product
 * with Product Details, Career, Contact): an editor may rename an item or reorder the menu, not remove one.
 */
const SPEC_MENU_PAGES = [
  'home',
  'about',
  'services',
  'serviceDetail',
  'product',
  'productDetail',
  'career',
  'contact',
] as const;

function menuProblems(module: ContentModule, sources: Sources, routes: readonly string[]): Problem[] {
  if (module.contentName !== 'navigation' || !module.schema.safeParse(module.data).success) return [];
  const pageOf = (href: string) => href.split('#')[0].replace(/(.)\/$/, '$1');
  const reached = (module.data as { href: string; children?: { href: string }[] }[])
    .flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)])
    .map(pageOf);
  // A link to no page is reported as such (linkProblems): it is a typo, not an item taken out.
  if (reached.some((page) => !routes.includes(page))) return [];
  return SPEC_MENU_PAGES.filter((key) => !reached.includes(pageRoutes[key].route)).map((key) =>
    problem(
      module,
      sources,
      [],
      `has no item for the page at "${pageRoutes[key].route}", which the site's specification keeps in the menu. Add it back (undo the change that removed it); you may rename it.`,
    ),
  );
}

function linkProblems(module: ContentModule, sources: Sources, routes: readonly string[]): Problem[] {
  const anchors = new Set<string>(Object.values(sectionIds));
  return valuesIn(module.data).flatMap(({ value, at }) => {
    if (at[at.length - 1] !== 'href' || typeof value !== 'string' || !value.startsWith('/')) return [];
    const [page, anchor] = value.split('#');
    const route = page.length > 1 ? page.replace(/\/$/, '') : page;
    const mistake = !routes.includes(route)
      ? `links to "${value}", which is not a page of this site. Use one of: ${[...new Set(routes)].join(', ')}.`
      : anchor !== undefined && !anchors.has(anchor)
        ? `jumps to "#${anchor}", which is no section of the site. Use one of: ${[...anchors].map((a) => `#${a}`).join(', ')}.`
        : undefined;
    return mistake ? [problem(module, sources, at, mistake)] : [];
  });
}

/**
 * The site's page addresses (without a trailing slash): the registry's pages, and the pages of the open jobs,
 * service pages and product pages of the content being checked, so links are checked against what the site will
 * be built with: a job past its closing date has no page. Items are read leniently: one whose slug is not text
 * adds nothing, and its own mistake is reported by the schema.
 */
function pageAddresses(modules: readonly ContentModule[], today: Date): string[] {
  const dataOf = (file: string) => modules.find((module) => module.file === file)?.data;
  const under = (kind: ItemRouteKey, list: unknown) => slugsIn(list).map((slug) => itemPath(itemFolderOf(kind), slug));
  const jobs = (dataOf('content/jobs.yaml') as { jobs?: unknown } | undefined)?.jobs;
  const openJobs = Array.isArray(jobs)
    ? jobs.filter((job) => {
        const validThrough = (job as { validThrough?: unknown } | null)?.validThrough;
        return typeof validThrough !== 'string' || isOpen({ validThrough }, today);
      })
    : jobs;
  const services = (dataOf('content/services.yaml') as { services?: unknown } | undefined)?.services;
  const servicesWithPages = Array.isArray(services)
    ? services.filter((card) => (card as { page?: unknown } | null)?.page)
    : services;
  return [
    ...pageKeys.map((key) => pageRoutes[key].route),
    ...under('jobs', openJobs),
    ...under('servicePages', servicesWithPages),
    // Every product has its own page.
    ...under('productPages', (dataOf('content/products.yaml') as { products?: unknown } | undefined)?.products),
  ];
}

/**
 * The pages of content/pages.yaml, lib/routes/registry.ts and the route files under app/ must agree: a page path
 * with no route file behind it would be linked, listed in the sitemap and given a canonical address that all lead
 * nowhere, and a route file the registry does not list would be built with no title, breadcrumbs or sitemap entry.
 */
function routeProblems(modules: readonly ContentModule[], sources: Sources, files: SiteFiles): Problem[] {
  const found: Problem[] = [];
  const present = files.routeFiles;
  const registered = registeredRouteFiles();
  for (const file of present)
    if (!registered.includes(file))
      found.push({
        file,
        line: 1,
        column: 1,
        message: `builds a page that lib/routes/registry.ts does not list, so it would have no entry in content/pages.yaml, no title, breadcrumbs or sitemap entry. Add the page to lib/routes/registry.ts and content/pages.yaml, or delete this file.`,
      });
  const registry = 'lib/routes/registry.ts';
  const { registryLines } = files;
  // The line naming the route, e.g. "privacy: { route: '/privacy', ..." or the per-item kind "jobs: { parent: ...".
  const lineOf = (file: string) => {
    // Every registered file is <ROUTES_FOLDER><route>/page.tsx.
    const route = file.slice(ROUTES_FOLDER.length, -'/page.tsx'.length);
    const item = (Object.keys(itemRoutes) as ItemRouteKey[]).find((kind) => itemRouteOf(kind) === route);
    const needle = item ? `${item}: {` : `route: '${route || '/'}'`;
    return registryLines.findIndex((line) => line.includes(needle)) + 1 || 1;
  };
  for (const file of registered)
    if (!present.includes(file))
      found.push({
        file: registry,
        line: lineOf(file),
        column: 1,
        message: `lists a page built by ${file}, but there is no such file, so the page would be linked but never built. Add ${file}, or remove the page from lib/routes/registry.ts and content/pages.yaml.`,
      });
  // Routes are checked with the pages file (checkContentWith), which may hold anything: the schema says what.
  const pagesModule = modules.find((module) => module.file === 'content/pages.yaml');
  if (!pagesModule) return found;
  const pages = pagesModule.data as Record<string, { path?: unknown } | null | undefined> | null;
  for (const key of pageKeys) {
    const written = pages?.[key]?.path;
    const { route } = pageRoutes[key];
    // A missing path or one that is no page address at all (a space at its end too) is reported by the schema.
    if (typeof written !== 'string' || written === route || !written.startsWith('/') || written !== written.trim())
      continue;
    found.push(
      problem(
        pagesModule,
        sources,
        [key, 'path'],
        `is "${written}", but this page is built at "${route}" (by ${routeFileOf(route)}), so every link, the sitemap and search engines would send visitors to "${written}", where there is no page. Write "${route}". Moving a page to a new address is a developer's change: its folder under app/ and lib/routes/registry.ts move with it.`,
      ),
    );
  }
  return found;
}

/**
 * One rule of the content check: on each content file (`each`), across the files (`across`), or, once every file
 * passes those, on the content as it is published (`published`, which needs every file, parsed and filled in).
 */
export type Rule =
  | { each: (module: ContentModule, input: RuleInput) => Problem[] }
  | { across: (input: RuleInput) => Problem[] }
  | { published: (input: RuleInput) => Problem[] };

/**
 * Every rule of the content check, by name: what `npm run check:content`, the build and the browser editor's save
 * all run (through checkContentWith), so nothing the save accepts fails the build. A rule added here needs its
 * case in lib/cms/checks.test.ts, which proves the save refuses each.
 */
export const contentRules = {
  schema: {
    each: (module, { sources }) => {
      // An invisible character is the cause of any other complaint about its value, which would only puzzle.
      const explained = new Set(invisibleCharacterMistakes(module.data).map(({ at }) => JSON.stringify(at)));
      return schemaMistakes(module)
        .filter(({ at }) => !explained.has(JSON.stringify(at)))
        .map(({ at, message, key }) => problem(module, sources, at, message, key));
    },
  },
  invisibleCharacters: {
    each: (module, { sources }) =>
      invisibleCharacterMistakes(module.data).map(({ at, message }) => problem(module, sources, at, message)),
  },
  markup: { each: (module, { sources }) => markupProblems(module, sources) },
  officeAndMap: { each: (module, { sources }) => officeProblems(module, sources) },
  pictures: { each: (module, { sources, files }) => imageProblems(module, sources, files) },
  pictureFiles: { across: ({ modules, files }) => pictureFolderProblems(modules, files) },
  duplicates: {
    each: (module, { sources }) =>
      duplicateMistakes(module.data, module.itemNoun).map(({ at, message }) => problem(module, sources, at, message)),
  },
  specMenu: { each: (module, { sources, routes }) => (routes ? menuProblems(module, sources, routes) : []) },
  links: { each: (module, { sources, routes }) => (routes ? linkProblems(module, sources, routes) : []) },
  routes: {
    across: ({ modules, sources, files, routes }) => (routes ? routeProblems(modules, sources, files) : []),
  },
  proof: { across: ({ modules, sources }) => proofProblems(modules, sources) },
  futureDates: { across: ({ modules, sources, today }) => futureDateProblems(modules, sources, today) },
  published: { published: (input) => publishedContentProblems(input) },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof contentRules;

/** Every file under public/images/ on disk, by its path ("/images/products/crm.svg"). */
const imageFilesIn = (publicDir: string) =>
  existsSync(path.join(publicDir, 'images'))
    ? (readdirSync(path.join(publicDir, 'images'), { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((entry) => !entry.isDirectory())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`)
        .sort()
    : [];

/** The pictures under public/ and the route files under app/ as they are on disk. */
export function filesOnDisk({
  publicDir,
  appDir = path.join(process.cwd(), 'app'),
}: Pick<CheckOptions, 'publicDir' | 'appDir'>): SiteFiles {
  const registry = 'lib/routes/registry.ts';
  return {
    namesIn: (folder) => {
      const dir = path.join(publicDir, folder);
      // Stryker disable next-line ArrayDeclaration: a folder that is not there holds no file of any name.
      return existsSync(dir) ? readdirSync(dir) : [];
    },
    bytesOf: (src) => readFileSync(path.join(publicDir, src)),
    imageFiles: imageFilesIn(publicDir),
    routeFiles: existsSync(appDir)
      ? (readdirSync(appDir, { recursive: true, encoding: 'utf8' }) as string[])
          .map((entry) => entry.split(path.sep).join('/'))
          .filter((entry) => entry === 'page.tsx' || entry.endsWith('/page.tsx'))
          .map((entry) => `app/${entry}`)
          .sort()
      : [],
    registryLines: existsSync(registry) ? readFileSync(registry, 'utf8').split('\n') : [],
  };
}

/** Every mistake in the given content modules, read with the files on disk; an empty list means the content is fine. */
export function checkContent(modules: readonly ContentModule[], options: CheckOptions): Problem[] {
  return checkContentWith(modules, {
    sources: sourcesIn(options.rootDir ?? process.cwd()),
    files: filesOnDisk(options),
    today: options.today ?? new Date(),
  });
}

/** Every rule of contentRules on the given modules, with the site's files as `files` has them (on disk, or in the editor). */
export function checkContentWith(
  modules: readonly ContentModule[],
  { sources, files, today }: Omit<RuleInput, 'modules' | 'routes'>,
): Problem[] {
  // Links and route files are checked with the pages file; a test may check other files alone.
  const pagesChecked = modules.some((module) => module.file === 'content/pages.yaml');
  const input: RuleInput = {
    modules,
    sources,
    files,
    today,
    routes: pagesChecked ? pageAddresses(modules, today) : undefined,
  };
  const rules: Rule[] = Object.values(contentRules);
  const found = [
    ...modules.flatMap((module) => rules.flatMap((rule) => ('each' in rule ? rule.each(module, input) : []))),
    ...rules.flatMap((rule) => ('across' in rule ? rule.across(input) : [])),
  ];
  if (found.length) return found;
  return rules.flatMap((rule) => ('published' in rule ? rule.published(input) : []));
}

/** Every picture path the content names, such as "/images/logo.svg". */
export function picturesNamed(modules: readonly ContentModule[]): Set<unknown> {
  // A value that is not text names no picture file, and the schema reports it.
  const named = modules.flatMap((module) => valuesIn(module.data).filter(({ at }) => at[at.length - 1] === 'src'));
  return new Set(named.map(({ value }) => value));
}

/** Pictures in public/images that no content names: left behind after a replacement, and still published. */
export function unusedPictures(modules: readonly ContentModule[], publicDir: string): string[] {
  const named = picturesNamed(modules);
  return imageFilesIn(publicDir).filter((src) => pictureFormats[path.extname(src).toLowerCase()] && !named.has(src));
}
