/**
 * Rules that only the loaded content can be held to, because they need several files, the facts filled in,
 * the pictures' real sizes or today's date: what search engines are shown, and jobs that have closed.
 */
import { jobPath } from '../routes/paths';
import { fillTemplate } from '../template';
import { type Problem, problem, sourcesIn } from './check';
import type { contentModules } from './modules';

/** Search results show about 60 characters of a title; longer ones are cut off. */
export const TITLE_MAX = 60;
/** Search results show about 160 characters of a description. */
export const DESCRIPTION_MAX = 160;
/** Google's smallest logo for structured data. */
export const LOGO_MIN_PX = 112;

/** The title a page gets in search results: the home page leads with the company name, others end with it. */
export function searchTitle(title: string, path: string, siteName: string): string {
  return path === '/' ? `${siteName}: ${title}` : `${title} | ${siteName}`;
}

/** A job page's own title (before the company name is added), from the jobs file's pageTitle, e.g. "{title} Job". */
export const jobPageTitle = (job: { postingTitle: string }, pageTitle: string) =>
  fillTemplate(pageTitle, { title: job.postingTitle });

type Modules = typeof contentModules;
type Page = { path: string; title: string; description: string };
type Published = {
  site: { name: string; searchEngineLogo: { src: string; width: number; height: number } };
  pages: Record<string, Page>;
  jobs: { pageTitle: string; jobs: { slug: string; postingTitle: string; datePosted: string; validThrough: string }[] };
};

/** Every mistake in the loaded content; `today` is the build's date, given so that tests can choose it. */
export function publishedProblems(modules: Modules, content: Published, today: Date): Problem[] {
  const sources = sourcesIn(process.cwd());
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

  for (const [key, page] of Object.entries(content.pages)) {
    const title = tooLongTitle(page.title, page.path);
    if (title) problems.push(at('pages', [key, 'title'], title));
    if (page.description.length > DESCRIPTION_MAX)
      problems.push(
        at(
          'pages',
          [key, 'description'],
          `is ${page.description.length} characters long once its {placeholders} are filled in ("${page.description}"), but search results show at most ${DESCRIPTION_MAX}. Shorten it.`,
        ),
      );
  }

  const todayIso = today.toISOString().slice(0, 10);
  for (const [index, job] of content.jobs.jobs.entries()) {
    const title = tooLongTitle(jobPageTitle(job, content.jobs.pageTitle), jobPath(content.pages.career.path, job.slug));
    if (title) problems.push(at('jobs', ['jobs', index, 'postingTitle'], title));
    if (job.datePosted > todayIso)
      problems.push(
        at(
          'jobs',
          ['jobs', index, 'datePosted'],
          `is "${job.datePosted}", a day still to come (today is ${todayIso}). Write the day the job is published: today, or an earlier day.`,
        ),
      );
    if (job.validThrough < todayIso)
      problems.push(
        at(
          'jobs',
          ['jobs', index, 'validThrough'],
          `is "${job.validThrough}", a date that has passed (today is ${todayIso}), so the job is closed. If it is still open, write a later date; if not, remove the job. Search engines rank a site down for closed jobs left online.`,
        ),
      );
  }

  const logo = site.searchEngineLogo;
  if (logo.width < LOGO_MIN_PX || logo.height < LOGO_MIN_PX)
    problems.push(
      at(
        'site',
        ['searchEngineLogo', 'src'],
        `points to a picture of ${logo.width}x${logo.height} pixels, but search engines need a logo of at least ${LOGO_MIN_PX}x${LOGO_MIN_PX}. Save a larger PNG.`,
      ),
    );
  return problems;
}
