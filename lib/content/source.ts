/**
 * Reads one content file, YAML, with the `yaml` package: its data, where each value is written, and every slip
 * YAML lets an editor make, in the editor's words with the fix in keystrokes. The package reports what YAML
 * refuses (a tab, a colon inside a text...); the slips it reads without complaint (a text cut short at " #", a
 * PIN code losing its leading 0, a text starting with & or !) are found here on its nodes. YAML is data: nothing
 * written in a content file can run.
 */
import {
  isAlias,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  Scalar,
  visit,
  type YAMLError,
} from 'yaml';

export type Position = { line: number; column: number };
export type Slip = Position & { message: string };

/** A content file as read: its parsed document, to find where a value is written. */
export type ContentSource = { document: ReturnType<typeof parseDocument>; lines: LineCounter; text: string };

/** Invisible characters pasted along with copied text, by what an editor would call them. */
export const INVISIBLE: Record<string, string> = {
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\ufeff': 'a zero-width no-break space (byte order mark)',
  '\u00ad': 'a soft hyphen',
  '\u00a0': 'a no-break space',
  '\u202f': 'a narrow no-break space',
  '\u200e': 'a left-to-right mark',
  '\u200f': 'a right-to-left mark',
};

/** The YAML `yaml` reads: version 1.2, where yes, no, on and off stay words and a date stays text. */
export function parseContent(text: string): ContentSource {
  const lines = new LineCounter();
  // A key written twice is an error (uniqueKeys), not the second value silently winning.
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  return { document, lines, text };
}

const QUOTE_IT = 'Put the whole text in double quotes';

/** The text of the line a position is on, to word a message by what the editor sees there. */
const lineAt = (source: ContentSource, offset: number) => {
  const start = source.text.lastIndexOf('\n', offset - 1) + 1;
  const end = source.text.indexOf('\n', offset);
  return source.text.slice(start, end < 0 ? undefined : end);
};

/** `title: Web: Apps` → `title: "Web: Apps"`: the line with its value quoted, as the editor should type it. */
function quotedLine(line: string): string {
  const field = /^(\s*(?:- )?[\w-]+:\s+)(.*?)\s*$/.exec(line);
  if (!field) return '';
  const value = field[2].replace(/^[“”"]|[“”"]$/g, '').replaceAll('"', '\\"');
  return `: ${field[1].trim()} "${value}"`;
}

/** A text in quotes with the same quote inside it: 'Let's talk' ends at 'Let'. */
function quoteInsideQuotes(line: string): string | undefined {
  const value = /^(\s*(?:- )?(?:[\w-]+:\s+)?)(['"])(.*)\2\s*$/.exec(line);
  const [, field, quote, text] = value ?? [];
  if (!text?.includes(quote)) return undefined;
  const single = quote === "'";
  const fixed = single ? `"${text.replaceAll('"', '\\"')}"` : `'${text.replaceAll("'", "''")}'`;
  const kind = single ? 'single' : 'double';
  return `has a ${kind} quote inside a text written in ${kind} quotes, so YAML ends the text there. Put the text in the other kind of quotes: ${field.trim()} ${fixed}`;
}

/** YAML's own error, in words: what the editor typed, and what to type instead. */
function errorMessage(source: ContentSource, error: YAMLError, offset: number): string {
  const line = lineAt(source, offset);
  const quoted = quoteInsideQuotes(line);
  if (quoted) return quoted;
  const curly = /[“”]/.test(line)
    ? ' The quotes there are curly quotes, as Word types them: YAML needs straight ones (").'
    : '';
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return 'starts with a tab. YAML lines are indented with spaces only: delete the tab and type spaces instead, as many as the line above has for the same level.';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return /:\s.*:\s/.test(line)
        ? `has a colon followed by a space inside a text, which YAML reads as the start of a new field.${curly} ${QUOTE_IT}${quotedLine(line)}`
        : /^\s*[\w-]+:\S/.test(line)
          ? 'has no space after the colon of its field name. Type one space after the colon: name: value.'
          : 'is indented differently from the lines around it. Line it up with the other fields of its group: the same number of spaces before each.';
    case 'BAD_INDENT':
    case 'BAD_PROP_ORDER':
    case 'UNEXPECTED_TOKEN': {
      const opener = /:\s+([[{])/.exec(line)?.[1];
      if (opener)
        return `has a text starting with ${opener}, which YAML reads as the start of a ${opener === '[' ? 'list' : 'group'}. ${QUOTE_IT}${quotedLine(line)}`;
      return 'is indented differently from the lines around it. Line it up with the other fields of its group: the same number of spaces before each.';
    }
    case 'BAD_SCALAR_START':
      // YAML reports the character itself, after a field's colon or a list's dash alike.
      return `has a text starting with ${source.text[error.pos[0]]}, which YAML keeps for its own use. ${QUOTE_IT}${quotedLine(line)}`;
    case 'DUPLICATE_KEY':
      // YAML points at the second key itself: read up to its colon, in quotes or not, with spaces or not.
      return `writes the field "${/^(["']?)(.+?)\1:(?:\s|$)/.exec(source.text.slice(error.pos[0]))?.[2] ?? ''}" a second time in the same group. Keep one of the two: delete the other line (and the lines indented under it).`;
    case 'MISSING_CHAR':
      return `has a text whose closing quote is missing.${curly} Type a straight " at the end of the text.`;
    case 'TAG_RESOLVE_FAILED':
      return `has a text starting with !, which YAML reads as a type name. ${QUOTE_IT}${quotedLine(line)}`;
    default:
      return `is not written as YAML can read it (${error.message.split('\n')[0]}). Compare it with the lines around it, or undo the change (see "Undo a change" in CONTENT.md).`;
  }
}

/** What YAML read without complaint but the editor cannot have meant, on one node. */
function nodeSlip(source: ContentSource, node: Node): string | undefined {
  const line = lineAt(source, node.range?.[0] ?? 0);
  if (isAlias(node))
    return `has a text starting with *, which YAML reads as a name for another value. ${QUOTE_IT}${quotedLine(line)}`;
  if (node.anchor)
    return `has a text starting with &, which YAML reads as a name for the value, and leaves out. ${QUOTE_IT}${quotedLine(line)}`;
  // “Web: Apps” as a list item: the colon makes it a field named “Web, which YAML reads without complaint.
  if (isMap(node) && !node.flow && node.items.some(({ key }) => isScalar(key) && /^[“”]/.test(String(key.value))))
    return `is in curly quotes, as Word types them, with a colon and a space inside, which YAML reads as a field name and its value. Type straight double quotes (") in place of the curly ones: ${line.trim().replace(/[“”]/g, '"')}`;
  if (isMap(node) && node.flow && node.items.length)
    return `has a text starting with {, which YAML reads as the start of a group. ${QUOTE_IT}${quotedLine(line)}`;
  if (!isScalar(node) || !node.range) return undefined;
  const written = source.text.slice(node.range[0], node.range[1]);
  // A PIN code or a phone number read as a number loses the 0 or the + it starts with.
  const dropped = /^[-+]?0\d/.test(written) ? '0' : written.startsWith('+') ? '+' : undefined;
  if (node.type === Scalar.PLAIN && typeof node.value === 'number' && dropped)
    return `is the number ${written}, and YAML drops the ${dropped} it starts with when it reads a number. Put it in double quotes: "${written}".`;
  // A note after a text (` # ...`) ends a plain text there: what follows the # is left out of the site.
  const lineEnd = source.text.indexOf('\n', node.range[1]);
  const rest = source.text.slice(node.range[1], lineEnd < 0 ? undefined : lineEnd);
  if (node.type === Scalar.PLAIN && /^\s+#/.test(rest))
    return `has " #" inside a text, and YAML leaves out everything from the # on as a note. If it is part of the text, put the whole text in double quotes${quotedLine(line)}; if it is a note, move it to a line of its own above.`;
  // A list item indented further than the one above is read as the end of that item's text: two items become one.
  if (node.type === Scalar.PLAIN && /\n\s*- /.test(written))
    return 'has the list item on the line below indented further than this one, so YAML reads that item as the end of this text and the two become one. Line up the - of the item below with the - of this one.';
  if (typeof node.value === 'string' && /^[“”].*[“”]$/s.test(node.value))
    return 'is in curly quotes, as Word types them, which the site would show as part of the text. Delete both, or type straight double quotes (") if the text needs quoting.';
  return undefined;
}

/**
 * Where a text missing its closing quote starts: YAML notices only where the file ends, but the editor left the
 * quote out on the last line before that whose text opens a quote and does not close it.
 */
function unclosedQuoteAt(source: ContentSource, end: number): number {
  let offset = end;
  for (const match of source.text.slice(0, end).matchAll(/^(\s*(?:- )?(?:[\w-]+:\s+)?)(["'])(?!.*\2\s*$).*$/gm))
    offset = (match.index ?? 0) + match[1].length;
  return offset;
}

/**
 * Where a field indented further than the one above it starts: YAML reads it as more words of the text above, and
 * then points at that text, whose line is written as it should be.
 */
function fieldIndentedTooFar(source: ContentSource, error: YAMLError): number | undefined {
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY' && error.code !== 'MULTILINE_IMPLICIT_KEY') return undefined;
  const nextLineStart = source.text.indexOf('\n', error.pos[0]) + 1;
  if (nextLineStart === 0) return undefined;
  const next = lineAt(source, nextLineStart);
  const indent = (line: string) => /^\s*(?:- )?/.exec(line)?.[0].length ?? 0;
  const isField = /^\s+[\w-]+:(?:\s|$)/.test(next);
  return isField && indent(next) > indent(lineAt(source, error.pos[0])) ? nextLineStart + indent(next) : undefined;
}

/** Every slip in a file, in the order of its lines; none means its data is what the editor wrote. */
export function slipsIn(source: ContentSource): Slip[] {
  const at = (offset: number, message: string): Slip => ({ ...position(source, offset), message });
  const errors = [...source.document.errors, ...source.document.warnings];
  // After a tab, YAML reads the lines under it as indented wrongly: those are the tab's echoes, not slips of their own.
  const tabLines = new Set(
    errors.filter((error) => error.code === 'TAB_AS_INDENT').map((error) => position(source, error.pos[0]).line),
  );
  // The lines a tab throws off: those after it, up to the next line written at the left edge (a top-level field).
  const firstTabLine = Math.min(...tabLines);
  const lines = source.text.split('\n');
  const blockEnd = lines.findIndex((text, index) => index >= firstTabLine && /^[^\s#]/.test(text)) + 1 || Infinity;
  const thrownOff = (line: number) => line > firstTabLine && line < blockEnd && !tabLines.has(line);
  const slips = errors.map((error) => {
    // The message is worded from the line it points at: for a missing quote, the line that opens the text (where a
    // curly closing quote shows), not the end of the file where YAML noticed.
    const offset =
      error.code === 'MISSING_CHAR'
        ? unclosedQuoteAt(source, error.pos[0])
        : (fieldIndentedTooFar(source, error) ?? error.pos[0]);
    return at(offset, errorMessage(source, error, offset));
  });
  visit(source.document, {
    Node: (_, node) => {
      const message = nodeSlip(source, node);
      if (message) slips.push(at(node.range?.[0] ?? 0, message));
    },
  });
  // One slip per line: YAML often reports one mistake twice.
  const seen = new Set<number>();
  return slips
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .filter(({ line }) => !thrownOff(line))
    .filter(({ line }) => !seen.has(line) && Boolean(seen.add(line)));
}

const position = (source: ContentSource, offset: number): Position => {
  const { line, col } = source.lines.linePos(offset);
  return { line, column: col };
};

/**
 * Where the value at `at` is written (the start of its text, or of a group's first field); for a missing value,
 * where its nearest group or list is. `key` names a field to point at by its name, for a field that does not belong.
 */
export function positionOf(source: ContentSource | undefined, at: readonly PropertyKey[], key?: string): Position {
  if (!source) return { line: 1, column: 1 };
  let node: unknown = source.document.contents;
  const start = (found: unknown) => position(source, (found as Node | null)?.range?.[0] ?? 0);
  for (const step of at) {
    const next = isCollection(node) ? node.get(isSeq(node) ? Number(step) : String(step), true) : undefined;
    if (next === undefined || next === null) return start(node);
    node = next;
  }
  const pair = isMap(node) ? node.items.find((item) => isScalar(item.key) && item.key.value === key) : undefined;
  return start(pair ? pair.key : node);
}
