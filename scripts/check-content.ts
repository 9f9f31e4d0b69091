/** `npm run check:content`: checks every content file in a second or two, without building the site. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentModule } from '../lib/content/check';

/** Where a content file stopped making sense: a syntax error (from esbuild, via tsx) or a runtime error's stack. */
function locate(error: unknown): { file: string; line: number; what: string } | undefined {
  const message = String((error as Error)?.message);
  const syntax = /(\S*content\/[\w-]+\.ts):(\d+):\d+: ERROR: (.*)/.exec(message);
  if (syntax) return { file: syntax[1], line: Number(syntax[2]), what: syntax[3] };
  const frame = /(\S*content\/[\w-]+\.ts):(\d+):\d+/.exec(String((error as Error)?.stack));
  if (frame) return { file: frame[1].replace(/^\(/, ''), line: Number(frame[2]), what: message };
  return undefined;
}

/** The reader's words for the mistakes people make most, followed by the reader's own. */
function inPlainWords(what: string): string {
  if (/^Unterminated string literal/.test(what)) return `A text is missing its closing quote (${what})`;
  const expected = /^Expected "(.+)" but found "(.+)"$/.exec(what);
  if (expected)
    return `Something is missing just before "${expected[2]}", usually the comma at the end of the line before (${what})`;
  const unquoted = /^(\S+) is not defined$/.exec(what);
  if (unquoted) return `The word "${unquoted[1]}" needs quotes around it, like '${unquoted[1]}' (${what})`;
  return what;
}

/** The content modules, or a report of the file that cannot even be read (a missing quote, comma or bracket). */
async function load(): Promise<ContentModule[] | undefined> {
  try {
    return Object.values((await import('../lib/content/modules')).contentModules);
  } catch (error) {
    const found = locate(error);
    if (!found) throw error;
    const { file, line, what } = found;
    const lineText = readFileSync(file, 'utf8').split('\n')[line - 1]?.trim();
    console.error(`\nA content file cannot be read, so nothing was checked or built.\n`);
    console.error(`  ✗ ${path.relative(process.cwd(), file)}, line ${line}: ${inPlainWords(what)}.`);
    if (lineText) console.error(`      line ${line}: ${lineText}`);
    console.error(
      '\nUsually a quote, comma or bracket is missing on that line or the line before it: every text needs quotes ' +
        'around it, like \'Apply Now\', and every field ends with a comma. See "When the check fails" in CONTENT.md.\n',
    );
    return undefined;
  }
}

async function main(): Promise<number> {
  const modules = await load();
  if (!modules) return 1;
  const { checkContent } = await import('../lib/content/check');
  const problems = checkContent(modules, { publicDir: path.join(process.cwd(), 'public') });
  if (problems.length) {
    console.error(
      `\nThe site's content has ${problems.length} mistake${problems.length === 1 ? '' : 's'}. Nothing was built.\n`,
    );
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    console.error(
      '\nFix each one in the file named, then run "npm run check:content" again. CONTENT.md explains every field.\n',
    );
    return 1;
  }
  console.log(`Content OK: ${new Set(modules.map((m) => m.file)).size} files checked.`);
  return 0;
}

main().then((code) => process.exit(code));
