/**
 * The site's content, checked. Pages load content through loadContent(), never from content/ directly, so an
 * invalid content file stops the build with the editor-friendly report instead of shipping.
 */
import path from 'node:path';
import { checkContent, filesOnDisk } from './check';
import { contentModules } from './modules';
import { isOpen } from './open-jobs';
import { ContentError, sourcesIn } from './problem';
import { type Content, publishedContent } from './published';
import { launchProblems, samplesIn, withoutSamples } from './samples';

export type { Content };

const publicDir = path.join(process.cwd(), 'public');

/**
 * The Publish build (PUBLISH=true, as the Publish workflow builds): it stops while a required fact is still a
 * sample, leaves the optional samples out and shows no preview notice. Every other build is a preview: everything
 * in, and the notice counts the samples (lib/content/samples).
 */
export const publishing = process.env.PUBLISH === 'true';

let loaded: Content | undefined;

/** Checks every content file and returns the content; the first call checks, later calls reuse its result. */
export function loadContent(): Content {
  loaded ??= contentOf(contentModules, { today: new Date(), publish: publishing });
  return loaded;
}

/** How many facts of this build are still samples: none in the Publish build, which leaves them out. */
export function samplesShown(): number {
  return publishing ? 0 : samplesIn(dataByName(contentModules)).length;
}

const dataByName = (modules: typeof contentModules) =>
  Object.fromEntries(Object.values(modules).map((module) => [module.contentName, module.data]));

/**
 * The given content files checked, with every {placeholder} filled and every picture sized: the one way
 * content reaches a page. Jobs closed by `today` are left out (closedJobWarnings reports them), so nothing built
 * from the content offers them; to publish, every required fact must be confirmed, and optional samples are left
 * out. Tests load edited content through it, on a date of their choosing.
 */
export function contentOf(
  modules: typeof contentModules,
  { today, publish = false }: { today: Date; publish?: boolean },
): Content {
  // Every rule, the published ones too: checked with every job in place, so each mistake is reported where the
  // file has it.
  const problems = checkContent(Object.values(modules), { publicDir, today });
  if (problems.length) throw new ContentError(problems);
  if (publish) {
    const { required } = launchProblems(Object.values(modules), sourcesIn(process.cwd()));
    if (required.length) throw new ContentError(required);
  }
  const all = publishedContent(modules, today, filesOnDisk({ publicDir }));
  const content = publish ? withoutSamples(all) : all;
  return { ...content, jobs: { ...content.jobs, jobs: content.jobs.jobs.filter((job) => isOpen(job, today)) } };
}
