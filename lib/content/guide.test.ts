/** @jest-environment node */
// Every example in CONTENT.md is something an editor will copy: each must be written correctly and hold what
// the site accepts. A whole item `{ … }` must pass the schema of its kind in full (so an example cannot leave
// out a required field); a few fields must each pass the field of that name in a group that has them all. And the
// guide leaves no content file out: each has its row in "Where each thing lives" and its form in the editor's list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import { cmsFiles } from '../cms/config';
import { contentModules } from './modules';
import { readContentFile } from './reader';

const guide = readFileSync(path.join(process.cwd(), 'CONTENT.md'), 'utf8');
const examples = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1].trim());

/** Every group of fields the content schemas describe, items of lists included. */
function groups(schema: z.ZodType, found: z.ZodObject[] = []): z.ZodObject[] {
  if (schema instanceof z.ZodObject) {
    found.push(schema);
    for (const field of Object.values(schema.shape)) groups(field as z.ZodType, found);
  } else if (schema instanceof z.ZodArray) groups(schema.element as z.ZodType, found);
  else if (schema instanceof z.ZodOptional) groups(schema.unwrap() as z.ZodType, found);
  return found;
}
const allGroups = Object.values(contentModules).flatMap((module) => groups(module.schema));

/** Why an example would not pass, or undefined when some group of the content accepts it. */
function rejection(example: string): string | undefined {
  const wholeItem = example.startsWith('{');
  const value = runInNewContext(`(${wholeItem ? example.replace(/,$/, '') : `{\n${example}\n}`})`) as Record<
    string,
    unknown
  >;
  const fields = Object.keys(value);
  const candidates = allGroups.filter((group) => fields.every((field) => field in group.shape));
  if (!candidates.length) return `no content group has the fields ${fields.join(', ')}`;
  const problems = candidates.map((group) => {
    const results = wholeItem
      ? [group.safeParse(value)]
      : fields.map((field) => (group.shape[field] as z.ZodType).safeParse(value[field]));
    return results.flatMap((result) => result.error?.issues ?? []).map((issue) => issue.message);
  });
  return problems.some((messages) => messages.length === 0) ? undefined : problems[0].join(' ');
}

test('CONTENT.md has the examples of the six everyday edits', () => {
  expect(examples.length).toBeGreaterThanOrEqual(6);
});

test.each(
  examples.map((example) => [
    example
      .split('\n')
      .find((line) => /\w:/.test(line))
      ?.trim(),
    example,
  ]),
)('the example starting %s is written correctly and passes the content check', (_first, example) => {
  const wrapped = example.startsWith('{') ? example.replace(/,$/, '') : `{\n${example}\n}`;
  expect(readContentFile(`export const example = ${wrapped};\n`).slips).toEqual([]);
  expect(rejection(example)).toBeUndefined();
});

test('an example leaving out a required field would be caught', () => {
  const product = examples.find((example) => example.includes("slug: 'hrms'")) as string;
  expect(rejection(product.replace("  operatingSystem: 'Web, Android',\n", ''))).toContain('is missing');
});

const whereEachThingLives = guide.slice(
  guide.indexOf('## Where each thing lives'),
  guide.indexOf('\n## ', guide.indexOf('## Where each thing lives') + 3),
);

test.each([...new Set(Object.values(contentModules).map((module) => module.file))].map((file) => [file]))(
  'the table of where each thing lives names %s, so an editor finds every content file',
  (file) => {
    expect(whereEachThingLives).toContain(`\`${file}\``);
  },
);

test.each(cmsFiles().map((form) => [form.label]))('the browser editor section names the form %s', (label) => {
  const editorSection = guide.slice(
    guide.indexOf('## Editing in the browser'),
    guide.indexOf('\n## ', guide.indexOf('## Editing in the browser') + 3),
  );
  expect(editorSection).toContain(`**${label}**`);
});
