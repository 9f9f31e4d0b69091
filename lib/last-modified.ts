/** When each page last changed, for the sitemap: honest dates from git, never the time of the build. */
import { execFileSync } from 'node:child_process';
import { loadContent } from './content';
import type { PageKey } from './content/schema';
import { jobPath, servicePagePath } from './routes';

const { pages, jobs, servicePages } = loadContent();

/** Every page shows the header, footer and structured data made from these. */
const everyPage = [
  'content/site.ts',
  'content/pages.ts',
  'content/navigation.ts',
  'content/chrome.ts',
  'app/layout.tsx',
];

/** The content files and route file each page is built from (its sections' content, as app/<route>/page.tsx sets out). */
const sourcesOfPage: Record<PageKey, string[]> = {
  home: [
    'app/page.tsx',
    'content/home.ts',
    'content/services.ts',
    'content/about.ts',
    'content/jobs.ts',
    'content/products.ts',
    'content/contact.ts',
  ],
  about: ['app/about/page.tsx', 'content/about.ts', 'content/jobs.ts'],
  services: ['app/services/page.tsx', 'content/services.ts', 'content/about.ts'],
  serviceDetail: ['app/servicedetail/page.tsx', 'content/services.ts'],
  product: ['app/product/page.tsx', 'content/products.ts', 'content/contact.ts'],
  productDetail: ['app/productdetail/page.tsx', 'content/products.ts'],
  career: ['app/career/page.tsx', 'content/jobs.ts', 'content/products.ts'],
  contact: ['app/contact/page.tsx', 'content/contact.ts'],
  privacy: ['app/privacy/page.tsx', 'content/privacy.ts'],
};
const jobSources = ['app/career/[slug]/page.tsx', 'content/jobs.ts'];
const servicePageSources = ['app/services/[slug]/page.tsx', 'content/service-pages.ts', 'content/services.ts'];

/**
 * When a page last changed: the date of the last commit to the files it is built from. Undefined when git
 * cannot tell (no history in the build's copy), so the sitemap never claims a date it does not know.
 */
export function lastCommitDate(files: readonly string[]): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], { encoding: 'utf8' }).trim();
    return date || undefined;
  } catch {
    return undefined;
  }
}

/** The files a route is built from, by its path ("/contact", "/career/web-development"). */
export function sourcesOf(path: string): string[] {
  const key = (Object.keys(pages) as PageKey[]).find((candidate) => pages[candidate].path === path);
  const own = key
    ? sourcesOfPage[key]
    : jobs.jobs.some((job) => jobPath(job.slug) === path)
      ? jobSources
      : servicePages.some((page) => servicePagePath(page.slug) === path)
        ? servicePageSources
        : [];
  return [...own, ...everyPage];
}

/** When the page at `path` last changed, or undefined when git cannot tell. */
export const lastModifiedOf = (path: string) => lastCommitDate(sourcesOf(path));
