/**
 * Writes a form's data back into a content file's YAML document, changing only the values that changed, so a
 * one-field edit is a one-line diff: comments, field order and untouched items stay as the file has them. Decap's
 * own YAML writer rewrites the whole file and drops its comments; `yaml`'s Document API keeps them.
 */
import { type Document, isMap, isScalar, isSeq, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import type { z } from 'zod';
import { type Def, defOf, fieldSchema } from './schema-defs';

/** What a form leaves behind for a field the file never had: nothing, or an empty value. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A new value's fields in the schema's order, as a new item is written (Decap may hand them in any order). */
function inSchemaOrder(value: unknown, schema: z.ZodType | undefined): unknown {
  if (Array.isArray(value)) return value.map((item, i) => inSchemaOrder(item, fieldSchema(schema, i)));
  if (!value || typeof value !== 'object') return value;
  const order = Object.keys(defOf(schema)?.shape ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => !isEmpty(child))
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, child]) => [key, inSchemaOrder(child, fieldSchema(schema, key))]),
  );
}

/** The node for `value` where `node` stood: `node` itself, changed where the value differs, or a new node. */
function merged(document: Document, node: unknown, value: unknown, schema: z.ZodType | undefined): unknown {
  // A text, number or yes/no is set on the file's own node, which keeps its quotes, its format (0.50, 0x10) and its
  // note: setting the value it already has changes nothing.
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    node.value = value;
    return node;
  }
  if (isMap(node) && value && typeof value === 'object' && !Array.isArray(value))
    return mergedMap(document, node, value as Record<string, unknown>, schema);
  if (isSeq(node) && Array.isArray(value)) return mergedSeq(document, node, value, schema);
  return document.createNode(inSchemaOrder(value, schema));
}

function mergedMap(document: Document, node: YAMLMap, value: Record<string, unknown>, schema?: z.ZodType) {
  for (const pair of [...node.items]) {
    const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
    // A field the form left out or emptied goes, when the schema lets it be left out; a required one emptied stays,
    // for the check to say what belongs there. One the file has empty (a list written []) is not emptied by the form.
    const optional = (fieldSchema(schema, key)?._zod.def as Def | undefined)?.type === 'optional';
    const emptied = optional && isEmpty(value[key]) && !same((pair.value as Node | null)?.toJSON(), value[key]);
    if (value[key] === undefined || value[key] === null || emptied) node.delete(key);
    else pair.value = merged(document, pair.value, value[key], fieldSchema(schema, key)) as Node;
  }
  // A field the file did not have goes where the schema puts it, after the fields that come before it (an empty one
  // is not in `order`: inSchemaOrder leaves it out).
  const order = Object.keys((inSchemaOrder(value, schema) as Record<string, unknown>) ?? {});
  for (const key of order) {
    if (node.has(key)) continue;
    const pair = document.createPair(key, inSchemaOrder(value[key], fieldSchema(schema, key)));
    const before = order.slice(0, order.indexOf(key));
    const index = node.items.findLastIndex((item) => isScalar(item.key) && before.includes(String(item.key.value)));
    node.items.splice(index + 1, 0, pair as never);
  }
  return node;
}

/** How many of its fields an item shares with another, value for value: all but the edited ones, for itself. */
function sharedFields(item: unknown, other: unknown): number {
  if (!item || typeof item !== 'object' || !other || typeof other !== 'object') return 0;
  return Object.entries(item).filter(([key, child]) => same(child, (other as Record<string, unknown>)[key])).length;
}

/**
 * A list's items: an item the form left as it was keeps its node (and its comments) wherever it moved to; a
 * changed one is merged into its own old node, the one sharing more than half its fields (moved or not), else into
 * the item that stood in its place; a new one is written afresh.
 */
function mergedSeq(document: Document, node: YAMLSeq, value: unknown[], schema?: z.ZodType) {
  // An empty list is written [], a list with items one item a line: the way the files write them, and the way the
  // check reads a group (a { } after a field is an editor's slip).
  node.flow = value.length === 0;
  const old = node.items as Node[];
  const used = new Set<number>();
  const take = (index: number) => {
    used.add(index);
    return old[index];
  };
  const items: unknown[] = value.map((item) => {
    const index = old.findIndex((candidate, i) => !used.has(i) && same(candidate.toJSON(), item));
    return index < 0 ? undefined : take(index);
  });
  node.items = items.map((kept, i) => {
    if (kept) return kept;
    const shared = old.map((candidate, index) => (used.has(index) ? 0 : sharedFields(value[i], candidate.toJSON())));
    const most = Math.max(...shared);
    const own = most > Object.keys(value[i] ?? {}).length / 2 ? shared.indexOf(most) : -1;
    // Past the old list's end, take(i) is undefined: the item is written afresh.
    const index = own >= 0 ? own : used.has(i) ? -1 : i;
    return merged(document, index < 0 ? undefined : take(index), value[i], fieldSchema(schema, i));
  }) as never;
  return node;
}

/** The file's text with `value` written into its document, every untouched line as it was. */
export function writeContent(document: Document, value: unknown, schema: z.ZodType): string {
  document.contents = merged(document, document.contents, value, schema) as never;
  return document.toString({ lineWidth: 0 });
}
