/** The site's pages as the export serves them, from the same content the site is built from. */

import { href, jobPath } from '../lib/routes';
import { jobs, pages } from './content';

/** The eight routes of the specification, e.g. "/", "/about/". */
export const specRoutes = Object.values(pages).map((page) => href(page.path));

/** Every job's own page, e.g. "/career/web-development/". */
export const jobRoutes = jobs.jobs.map((job) => href(jobPath(job.slug)));

export const allRoutes = [...specRoutes, ...jobRoutes];
