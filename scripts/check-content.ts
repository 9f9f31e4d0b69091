/** `npm run check:content`: checks every content file in a second or two, without building the site. */
import path from 'node:path';
import { checkContent } from '../lib/content/check';
import { contentModules } from '../lib/content/modules';
import { routePaths } from '../lib/routes';

const modules = Object.values(contentModules);
const problems = checkContent(modules, { publicDir: path.join(process.cwd(), 'public'), routes: routePaths });

if (problems.length) {
  console.error(`\nThe site's content has ${problems.length} mistake${problems.length === 1 ? '' : 's'}. Nothing was built.\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  console.error('\nFix each one in the file named, then run "npm run check:content" again. CONTENT.md explains every field.\n');
  process.exit(1);
}
console.log(`Content OK: ${new Set(modules.map((m) => m.file)).size} files checked.`);
