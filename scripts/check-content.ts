/** `npm run check:content`: checks every content file in a second or two, without building the site. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentFolderProblems } from '../lib/content/files';
import { ContentError, type ContentModule, type Problem } from '../lib/content/problem';
import { reportLines } from '../lib/content/report';

const onGitHub = process.env.GITHUB_ACTIONS === 'true';

/** The content modules, or a report of every slip that keeps a file from being read (lib/content/source). */
async function load(): Promise<ContentModule[] | undefined> {
  try {
    return Object.values((await import('../lib/content/modules')).contentModules);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Reported file by file, in the order of their names.
    const slips = [...error.problems].sort((a, b) => a.file.localeCompare(b.file));
    const files = new Set(slips.map((slip) => slip.file)).size;
    console.error(
      `\n${files === 1 ? 'A content file' : `${files} content files`} cannot be read, so nothing was checked or built.\n`,
    );
    for (const slip of slips) {
      console.error(reportLines('error', [slip], onGitHub).join('\n'));
      const text = readFileSync(slip.file, 'utf8').split('\n')[slip.line - 1]?.trim();
      if (text) console.error(`      line ${slip.line}: ${text}`);
    }
    console.error(
      '\nFix each one, then run "npm run check:content" again. "What each message means" in CONTENT.md explains every message.\n',
    );
    return undefined;
  }
}

/** The whole check on the project in the working folder: what it finds is printed, and the exit code returned. */
export async function checkContent(): Promise<number> {
  // A renamed file or one that is not YAML would stop the loading below with less to go on: said plainly first.
  const misplaced = contentFolderProblems(process.cwd());
  if (misplaced.length) {
    console.error('\nThe content files are not as the site expects them, so nothing was checked or built.\n');
    console.error(reportLines('error', misplaced, onGitHub).join('\n'));
    console.error('\nFix each one, then run "npm run check:content" again.\n');
    return 1;
  }
  const modules = await load();
  if (!modules) return 1;
  const { unusedPictures } = await import('../lib/content/check');
  const publicDir = path.join(process.cwd(), 'public');
  const unused = unusedPictures(modules, publicDir).map(
    (src): Problem => ({
      file: `public${src}`,
      line: 1,
      column: 1,
      message:
        'This picture is not used by any content file, but is still published with the site. Delete it if it is no longer needed.',
    }),
  );
  if (unused.length) {
    console.warn(
      `\n${unused.length} picture${unused.length === 1 ? ' is' : 's are'} not used (a warning: the build goes on):\n`,
    );
    console.warn(reportLines('warning', unused, onGitHub).join('\n'));
  }
  // The same load the build makes, so what only loaded content shows (a closed job, a title too long once its
  // placeholders are filled) is reported here too, not first by the build.
  const { contentOf } = await import('../lib/content');
  const { contentModules } = await import('../lib/content/modules');
  const { CLOSING_SOON_DAYS, closedJobWarnings, closingSoonWarnings } = await import('../lib/content/published');
  const today = new Date();
  const closed = closedJobWarnings(contentModules, today);
  if (closed.length) {
    console.warn(
      `\n${closed.length} job${closed.length === 1 ? ' has' : 's have'} closed and ${closed.length === 1 ? 'is' : 'are'} left out of the site (a warning: the build goes on):\n`,
    );
    console.warn(reportLines('warning', closed, onGitHub).join('\n'));
  }
  // Said ahead, while the date can still be moved: once it has passed, the job is already off the site.
  const closingSoon = closingSoonWarnings(contentModules, today);
  if (closingSoon.length) {
    console.warn(
      `\n${closingSoon.length} job${closingSoon.length === 1 ? ' closes' : 's close'} within ${CLOSING_SOON_DAYS} days (a warning: the build goes on):\n`,
    );
    console.warn(reportLines('warning', closingSoon, onGitHub).join('\n'));
  }
  const { loadModules } = await import('../lib/content/load');
  const { languages } = await import('../lib/content/languages');
  const { translationModuleList } = await import('../lib/content/translation-files');
  const translated = Object.keys(languages) as (keyof typeof languages)[];
  let problems: readonly Problem[] = [];
  try {
    contentOf(contentModules, { today });
    // Each language's pages as the build makes them: its translation files read, checked and put in place.
    for (const language of translated)
      contentOf(contentModules, {
        today,
        translation: { language, files: loadModules(translationModuleList(language)) },
      });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems = error.problems;
  }
  if (problems.length) {
    console.error(
      `\nThe site's content has ${problems.length} mistake${problems.length === 1 ? '' : 's'}. Nothing was built.\n`,
    );
    console.error(reportLines('error', problems, onGitHub).join('\n'));
    console.error(
      '\nFix each one in the file and line named, then run "npm run check:content" again. CONTENT.md explains every message.\n',
    );
    return 1;
  }
  const translationFiles = translated.flatMap((language) => Object.values(translationModuleList(language)));
  console.log(
    `Content OK: ${new Set(modules.map((m) => m.file)).size} files and ${translationFiles.length} translation files checked.`,
  );
  return 0;
}

// Run as `npm run check:content`; the unit tests call checkContent in their own process.
if (require.main === module) checkContent().then((code) => process.exit(code));
