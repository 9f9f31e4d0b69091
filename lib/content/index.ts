/**
 * The site's content, checked. Pages load content through loadContent(), never from content/ directly, so an
 * invalid content file stops the build with the editor-friendly report instead of shipping.
 */
import path from 'node:path';
import { checkContent, filesOnDisk } from './check';
import { contentModules } from './modules';
import { isOpen } from './open-jobs';
import { ContentError } from './problem';
import { type Content, publishedContent } from './published';

export type { Content };

const publicDir = path.join(process.cwd(), 'public');

let loaded: Content | undefined;

/** Checks every content file and returns the content; the first call checks, later calls reuse its result. */
export function loadContent(): Content {
  loaded ??= contentOf(contentModules, { today: new Date() });
  return loaded;
}

/**
 * The given content files checked, with every {placeholder} filled and every picture sized: the one way
 * content reaches a page. Jobs closed by `today` are left out (closedJobWarnings reports them), so nothing built
 * from the content offers them. Tests load edited content through it, on a date of their choosing.
 */
export function contentOf(modules: typeof contentModules, { today }: { today: Date }): Content {
  // Every rule, the published ones too: checked with every job in place, so each mistake is reported where the
  // file has it.
  const problems = checkContent(Object.values(modules), { publicDir, today });
  if (problems.length) throw new ContentError(problems);
  const content = publishedContent(modules, today, filesOnDisk({ publicDir }));
  return { ...content, jobs: { ...content.jobs, jobs: content.jobs.jobs.filter((job) => isOpen(job, today)) } };
}
