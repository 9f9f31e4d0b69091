/** @jest-environment node */
// Under every field of the editor's forms is a grey line saying what to write: the schema's description.
import { type CmsField, cmsFiles } from './config';

/** Every field an editor types or picks a value in (groups and lists are headings, not fields). */
function valueFields(fields: CmsField[]): CmsField[] {
  return fields.flatMap((field) => [
    ...(field.fields || field.field ? [] : [field]),
    ...valueFields(field.fields ?? []),
    ...valueFields(field.field ? [field.field] : []),
  ]);
}

test.each(valueFields(cmsFiles().flatMap((file) => file.fields)).map((field) => [field.schema_path, field]))(
  '%s says what to write there',
  (_path, field) => {
    expect(field.hint).toMatch(/^\S.{9,}[.)]$/);
  },
);
