// `npm run test:mutation [-- group ... --force | --retest-survivors]`: Stryker once per group of stryker.config.mjs
// (all groups unless named), then the mutation score of every file, of lib/ and of the islands, from the groups'
// reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';

process.env.MUTATION_GROUP ??= 'lib'; // the config needs a group to load; each run below names its own
const { groups, mutatedFiles } = await import('../stryker.config.mjs');

const grouped = Object.values(groups).flatMap((group) => group.mutate);
const ungrouped = mutatedFiles.filter((file) => !grouped.includes(file));
if (ungrouped.length) {
  console.error(
    `Not in any group of stryker.config.mjs, so never mutated: ${ungrouped.join(', ')}. Add each to a group.`,
  );
  process.exit(1);
}

// Group names, and Stryker options such as --force passed on to each run.
const RETEST_SURVIVORS = '--retest-survivors';
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const options = process.argv.slice(2).filter((arg) => arg.startsWith('--') && arg !== RETEST_SURVIVORS);
const unknown = asked.filter((name) => !(name in groups));
if (unknown.length) {
  console.error(`No such group: ${unknown.join(', ')}. The groups: ${Object.keys(groups).join(', ')}.`);
  process.exit(1);
}
const toRun = asked.length ? asked : Object.keys(groups);

const missingTests = toRun.flatMap((name) => groups[name].tests).filter((file) => !existsSync(file));
if (missingTests.length) {
  console.error(`Named as tests in stryker.config.mjs but not there: ${missingTests.join(', ')}. Update the group.`);
  process.exit(1);
}

/**
 * After adding tests: Stryker's incremental mode, without per-test coverage, reuses a surviving mutant's result even
 * though a new test may now kill it, and --force reruns every mutant (hours). Forgetting only the survivors' results
 * reruns those, while a killed mutant stays reused as long as the test that killed it is unchanged.
 */
function forgetSurvivors(name) {
  const file = `reports/mutation/${name}.incremental.json`;
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of Object.values(report.files))
    result.mutants = result.mutants.filter((mutant) => !['Survived', 'NoCoverage'].includes(mutant.status));
  writeFileSync(file, JSON.stringify(report));
}

for (const name of toRun) {
  console.log(`\n== ${name}: ${groups[name].mutate.length} files`);
  if (process.argv.includes(RETEST_SURVIVORS)) forgetSurvivors(name);
  const run = spawnSync('npx', ['stryker', 'run', ...options], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_GROUP: name },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// Stryker's own definition: killed and timed-out mutants are detected; mutants that did not compile or run, or
// that a `Stryker disable` comment marks as equivalent, are not counted.
const notCounted = new Set(['CompileError', 'RuntimeError', 'Ignored']);
const detected = new Set(['Killed', 'Timeout']);
const rows = [];
for (const name of Object.keys(groups)) {
  const report = `reports/mutation/${name}.json`;
  if (!existsSync(report)) continue;
  for (const [file, { mutants }] of Object.entries(JSON.parse(readFileSync(report, 'utf8')).files)) {
    const counted = mutants.filter((mutant) => !notCounted.has(mutant.status));
    const killed = counted.filter((mutant) => detected.has(mutant.status)).length;
    const ignored = mutants.length - counted.length;
    rows.push({ file, killed, counted: counted.length, ignored });
  }
}

const score = (killed, counted) => (counted ? `${((100 * killed) / counted).toFixed(1)}%` : '-');
const total = (selected) => {
  const killed = selected.reduce((sum, row) => sum + row.killed, 0);
  const counted = selected.reduce((sum, row) => sum + row.counted, 0);
  return `${score(killed, counted)} (${killed} of ${counted})`;
};
console.log(
  '\nMutation score (killed of counted mutants; not counted: marked equivalent, or no test could run with it)',
);
for (const row of rows.sort((a, b) => a.file.localeCompare(b.file)))
  console.log(
    `${score(row.killed, row.counted).padStart(7)}  ${`${row.killed}/${row.counted}`.padStart(9)}  ${row.ignored ? `${row.ignored} not counted  ` : ''}${row.file}`,
  );
console.log(`\nlib/:    ${total(rows.filter((row) => row.file.startsWith('lib/')))}`);
console.log(`islands: ${total(rows.filter((row) => row.file.startsWith('components/')))}`);
console.log(`all:     ${total(rows)}`);
console.log('Reports: reports/mutation/<group>.html');
