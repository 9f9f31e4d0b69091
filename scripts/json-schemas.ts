/** `npm run schemas`: writes the content files' JSON Schemas (lib/content/json-schemas.ts) after a schema change. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { JSON_SCHEMA_FOLDER, jsonSchemas } from '../lib/content/json-schemas';

rmSync(JSON_SCHEMA_FOLDER, { recursive: true, force: true });
mkdirSync(JSON_SCHEMA_FOLDER, { recursive: true });
for (const [file, text] of jsonSchemas()) writeFileSync(file, text);
console.log(`Wrote ${jsonSchemas().size} JSON Schemas into ${JSON_SCHEMA_FOLDER}/.`);
