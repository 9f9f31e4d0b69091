/**
 * Content files as data, never code: reads the values a content file exports as literals (text in quotes,
 * numbers, true or false, { } groups and [ ] lists) from the reader's tokens, and refuses anything else with a
 * plain message naming its line, so a content file can never run code when the site is built. It also writes
 * edited values back into the file's own text (the browser editor saves through it), changing only the lines
 * whose values changed, in the layout the formatter (biome) gives them.
 */
import { type Position, type Token, tokensOf } from './reader';

export type Literal = string | number | boolean | Literal[] | { [key: string]: Literal };

/** Where a value is written: offsets in the source, `start` inclusive and `end` exclusive. */
type Span = { start: number; end: number; at: Position };

export type LiteralNode = Span &
  (
    | { kind: 'leaf'; value: string | number | boolean }
    | { kind: 'group'; fields: { key: string; keyStart: number; node: LiteralNode }[] }
    | { kind: 'list'; items: LiteralNode[] }
  );

/** Something written in a content file that is not a literal value: refused, with where and why. */
export type Refusal = Position & {
  message: string;
  /** A `${...}` in a backtick text: found in its one token, so it is sure even in a file with slips. */
  inText?: boolean;
};

export type LiteralFile = { exports: Map<string, LiteralNode>; refusals: Refusal[] };

const LINE_WIDTH = 120;
const INDENT = '  ';

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** The text between a text token's quotes, with its backslash escapes read. */
function textOf(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r?\n|.)/g, (_, code: string) => {
    if (code.startsWith('u{')) return String.fromCodePoint(Number.parseInt(code.slice(2, -1), 16));
    if (code.endsWith('\n')) return '';
    // Any other escape longer than one character is a \u with four hex digits or a \x with two.
    if (code.length > 1) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    return ESCAPES[code] ?? code;
  });
}

const NOT_DATA =
  'A content file holds only text in quotes, numbers, true or false, { } groups and [ ] lists, so that it can never run code.';

class LiteralReader {
  private i = 0;
  readonly refusals: Refusal[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(
    private readonly source: string,
    private readonly tokens: readonly Token[],
  ) {
    for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) this.lineStarts.push(at + 1);
  }

  private offset(line: number, column: number): number {
    return this.lineStarts[line - 1] + column - 1;
  }

  private startOf(token: Token): number {
    return this.offset(token.line, token.column);
  }

  private endOf(token: Token): number {
    return this.offset(token.endLine, token.endColumn);
  }

  private peek(ahead = 0): Token | undefined {
    return this.tokens[this.i + ahead];
  }

  private is(value: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token?.kind === 'punct' && token.value === value;
  }

  private refuse(token: Token, message: string, inText?: boolean) {
    this.refusals.push({ line: token.line, column: token.column, message, ...(inText && { inText }) });
  }

  readFile(): Map<string, LiteralNode> {
    const exports = new Map<string, LiteralNode>();
    while (this.peek()) {
      const token = this.peek() as Token;
      if (token.value === 'import') {
        this.toStatementEnd();
        continue;
      }
      const name = this.peek(2);
      if (token.value === 'export' && this.peek(1)?.value === 'const' && name?.kind === 'word' && this.is('=', 3)) {
        this.i += 4;
        exports.set(name.value, this.value());
        // What follows the value is a type (`satisfies JobsContent`), which TypeScript checks and never runs.
        if (this.peek()?.value === 'satisfies' || this.peek()?.value === 'as') this.toStatementEnd();
        else if (this.is(';')) this.i++;
        continue;
      }
      this.refuse(
        token,
        `This line is not content: a content file only imports its type and writes "export const name = { ... } satisfies Type;". ${NOT_DATA} Delete this line, or ask a developer.`,
      );
      this.toStatementEnd();
    }
    return exports;
  }

  private toStatementEnd() {
    this.i++;
    while (this.peek() && !this.is(';')) {
      const token = this.peek() as Token;
      // A line starting with export or const is a statement of its own (an import line is passed over silently
      // either way).
      if (token.column === 1 && ['export', 'const'].includes(token.value)) return;
      this.i++;
    }
    // Past the ; (or the end of the file).
    this.i++;
  }

  private span(first: Token, last: Token): Span {
    return { start: this.startOf(first), end: this.endOf(last), at: { line: first.line, column: first.column } };
  }

  private value(): LiteralNode {
    const token = this.peek();
    if (!token)
      return {
        kind: 'leaf',
        value: '',
        start: this.source.length,
        end: this.source.length,
        at: { line: 1, column: 1 },
      };
    if (this.is('{')) return this.group();
    if (this.is('[')) return this.list();
    if (token.kind === 'text') {
      this.i++;
      const raw = this.source.slice(this.startOf(token) + 1, this.endOf(token) - 1);
      if (this.source[this.startOf(token)] === '`' && raw.includes('${'))
        this.refuse(
          token,
          'This backtick text has a $ before { }, which runs code when the site is built. Write the text itself between quotes; to name a fact such as the company name, write a {placeholder} such as {companyName}.',
          true,
        );
      return { kind: 'leaf', value: textOf(raw), ...this.span(token, token) };
    }
    const negative = this.is('-');
    const numberToken = negative ? this.peek(1) : token;
    if (numberToken?.kind === 'number') {
      this.i += negative ? 2 : 1;
      if (this.endsValue()) {
        const value = Number(numberToken.value.replace(/_/g, ''));
        return { kind: 'leaf', value: negative ? -value : value, ...this.span(token, numberToken) };
      }
      this.i -= negative ? 2 : 1;
    } else if (token.kind === 'word' && (token.value === 'true' || token.value === 'false')) {
      this.i++;
      if (this.endsValue()) return { kind: 'leaf', value: token.value === 'true', ...this.span(token, token) };
      this.i--;
    }
    // A name, a calculation, a call: code. Reported with what is written, and passed over to the next value.
    const start = this.i;
    let depth = 0;
    while (this.peek() && (depth > 0 || !this.endsValue())) {
      const next = this.peek() as Token;
      if (next.kind === 'punct' && '{[('.includes(next.value)) depth++;
      if (next.kind === 'punct' && '}])'.includes(next.value)) depth--;
      this.i++;
    }
    // A stray closing bracket is passed over too, so reading always moves on.
    if (this.i === start) this.i++;
    const last = this.tokens[this.i - 1];
    const written = this.source.slice(this.startOf(token), this.endOf(last));
    this.refuse(
      token,
      `${written} is not a value but code, which would run when the site is built. ${NOT_DATA} Write the value itself, such as 'text in quotes' or 42.`,
    );
    return { kind: 'leaf', value: '', ...this.span(token, last) };
  }

  private endsValue(): boolean {
    return (
      !this.peek() ||
      this.is(',') ||
      this.is('}') ||
      this.is(']') ||
      this.is(';') ||
      ['satisfies', 'as'].includes((this.peek() as Token).value)
    );
  }

  private group(): LiteralNode {
    const open = this.peek() as Token;
    this.i++;
    const fields: { key: string; keyStart: number; node: LiteralNode }[] = [];
    while (this.peek() && !this.is('}')) {
      const key = this.peek() as Token;
      if ((key.kind === 'word' || key.kind === 'text' || key.kind === 'number') && this.is(':', 1)) {
        this.i += 2;
        fields.push({
          // A name or a number has no backslash: only a key in quotes holds escapes.
          key: textOf(key.value),
          keyStart: this.startOf(key),
          node: this.value(),
        });
      } else {
        // `...other`, a shorthand `title,` or a method: all code.
        fields.push({ key: key.value, keyStart: this.startOf(key), node: this.value() });
      }
      if (this.is(',')) this.i++;
    }
    const close = this.peek() ?? open;
    this.i++;
    return { kind: 'group', fields, ...this.span(open, close) };
  }

  private list(): LiteralNode {
    const open = this.peek() as Token;
    this.i++;
    const items: LiteralNode[] = [];
    while (this.peek() && !this.is(']')) {
      items.push(this.value());
      if (this.is(',')) this.i++;
    }
    const close = this.peek() ?? open;
    this.i++;
    return { kind: 'list', items, ...this.span(open, close) };
  }
}

/** The values a content file exports, read as data, and everything in it that is not data. */
export function readLiteralFile(source: string): LiteralFile {
  const reader = new LiteralReader(source, tokensOf(source));
  const exports = reader.readFile();
  return { exports, refusals: reader.refusals };
}

/** The plain value a node holds. */
export function literalOf(node: LiteralNode): Literal {
  if (node.kind === 'leaf') return node.value;
  if (node.kind === 'list') return node.items.map(literalOf);
  return Object.fromEntries(node.fields.map(({ key, node: child }) => [key, literalOf(child)]));
}

// ---------------------------------------------------------------------------------------------------------------
// Writing: the formatter's layout (2 spaces, single quotes, trailing commas, 120 columns, a long text on the
// line after its field name), so a saved file passes `npm run lint` and a one-field edit is a one-line diff.

const isIdentifier = (key: string) => /^[A-Za-z_$][\w$]*$/.test(key);

/** A text in the quotes the formatter picks: single, unless double ones need fewer escapes. */
export function quote(text: string): string {
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  const mark = singles > doubles ? '"' : "'";
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    // A carriage return written as it is would end the line inside the quotes, and the file would not read.
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(new RegExp(mark, 'g'), `\\${mark}`);
  return `${mark}${escaped}${mark}`;
}

const keyText = (key: string) => (isIdentifier(key) ? key : quote(key));

/**
 * A value printed fresh. `used` is how much of the first line is taken before it, `after` how much comes after
 * its last line (a comma); a group or list stays on one line when it fits there.
 */
export function printValue(value: Literal, indent: string, used: number, after: number): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object') return String(value);
  const inner = `${indent}${INDENT}`;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const flat = `[${value.map((item) => printValue(item, indent, 0, 0)).join(', ')}]`;
    if (!breaksAlways(value) && !flat.includes('\n') && used + flat.length + after <= LINE_WIDTH) return flat;
    return `[\n${value.map((item) => `${inner}${printValue(item, inner, inner.length, 1)},\n`).join('')}${indent}]`;
  }
  // A field the form left without a value (an optional group or text never filled in) is not written at all.
  const entries = Object.entries(value).filter(([, child]) => !isEmpty(child));
  if (!entries.length) return '{}';
  const flat = `{ ${entries.map(([key, child]) => `${keyText(key)}: ${printValue(child, indent, 0, 0)}`).join(', ')} }`;
  if (!flat.includes('\n') && used + flat.length + after <= LINE_WIDTH) return flat;
  return `{\n${entries.map(([key, child]) => `${printField(key, child, inner)},\n`).join('')}${indent}}`;
}

/**
 * Whether the formatter breaks a list however short: it does, like Prettier, for two or more groups, or two or more
 * lists, each holding more than one value (as the opening hours of several days).
 */
function breaksAlways(items: Literal[]): boolean {
  const size = (item: Literal) =>
    Array.isArray(item) ? item.length : Object.values(item).filter((child) => !isEmpty(child)).length;
  return (
    items.length > 1 &&
    items.every((item) => typeof item === 'object' && Array.isArray(item) === Array.isArray(items[0]) && size(item) > 1)
  );
}

/**
 * `key: value` at `indent`, a text too long for the line going on the next one; but after a key of fewer than 5
 * characters, quotes included (biome's indent width plus 3: `text:`), where the formatter, like Prettier, keeps the
 * text on the key's line, as moving it would gain too little.
 */
function printField(key: string, value: Literal, indent: string): string {
  const name = keyText(key);
  const head = `${indent}${name}:`;
  const same = printValue(value, indent, head.length + 1, 1);
  if (typeof value === 'string' && name.length >= INDENT.length + 3 && head.length + 1 + same.length + 1 > LINE_WIDTH)
    return `${head}\n${indent}${INDENT}${same}`;
  return `${head} ${same}`;
}

type Edit = { start: number; end: number; text: string };

/**
 * Whether two values mean the same: the form sends a group's fields in its own order, and a field never filled
 * in as an empty value, so neither counts (else every item of a list would look changed when one is added).
 */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => !isEmpty(child))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, child]) => [key, canonical(child)]),
    );
  return value;
}

/** Drops what a form leaves behind for a field the file never had: nothing, or an empty value. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

class LiteralWriter {
  readonly edits: Edit[] = [];
  constructor(private readonly source: string) {}

  private lineStart(offset: number): number {
    return this.source.lastIndexOf('\n', offset - 1) + 1;
  }

  private indentAt(offset: number): string {
    const start = this.lineStart(offset);
    return (/^ */.exec(this.source.slice(start)) as RegExpExecArray)[0];
  }

  private onOneLine(node: LiteralNode): boolean {
    return !this.source.slice(node.start, node.end).includes('\n');
  }

  /** Rewrites `node` (which holds `value`), taking `used` columns before it and `after` after it. */
  patch(node: LiteralNode, value: Literal, used: number, after: number) {
    if (same(literalOf(node), value)) return;
    const indent = this.indentAt(node.start);
    if (node.kind === 'group' && value && typeof value === 'object' && !Array.isArray(value) && !this.onOneLine(node))
      return this.patchGroup(node, value, indent);
    if (node.kind === 'list' && Array.isArray(value) && !this.onOneLine(node))
      return this.patchList(node, value, indent, after);
    this.edits.push({ start: node.start, end: node.end, text: printValue(value, indent, used, after) });
  }

  /** A field's value changed: its text may now fit on the field's line, or no longer fit there. */
  private patchField(keyStart: number, key: string, node: LiteralNode, value: Literal) {
    if (same(literalOf(node), value)) return;
    if (node.kind !== 'leaf' && typeof value === 'object' && !this.onOneLine(node))
      return this.patch(node, value, 0, 1);
    const printed = printField(key, value, this.indentAt(keyStart));
    const colon = this.source.indexOf(':', keyStart + 1);
    this.edits.push({ start: colon + 1, end: node.end, text: printed.slice(printed.indexOf(':') + 1) });
  }

  private patchGroup(node: Extract<LiteralNode, { kind: 'group' }>, value: { [key: string]: Literal }, indent: string) {
    const inner = `${indent}${INDENT}`;
    const kept = new Set<string>();
    for (const field of node.fields) {
      if (!(field.key in value) || value[field.key] === undefined || value[field.key] === null) {
        // The whole line(s) of the field go, with its comma.
        const start = this.lineStart(field.keyStart);
        const end = this.source.indexOf('\n', field.node.end) + 1;
        this.edits.push({ start, end, text: '' });
        continue;
      }
      kept.add(field.key);
      this.patchField(field.keyStart, field.key, field.node, value[field.key]);
    }
    // Fields the values add go on the lines before the closing bracket (with none added, nothing is inserted).
    const added = Object.entries(value).filter(([key, child]) => !kept.has(key) && !isEmpty(child));
    const closeLine = this.lineStart(node.end - 1);
    this.edits.push({
      start: closeLine,
      end: closeLine,
      text: added.map(([key, child]) => `${printField(key, child, inner)},\n`).join(''),
    });
  }

  private patchList(node: Extract<LiteralNode, { kind: 'list' }>, value: Literal[], indent: string, after: number) {
    const inner = `${indent}${INDENT}`;
    const old = node.items;
    let head = 0;
    while (head < old.length && head < value.length && same(literalOf(old[head]), value[head])) head++;
    let tail = 0;
    while (
      tail < old.length - head &&
      tail < value.length - head &&
      same(literalOf(old[old.length - 1 - tail]), value[value.length - 1 - tail])
    )
      tail++;
    // Left short enough, the list goes back on one line, as the formatter puts it; unless an item kept from the
    // file is written over several lines, which the formatter keeps as it is.
    const kept = [...old.slice(0, head), ...old.slice(old.length - tail)];
    const flat = printValue(value, indent, node.start - this.lineStart(node.start), after);
    if (!flat.includes('\n') && kept.every((item) => this.onOneLine(item))) {
      this.edits.push({ start: node.start, end: node.end, text: flat });
      return;
    }
    const removed = old.slice(head, old.length - tail);
    const added = value.slice(head, value.length - tail);
    if (removed.length === added.length) {
      removed.forEach((item, i) => {
        this.patch(item, added[i], inner.length, 1);
      });
      return;
    }
    // Items added or removed: their lines go, and the new ones are written where they were.
    const at = removed.length
      ? this.lineStart(removed[0].start)
      : tail
        ? this.lineStart(old[old.length - tail].start)
        : this.lineStart(node.end - 1);
    const end = removed.length ? this.source.indexOf('\n', removed[removed.length - 1].end) + 1 : at;
    this.edits.push({
      start: at,
      end,
      text: added.map((item) => `${inner}${printValue(item, inner, inner.length, 1)},\n`).join(''),
    });
  }
}

/**
 * The content file's source with its exports' values replaced by `values`, changing only what changed. A value
 * for an export the file does not have is ignored: the file's exports are fixed by the site's code.
 */
export function writeLiteralFile(source: string, values: Record<string, Literal>): string {
  const { exports } = readLiteralFile(source);
  const writer = new LiteralWriter(source);
  for (const [name, node] of exports) if (name in values) writer.patch(node, values[name], 0, 0);
  let out = source;
  for (const edit of writer.edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
