/**
 * How zod describes a schema, read by the code that follows a schema down a file's data: the writer of the
 * editor's saves, the translation files' schemas and the editor's rule for one field.
 */
import type { z } from 'zod';

/** A schema's kind, and the schemas of its fields, of its items or of what it wraps. */
export type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType };

/** The schema inside optional, default and nullable wrappers. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (let def = inner._zod.def as Def; def.innerType; def = inner._zod.def as Def) inner = def.innerType;
  return inner;
}

/** What zod says of the schema inside the wrappers. */
export const defOf = (schema: z.ZodType | undefined) => (schema && unwrapped(schema)._zod.def) as Def | undefined;

/** The schema of a group's field, or of a list's item for a number, through optional and default wrappers. */
export function fieldSchema(schema: z.ZodType | undefined, step: PropertyKey): z.ZodType | undefined {
  const def = defOf(schema);
  return typeof step === 'number' ? def?.element : def?.shape?.[String(step)];
}
