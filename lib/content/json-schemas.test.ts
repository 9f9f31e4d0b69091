/** @jest-environment node */
// The JSON Schemas editors' tools read are the content schemas of today, and every content file names its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { JSON_SCHEMA_FOLDER, jsonSchemas, schemaLineOf } from './json-schemas';
import { contentModuleList } from './module-list';

test('the JSON Schemas in lib/content/json-schema are those the content schemas make (else: npm run schemas)', () => {
  const made = jsonSchemas();
  expect(
    readdirSync(JSON_SCHEMA_FOLDER)
      .map((name) => `${JSON_SCHEMA_FOLDER}/${name}`)
      .sort(),
  ).toEqual([...made.keys()].sort());
  for (const [file, text] of made)
    expect({ file, text: existsSync(file) && readFileSync(file, 'utf8') }).toEqual({ file, text });
});

test("every content file's first line names its schema, for the YAML extension", () => {
  for (const { file } of Object.values(contentModuleList))
    expect({ file, first: readFileSync(file, 'utf8').split('\n')[0] }).toEqual({ file, first: schemaLineOf(file) });
});

test('a schema holds what the form and the check hold: fields, hints and limits', () => {
  const jobs = JSON.parse(jsonSchemas().get(`${JSON_SCHEMA_FOLDER}/jobs.json`) as string);
  const job = jobs.properties.jobs.items;
  expect(job.required).toEqual(expect.arrayContaining(['slug', 'title', 'details']));
  expect(job.properties.slug.description).toEqual(expect.any(String));
  expect(job.additionalProperties).toBe(false);
});
