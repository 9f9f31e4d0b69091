/**
 * `npm run check:launch`: before the site goes live (the Publish workflow runs it before it builds), every fact the
 * company must stand behind that is still a sample (lib/content/samples), at its file and line. A required one fails
 * the check: the site cannot go live on a made-up phone number. An optional one is listed as left out: the Publish
 * build leaves it off the site until someone confirms it.
 */
import { reportLines } from '../lib/content/report';
import { checkContent } from './check-content';

const onGitHub = process.env.GITHUB_ACTIONS === 'true';

/** The whole launch check on the project in the working folder: what it finds is printed, and the exit code returned. */
export async function checkLaunch(): Promise<number> {
  // Samples are only counted in content that is right: a mistake is told first, by the content check.
  const contentCode = await checkContent();
  if (contentCode !== 0) return contentCode;
  const { contentModules } = await import('../lib/content/modules');
  const { sourcesIn } = await import('../lib/content/problem');
  const { launchProblems } = await import('../lib/content/samples');
  const { required, optional } = launchProblems(Object.values(contentModules), sourcesIn(process.cwd()));
  if (optional.length) {
    console.warn(
      `\n${optional.length} optional fact${optional.length === 1 ? ' is' : 's are'} still ${optional.length === 1 ? 'a sample' : 'samples'}, left out of the published site until confirmed (a warning):\n`,
    );
    console.warn(reportLines('warning', optional, onGitHub).join('\n'));
  }
  // A translation not ready is optional too: the Publish build leaves that language's pages out until it is.
  const { languages, translationGaps } = await import('../lib/content');
  for (const [language, { englishName }] of Object.entries(languages)) {
    const gaps = translationGaps(language as keyof typeof languages);
    if (!gaps.length) continue;
    console.warn(
      `\nThe ${englishName} translation is not ready, so the published site leaves its pages out until it is (a warning):\n`,
    );
    console.warn(reportLines('warning', gaps, onGitHub).join('\n'));
  }
  if (required.length) {
    console.error(
      `\n${required.length} fact${required.length === 1 ? ' the site needs is' : 's the site needs are'} still ${required.length === 1 ? 'a sample' : 'samples'}, so the site cannot go live:\n`,
    );
    console.error(reportLines('error', required, onGitHub).join('\n'));
    console.error(
      '\nCheck each one with the people who know it (the director, the accounts team, the client), correct it if needed, and write who confirmed it and the day as the message says. "Before launch" in CONTENT.md lists every fact.\n',
    );
    return 1;
  }
  console.log(
    `Ready to launch: every fact the site needs is confirmed${optional.length ? `; ${optional.length} optional sample${optional.length === 1 ? ' is' : 's are'} left out` : ''}.`,
  );
  return 0;
}

if (require.main === module) checkLaunch().then((code) => process.exit(code));
