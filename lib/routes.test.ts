import { loadContent } from './content';
import { href, jobServedPaths, pageServedPaths, servedPaths, trail } from './routes';

const { pages, jobs } = loadContent();

describe('href', () => {
  it('gives a page the trailing slash the exported site serves it under', () => {
    expect(href('/')).toBe('/');
    expect(href('/about')).toBe('/about/');
    expect(href('/career/web-development/')).toBe('/career/web-development/');
  });

  it('keeps a section anchor after the slash, so a link still lands on its section', () => {
    expect(href('/career#career')).toBe('/career/#career');
    expect(href('/#about')).toBe('/#about');
  });
});

describe('the served pages the sitemap, the e2e tests and the bench walk', () => {
  it('are every page of the content and every job, each as the export serves it', () => {
    const pagePaths = Object.values(pages).map((page) => href(page.path));
    const jobPaths = jobs.jobs.map((job) => `${href(pages.career.path)}${job.slug}/`);
    expect(pageServedPaths).toEqual(pagePaths);
    expect(jobServedPaths).toEqual(jobPaths);
    expect([...servedPaths].sort()).toEqual([...pagePaths, ...jobPaths].sort());
  });
});

describe('trail', () => {
  it('leads from home down to a job page, and is empty for a path that is no page', () => {
    const job = jobs.jobs[0];
    expect(trail(`${pages.career.path}/${job.slug}`).map((step) => step.path)).toEqual([
      pages.home.path,
      pages.career.path,
      `${pages.career.path}/${job.slug}`,
    ]);
    expect(trail(pages.home.path).map((step) => step.path)).toEqual([pages.home.path]);
    expect(trail('/no-such-page')).toEqual([]);
  });
});
