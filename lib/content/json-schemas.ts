/**
 * JSON Schemas of the content files, made from the zod schemas (zod's own toJSONSchema), so that an editor working
 * in the files gets help as they type: each YAML file's first line names its schema, which VS Code's YAML extension
 * reads to complete field names and underline mistakes. `npm run schemas` writes them; a test keeps them current.
 */
import path from 'node:path';
import { z } from 'zod';
import { contentModuleList } from './module-list';

/** Where the schemas are kept, from the repository's root. */
export const JSON_SCHEMA_FOLDER = 'lib/content/json-schema';

/** The first line of a content file: where the YAML extension finds the file's schema. */
export const schemaLineOf = (file: string) =>
  `# yaml-language-server: $schema=../${JSON_SCHEMA_FOLDER}/${path.basename(file, '.yaml')}.json`;

/** Each content file's schema, by the path it is written to, as its text. */
export function jsonSchemas(): Map<string, string> {
  return new Map(
    Object.values(contentModuleList).map(({ file, schema }) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      const named = { ...json, title: file };
      return [`${JSON_SCHEMA_FOLDER}/${path.basename(file, '.yaml')}.json`, `${JSON.stringify(named, null, 2)}\n`];
    }),
  );
}
