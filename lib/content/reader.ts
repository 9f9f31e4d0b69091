/**
 * Reads a content file the way an editor wrote it: where every value sits (line and column, to point messages
 * at it) and every slip that stops the file from loading, each with advice in plain words, all at once.
 *
 * Why our own reader rather than a parser package: content files are plain data (quoted text, numbers, { }
 * groups and [ ] lists), and @babel/parser with errorRecovery still stops at the first unexpected token for the
 * slips editors make (an apostrophe, a Word quote, a missing comma or bracket), so it could neither report them
 * all nor say which one it was. This reader knows that small language, recovers line by line, and needs no
 * dependency. Its tokens also feed lib/content/literal, which takes the values out; lib/content/load runs both, so
 * the build, the check and the editor read every content file as data, never as code.
 */

export type Position = { line: number; column: number };

/**
 * `loads` marks a slip the file still loads with (a field written twice: the last one wins), so the check reports
 * it even when nothing else is wrong; every other slip stops the file from loading.
 */
export type Slip = Position & { message: string; loads?: true };

export type ValueNode =
  | { kind: 'group'; at: Position; fields: Map<string, { keyAt: Position; value: ValueNode }> }
  | { kind: 'list'; at: Position; items: ValueNode[] }
  | { kind: 'value'; at: Position };

export type ReadFile = { exports: Map<string, ValueNode>; slips: Slip[] };

/** A single value (text, number, true...): only its place matters. */
const leaf = (at: Position): ValueNode => ({ kind: 'value', at });

export type TokenKind = 'punct' | 'text' | 'number' | 'word';
/** A token ends on its own line, but for a backtick text written over several lines (endLine). */
export type Token = Position & { kind: TokenKind; value: string; endLine: number; endColumn: number };

const CURLY = new Set(['‘', '’', '“', '”']);

/** Characters that show as nothing (or as a plain space) and come along with text pasted from web pages and documents. */
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

/**
 * A number written with commas between groups of digits, as 1,00,000 (Indian) or 18,000 (no space after a comma),
 * or with dots, as 1.00.000 (two dots at least: one is a decimal point).
 */
const GROUPED_NUMBER = /^\d{1,3}((,\d{2,3})+|(\.\d{2,3}){2,})(?![\d.])/;

/** The slip for a number whose digit groups are kept apart by `separator`. */
function groupedNumberAdvice(grouped: string, separator: string): string {
  const name = { ',': 'commas', '.': 'dots', ' ': 'spaces' }[separator];
  const why = { ',': ': a comma separates values', '.': ': a dot is its decimal point', ' ': '' }[separator];
  const groups = grouped.split(separator);
  return `The number ${grouped} is written with ${name}, but a number in a content file has none${why}. Write ${groups.join('')} (or, to keep the groups readable, ${groups.join('_')}).`;
}
const OPEN: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
const CLOSE: Record<string, string> = Object.fromEntries(Object.entries(OPEN).map(([open, close]) => [close, open]));
const BRACKET_NAME: Record<string, string> = {
  '{': 'curly bracket {',
  '}': 'curly bracket }',
  '[': 'square bracket [',
  ']': 'square bracket ]',
  '(': 'round bracket (',
  ')': 'round bracket )',
};

const quoteName = (quote: string) => `the curly quote ${quote}`;
const straightFor = (quote: string) => (quote === '‘' || quote === '’' ? "'" : '"');

/** Splits the source into tokens, recording slips inside a line (quotes) as it goes. */
function tokenize(source: string, slips: Slip[]): Token[] {
  const tokens: Token[] = [];
  const lines = source.split('\n');
  let inComment = false;
  // A backtick text that goes on past the end of its line, until its closing backtick on a later one.
  let openText: Token | undefined;
  // The quote that closes it: a backtick, or a straight quote for a text an editor broke over two lines by mistake.
  let openQuote = '`';
  const closedLater = (index: number) => lines.slice(index + 1).some((later) => textEnd(later, 0, '`').end >= 0);
  for (const [index, text] of lines.entries()) {
    const line = index + 1;
    let i = 0;
    const push = (kind: TokenKind, value: string, start: number, end: number) =>
      tokens.push({ kind, value, line, column: start + 1, endLine: line, endColumn: end + 1 });
    while (i < text.length) {
      const char = text[i];
      if (openText) {
        const end = textEnd(text, i, openQuote).end;
        // Messages show the text on one line: its lines joined by a space.
        openText.value += ` ${text.slice(i, end < 0 ? text.length : end).trim()}`;
        if (end < 0) break;
        tokens.push({ ...openText, endLine: line, endColumn: end + 2 });
        openText = undefined;
        i = end + 1;
      } else if (inComment) {
        const end = text.indexOf('*/', i);
        if (end < 0) break;
        inComment = false;
        i = end + 2;
      } else if (INVISIBLE[char] && !/[\s\ufeff]/.test(char)) {
        // JavaScript reads a no-break space or a byte order mark as a space, but the others break the line.
        const before = text.slice(0, i).trimEnd().split(/\s/).pop() || 'the start of the line';
        const after =
          text
            .slice(i + 1)
            .trimStart()
            .split(/\s/)[0] || 'the end of the line';
        slips.push({
          line,
          column: i + 1,
          message: `There is an invisible character here (${INVISIBLE[char]}), copied along with pasted text, between ${before} and ${after}. Delete it: put the cursor just before ${after} and press Backspace once, or type the line again by hand.`,
        });
        i++;
      } else if (/\s/.test(char)) i++;
      else if (text.startsWith('//', i)) break;
      else if (text.startsWith('/*', i)) {
        inComment = true;
        i += 2;
      } else if (char === '`' && textEnd(text, i + 1, '`').end < 0 && closedLater(index)) {
        openText = { kind: 'text', value: text.slice(i + 1).trim(), line, column: i + 1, endLine: line, endColumn: 0 };
        openQuote = '`';
        i = text.length;
      } else if ((char === "'" || char === '"') && endsOnNextLine(text.slice(i), lines[index + 1])) {
        const first = text.slice(i + 1).trim();
        const rest = (lines[index + 1] as string).trim().replace(/,$/, '').slice(0, -1);
        // The break may be between two words, or right after the opening quote, or right before the closing one.
        const lastWord = first.split(' ').pop();
        const join = !rest
          ? `put the cursor before the ${char} on line ${line + 1} and press Backspace until it follows "${lastWord}"`
          : !first
            ? `put the cursor before "${rest.split(' ')[0]}" on line ${line + 1} and press Backspace until it follows the ${char} on line ${line}`
            : `put the cursor before "${rest.split(' ')[0]}" on line ${line + 1} and press Backspace until it follows "${lastWord}" with one space between`;
        slips.push({
          line,
          column: i + 1,
          message: `The text ${char}${[first, rest].filter(Boolean).join(' ')}${char} is broken over two lines (${line} and ${line + 1}), but a text in quotes must stay on one line. Join them: ${join}.`,
        });
        openText = { kind: 'text', value: first, line, column: i + 1, endLine: line, endColumn: 0 };
        openQuote = char;
        i = text.length;
      } else if (char === "'" || char === '"' || char === '`') i = readText(text, line, i, push, slips);
      else if (CURLY.has(char)) i = readCurlyText(text, line, i, push, slips);
      else if (GROUPED_NUMBER.test(text.slice(i))) {
        const [grouped] = GROUPED_NUMBER.exec(text.slice(i)) as RegExpExecArray;
        slips.push({ line, column: i + 1, message: groupedNumberAdvice(grouped, grouped.includes(',') ? ',' : '.') });
        push('number', grouped.replace(/[,.]/g, ''), i, i + grouped.length);
        i += grouped.length;
      } else if (/^\.?\d/.test(text.slice(i))) {
        const match = /^[\d_.]+(e[+-]?\d+)?/i.exec(text.slice(i)) as RegExpExecArray;
        push('number', match[0], i, i + match[0].length);
        i += match[0].length;
      } else if (/[A-Za-z_$]/.test(char)) {
        const match = /^[\w$]+/.exec(text.slice(i)) as RegExpExecArray;
        push('word', match[0], i, i + match[0].length);
        i += match[0].length;
      } else if (text.startsWith('...', i)) {
        push('punct', '...', i, i + 3);
        i += 3;
      } else {
        // Any other character stands alone; only brackets and separators are ever looked for among these.
        push('punct', char, i, i + 1);
        i++;
      }
    }
  }
  return tokens;
}

/**
 * Whether a quoted text that starts `rest` and is not closed on its line goes on to the next line, where its
 * closing quote ends that line: an editor pressed Enter inside a long text.
 */
function endsOnNextLine(rest: string, next: string | undefined): boolean {
  const quote = rest[0];
  if (next === undefined || textEnd(rest, 1, quote).end >= 0 || /^\s*[\w$]+\s*:/.test(next)) return false;
  const close = textEnd(next, 0, quote).end;
  // A line starting with a quote that does not close there opens a text of its own ('Tamil',): the next item.
  const opens = next.trimStart().startsWith(quote) && next.indexOf(quote) !== close;
  return close >= 0 && !opens && /^\s*,?\s*$/.test(next.slice(close + 1));
}

type Push = (kind: TokenKind, value: string, start: number, end: number) => void;

/**
 * Where a text that starts before `from` ends: the first of the `closers` (the quotes that can end it), except an
 * apostrophe, ' or ’ with a letter straight after it (Let's, O'Brien, Let’s). Also where the first such
 * apostrophe is. A backslash keeps the character after it in the text. -1 for none on the line.
 */
function textEnd(text: string, from: number, closers: string): { end: number; apostrophe: number } {
  let apostrophe = -1;
  for (let i = from; i < text.length; i += text[i] === '\\' ? 2 : 1) {
    if (!closers.includes(text[i])) continue;
    if (!/['’]/.test(text[i]) || !/[A-Za-z]/.test(text[i + 1] ?? '')) return { end: i, apostrophe };
    if (apostrophe < 0) apostrophe = i;
  }
  return { end: -1, apostrophe };
}

/** A quoted text starting at `start`; returns where reading goes on. */
function readText(text: string, line: number, start: number, push: Push, slips: Slip[]): number {
  const quote = text[start];
  const { end, apostrophe } = textEnd(text, start + 1, quote);
  const stop = end < 0 ? text.length : end + 1;
  const at = { line, column: start + 1 };
  // 'Let's talk': for TypeScript the apostrophe ends the text, so the rest of it breaks the line.
  if (apostrophe >= 0) {
    const whole = end < 0 ? toLineEnd(text.slice(start + 1)).words : text.slice(start + 1, end);
    slips.push({
      ...at,
      message: `The text '${whole}' has an apostrophe (') inside single quotes, so the text stops at '${text.slice(start + 1, apostrophe)}'. Put the whole text in double quotes instead: "${whole}".`,
    });
    push('text', whole, start, stop);
    return stop;
  }
  if (end < 0) {
    slips.push({ ...at, message: unclosedTextAdvice(text, start) });
    push('text', text.slice(start + 1), start, stop);
    return stop;
  }
  push('text', text.slice(start + 1, end), start, stop);
  return stop;
}

/**
 * A text never closed runs to the end of its line: its words, and whether the line ends with a comma, which
 * the editor meant to come after the closing quote.
 */
function toLineEnd(rest: string): { words: string; comma: boolean } {
  return { words: rest.replace(/,\s*$/, '').trimEnd(), comma: /,\s*$/.test(rest) };
}

/** The advice for a quote that is opened and never closed on its line. */
function unclosedTextAdvice(text: string, start: number): string {
  const quote = text[start];
  const rest = text.slice(start + 1);
  const curly = /[‘’“”]/.exec(rest);
  const { words: trimmed, comma } = toLineEnd(rest);
  if (curly) {
    const inner = trimmed.slice(0, trimmed.lastIndexOf(curly[0])) || trimmed;
    return `The text ${quote}${trimmed} starts with a straight quote ${quote} but ends with ${quoteName(curly[0])} (as Word and Google Docs type it). Type a straight quote ${quote} at both ends: ${quote}${inner}${quote}.`;
  }
  const other = quote === "'" ? '"' : "'";
  const otherAt = rest.lastIndexOf(other);
  // Nothing but a comma after it: the other quote closes the text.
  if (otherAt >= 0 && /^,?$/.test(rest.slice(otherAt + 1).trim())) {
    const inner = rest.slice(0, otherAt);
    return `The text ${quote}${inner}${other} starts with ${quote} but ends with ${other}. Use the same quote at both ends: ${quote}${inner}${quote}.`;
  }
  return `The text ${quote}${trimmed} has no closing quote. End the text with ${quote}${comma ? ', before the comma' : ''}, like this: ${quote}${trimmed}${quote}${comma ? ',' : ''}`;
}

/** A text between curly quotes pasted from Word: reported, and read as if the quotes were straight. */
function readCurlyText(text: string, line: number, start: number, push: Push, slips: Slip[]): number {
  const open = text[start];
  // Word types an apostrophe as ’ too (Let’s): like a straight one, it does not end the text.
  const closeAt = textEnd(text, start + 1, `‘’“”'"`).end;
  const end = closeAt < 0 ? text.length : closeAt;
  const { words, comma } =
    closeAt < 0 ? toLineEnd(text.slice(start + 1)) : { words: text.slice(start + 1, end), comma: false };
  const close = text[end];
  // A straight apostrophe inside the text would end a text in straight single quotes: double quotes keep it.
  const straight = words.includes("'") ? '"' : straightFor(open);
  // Only the curly ones are named: a straight closing quote is already right.
  const quotes =
    CURLY.has(close) && close !== open ? `${open} and ${close} are curly quotes` : `${open} is a curly quote`;
  slips.push({
    line,
    column: start + 1,
    message: `${quotes}, as Word and Google Docs type them; a content file needs straight quotes. Type the straight quote ${straight} (the key next to Enter) at both ends instead${comma ? ', the closing one before the comma' : ''}: ${straight}${words}${straight}${comma ? ',' : '.'}`,
  });
  push('text', words, start, Math.min(end + 1, text.length));
  return Math.min(end + 1, text.length);
}

// ---------------------------------------------------------------------------------------------------------------
// Brackets. When they do not pair up, the layout shows which one is missing: a bracket with more on its line
// closes on that line, and a bracket that ends its line closes on the first later line indented as far as it.

/** Only lines with a token on them are asked about, so each has a character other than a space. */
function indentOf(source: string[], line: number): number {
  return source[line - 1].search(/\S/);
}

function bracketsPair(tokens: readonly Token[]): boolean {
  const stack: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'punct') continue;
    if (token.value in OPEN) stack.push(token.value);
    else if (token.value in CLOSE && stack.pop() !== CLOSE[token.value]) return false;
  }
  return stack.length === 0;
}

/**
 * A bracket that ends its line opens a block whose closer starts the first later line indented as far. When the
 * two do not match (a ] for a }), what the block holds says which of them was changed: fields (name: value) make
 * it a group { }, anything else a list [ ]. The changed one is reported and put right, so the rest of the file
 * reads as written instead of as a dozen echoes of one slip.
 */
function mendBlockBrackets(tokens: readonly Token[], lines: string[], slips: Slip[]): Token[] {
  const out = [...tokens];
  const startsLine = (i: number) => out[i - 1].endLine < out[i].line;
  for (const [i, open] of out.entries()) {
    const first = out[i + 1];
    if (!(open.kind === 'punct' && open.value in OPEN) || !first || first.line === open.line) continue;
    const indent = indentOf(lines, open.line);
    let j = i + 1;
    while (j < out.length && !(startsLine(j) && indentOf(lines, out[j].line) <= indent)) j++;
    const close = out[j];
    if (!close || indentOf(lines, close.line) < indent || !(close.value in CLOSE)) continue;
    if (OPEN[open.value] === close.value) continue;
    const holdsFields =
      (first.kind === 'word' || first.kind === 'text') && out[i + 2]?.value === ':' && out[i + 2].line === first.line;
    const [opener, closer] = holdsFields ? ['{', '}'] : ['[', ']'];
    const what = holdsFields ? 'group of fields' : 'list';
    if (open.value === opener) {
      slips.push({
        line: close.line,
        column: close.column,
        message: `This ${BRACKET_NAME[close.value]} ends the ${what} that starts with ${opener} on line ${open.line}, which must end with ${closer}. Write ${closer} instead.`,
      });
    } else {
      slips.push({
        line: open.line,
        column: open.column,
        message: `This ${BRACKET_NAME[open.value]} starts ${holdsFields ? 'a group of fields (name: value)' : 'a list'}, which goes in ${BRACKET_NAME[opener].replace(/ \S$/, 's')} ${opener} ${closer}, and it ends with ${close.value} on line ${close.line}. Write ${opener} instead${close.value === closer ? '' : `, and ${closer} there`}.`,
      });
    }
    // Both as the contents say, so the rest of the file reads as written.
    out[i] = { ...open, value: opener };
    out[j] = { ...close, value: closer };
  }
  return out;
}

type Open = { token: Token; inline: boolean };

/** Finds each missing, extra or wrong bracket, reports it where it belongs, and returns the tokens repaired. */
function repairBrackets(tokens: readonly Token[], lines: string[], slips: Slip[]): Token[] {
  if (bracketsPair(tokens)) return [...tokens];
  const out: Token[] = [];
  const stack: Open[] = [];
  const close = (open: Open, before: Token | undefined) => {
    const closer = OPEN[open.token.value];
    const { line, column } = open.token;
    // Closes it where the layout says it ends, so the rest of the file is read as the editor meant it.
    const where = open.inline ? lastOnLine(out, line) : out.length;
    // lastOnLine steps back over a comma that ends the line, and only then is out[where] on this line.
    const beforeComma = out[where]?.line === line;
    slips.push({
      line,
      column,
      message: open.inline
        ? `The ${BRACKET_NAME[open.token.value]} opened here is never closed. Add ${closer} after the last value on this line${beforeComma ? ', before the comma' : ''}.`
        : `The ${BRACKET_NAME[open.token.value]} opened here is never closed. Add ${closer} on a line of its own after the last ${open.token.value === '[' ? 'item of the list' : 'field of the group'}, indented like this line.`,
    });
    const synthetic: Token = { ...(out[where - 1] ?? open.token), kind: 'punct', value: closer };
    out.splice(where, 0, synthetic);
    // A comma after the closer keeps the next line from reading as a missing comma (one before a closer is fine).
    if (!open.inline && before && stack.length && before.value !== ',') out.push({ ...synthetic, value: ',' });
  };
  const stray = (token: Token) =>
    slips.push({ ...token, message: `This ${BRACKET_NAME[token.value]} has nothing to close. Delete it.` });
  for (const [i, token] of tokens.entries()) {
    const previous = tokens[i - 1];
    // At the first token of a line, every bracket still open was opened on an earlier line.
    if (previous && token.line !== previous.endLine && !(token.kind === 'punct' && token.value in CLOSE)) {
      while (stack.length) {
        const top = stack[stack.length - 1];
        const unclosed = top.inline
          ? !wrapsBelow(tokens, i, top.token, lines)
          : indentOf(lines, token.line) <= indentOf(lines, top.token.line);
        if (!unclosed) break;
        stack.pop();
        close(top, token);
      }
    }
    if (token.kind === 'punct' && token.value in OPEN) {
      const next = tokens[i + 1];
      // `[{` at the end of a line opens a block of items below it, so the [ is a block too: its ] comes after them.
      const opensBlockBelow = next?.kind === 'punct' && next.value in OPEN && tokens[i + 2]?.line !== next.line;
      stack.push({ token, inline: next !== undefined && next.line === token.line && !opensBlockBelow });
      out.push(token);
    } else if (token.kind === 'punct' && token.value in CLOSE) {
      const top = stack[stack.length - 1];
      // A block closes on a line of its own; a second closer after another on one line is one too many.
      if (top && !top.inline && previous.line === token.line && previous.value in CLOSE) stray(token);
      else if (top && OPEN[top.token.value] === token.value) {
        stack.pop();
        out.push(token);
      } else if (stack.length > 1 && OPEN[stack[stack.length - 2].token.value] === token.value) {
        close(stack.pop() as Open, token);
        stack.pop();
        out.push(token);
      } else if (top && top.token.line === token.line) {
        slips.push({
          ...token,
          message: `This ${BRACKET_NAME[token.value]} closes the ${BRACKET_NAME[top.token.value]} opened at column ${top.token.column}. Write ${OPEN[top.token.value]} instead.`,
        });
        stack.pop();
        out.push({ ...token, value: OPEN[top.token.value] });
      } else stray(token);
    } else out.push(token);
  }
  while (stack.length) close(stack.pop() as Open, undefined);
  return out;
}

/**
 * Whether a bracket opened with a value after it on its line (`tags: ['web',`) goes on over the lines below it,
 * indented further, to its own closer: a list wrapped by hand, not one left open.
 */
function wrapsBelow(tokens: readonly Token[], from: number, open: Token, lines: string[]): boolean {
  const indent = indentOf(lines, open.line);
  let depth = 0;
  for (let k = from; k < tokens.length; k++) {
    const token = tokens[k];
    // Only its own closer may start a line as far left as the line it opened on (`],` on a line of its own).
    if (token.line !== tokens[k - 1].endLine && indentOf(lines, token.line) <= indent)
      return depth === 0 && token.kind === 'punct' && token.value === OPEN[open.value];
    if (token.kind !== 'punct') continue;
    if (token.value in OPEN) depth++;
    else if (token.value in CLOSE && depth-- === 0) return token.value === OPEN[open.value];
  }
  return false;
}

/** Where a closing bracket goes on a line: after its last value, before a comma that ends the line. */
function lastOnLine(out: readonly Token[], line: number): number {
  let end = out.length;
  // The bracket itself is in out, on this line: neither step goes past it, and what is left ends on this line.
  while (out[end - 1].line > line) end--;
  if (out[end - 1].value === ',') end--;
  return end;
}

// ---------------------------------------------------------------------------------------------------------------
// Values.

class Reader {
  private i = 0;
  constructor(
    private readonly tokens: readonly Token[],
    private readonly slips: Slip[],
    private readonly names: ReadonlySet<string>,
    private readonly lines: readonly string[],
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  private is(value: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === 'punct' && token.value === value;
  }

  private slip(at: Position, message: string) {
    this.slips.push({ line: at.line, column: at.column, message });
  }

  /** `export const name = value satisfies Type;` and the imports around them. */
  readFile(): Map<string, ValueNode> {
    const exports = new Map<string, ValueNode>();
    while (this.peek()) {
      const token = this.peek() as Token;
      const declares =
        token.value === 'const' ? 0 : token.value === 'export' && this.peek(1)?.value === 'const' ? 1 : -1;
      if (declares >= 0 && this.peek(declares + 1)?.kind === 'word' && this.is('=', declares + 2)) {
        const name = (this.peek(declares + 1) as Token).value;
        this.i += declares + 3;
        exports.set(name, this.value());
      }
      this.skipStatement();
    }
    return exports;
  }

  /** Moves past the rest of a statement (a type after `satisfies`, an import) to its ; or an export starting a line. */
  private skipStatement() {
    this.i++;
    while (this.peek()) {
      const token = this.peek() as Token;
      if (this.is(';')) {
        this.i++;
        return;
      }
      if (token.value === 'export' && token.column === 1) return;
      this.i++;
    }
  }

  private value(): ValueNode {
    const token = this.peek();
    if (!token) return leaf({ line: 1, column: 1 });
    const at = { line: token.line, column: token.column };
    if (this.is('{')) return this.group();
    if (this.is('[')) return this.list();
    if (token.kind === 'text') {
      this.i++;
      return leaf(at);
    }
    if (token.kind === 'number' || this.markBeforeWord() || (token.kind === 'word' && !this.names.has(token.value))) {
      if (['true', 'false', 'null', 'undefined'].includes(token.value)) {
        this.i++;
        return leaf(at);
      }
      return this.unquoted(at);
    }
    // Anything else TypeScript allows (a name defined in the file, a calculation): skip it to the next field.
    this.passValue(() => false);
    return leaf(at);
  }

  /**
   * Moves past a value to the comma, closing bracket or semicolon that ends it, or to the first token `ends` too,
   * but never inside brackets within the value. A value sits in a group, a list or a statement, never in round
   * brackets, and every bracket has its pair by now (see repairBrackets), so no ) ends a value.
   */
  private passValue(ends: (token: Token) => boolean) {
    let depth = 0;
    for (let token = this.peek(); token && (depth > 0 || !(this.endsValue() || ends(token))); token = this.peek()) {
      if (token.kind === 'punct' && token.value in OPEN) depth++;
      if (token.kind === 'punct' && token.value in CLOSE) depth--;
      this.i++;
    }
  }

  /**
   * A value that starts with a mark before a word or number on its line, as in .NET, #1, +91 or (Remote) jobs, is
   * text without quotes; but not a sign before a name the file defines (-offset, !shown), which TypeScript reads.
   */
  private markBeforeWord(): boolean {
    const [mark, next] = [this.peek() as Token, this.peek(1)];
    return (
      mark.kind === 'punct' &&
      !this.endsValue() &&
      next?.line === mark.line &&
      (next.kind === 'number' || (next.kind === 'word' && !this.names.has(next.value)))
    );
  }

  /**
   * Words or numbers not in quotes, up to the end of the line or a quoted text, brackets in them included (Web
   * Development (Remote)): one number is fine, anything more is text that needs quotes.
   */
  private unquoted(at: Position): ValueNode {
    const start = this.i;
    this.passValue((token) => token.line !== at.line || token.kind === 'text');
    const parts = this.tokens.slice(start, this.i);
    // One number, with its minus sign or without, is a number; -6 months is text like 0 months.
    const number = parts[0].value === '-' ? parts.slice(1) : parts;
    if (number.length === 1 && number[0].kind === 'number') return leaf(at);
    const words = this.spell(parts);
    // Web Development', : the opening quote is missing, and the reader took the closing one for an opening one.
    // (Its "no closing quote" slip stays, later on this line, so the one-slip-per-line rule drops it.)
    const closed = /^([^'"]*)(['"]),?\s*$/.exec(this.lines[at.line - 1].slice(at.column - 1));
    if (closed) {
      const [, inner, quote] = closed;
      this.slip(at, `The text ${inner}${quote} is missing its opening quote. Write ${quote}${inner}${quote}.`);
      // The rest of the line, its comma too: a missing comma reported after it is dropped, as on the same line.
      while (this.peek()?.line === at.line) this.i++;
      return leaf(at);
    }
    this.slip(at, this.unquotedAdvice(parts, words));
    return leaf(at);
  }

  /** What to write for words or numbers without quotes: a number apart from its digits' grouping, else text. */
  private unquotedAdvice(parts: readonly Token[], words: string): string {
    // 1 00 000: digit groups kept apart by spaces, as a lakh is often written; a phone number has a +, or longer groups.
    // Only numbers are spelt with digits alone (a word starts with a letter, a mark is no digit): no need to ask.
    if (/^\d{1,3}( \d{2,3})+$/.test(words)) return groupedNumberAdvice(words, ' ');
    // ₹35000: an amount, in a field that takes the number alone, or a text that needs its quotes.
    const [sign, amount] = parts;
    if (parts.length === 2 && /^[₹$€£]$/.test(sign.value) && amount.kind === 'number')
      return `${words} is written without quotes. If this field takes a number, write the number alone: ${amount.value} (the page shows the currency); if it takes text, put it in quotes: '${words}'.`;
    return parts.every((part) => part.kind === 'number' || part.value === '+')
      ? `${words} is written without quotes, so it is read as numbers, and the spaces between them break the file. Put it in quotes: '${words}'.`
      : `${words} is written without quotes. Text always goes between quotes: write '${words}'.`;
  }

  /** The words of tokens as the editor typed them, spacing included. */
  private spell(parts: readonly Token[]): string {
    return parts.map((part, i) => (i && part.column > parts[i - 1].endColumn ? ' ' : '') + part.value).join('');
  }

  private endsValue(): boolean {
    return this.is(',') || this.is('}') || this.is(']') || this.is(';');
  }

  private group(): ValueNode {
    const open = this.peek() as Token;
    this.i++;
    const fields = new Map<string, { keyAt: Position; value: ValueNode }>();
    while (this.peek() && !this.is('}')) {
      const token = this.peek() as Token;
      if (this.is(',')) {
        this.slip(
          token,
          this.tokens[this.i - 1] === open
            ? 'This comma has no field before it. Delete it.'
            : 'There are two commas in a row here. Delete one of them.',
        );
        this.i++;
        continue;
      }
      if (this.is('...')) {
        this.i++;
        this.value();
      } else if (token.kind === 'word' || token.kind === 'text' || token.kind === 'number') {
        this.i++;
        const keyAt = { line: token.line, column: token.column };
        const first = fields.get(token.value);
        if (first)
          this.slips.push({
            ...keyAt,
            loads: true,
            message: `The field ${token.value} is written twice in this group, here and ${first.keyAt.line === keyAt.line ? 'earlier on this line' : `on line ${first.keyAt.line}`}, and the site would show only the last one. Delete the one you do not want.`,
          });
        if (this.is(':')) {
          this.i++;
          if (this.lacksValue(token)) {
            fields.set(token.value, { keyAt, value: leaf(keyAt) });
            if (this.is(',')) this.i++;
            continue;
          }
        } else if (this.is('=')) {
          this.slip(this.peek() as Token, `Write a colon : after ${token.value}, not an equals sign =.`);
          this.i++;
        } else if (this.is(',') || this.is('}')) {
          // `title,` is shorthand TypeScript knows; in a content file it is a field that lost its value.
          if (!this.names.has(token.value))
            this.slip(token, `The field ${token.value} has no value. Write ${token.value}: followed by its value.`);
          fields.set(token.value, { keyAt, value: leaf(keyAt) });
          this.afterValue(token);
          continue;
        } else {
          this.slip(
            { line: token.line, column: token.endColumn },
            `A colon : is missing after ${token.value}. Write ${token.value}: and then its value.`,
          );
          // Alone on its line and followed by the next field, it has no value to read: the field is not its value.
          if ((this.peek() as Token).line > token.endLine && this.is(':', 1)) {
            fields.set(token.value, { keyAt, value: leaf(keyAt) });
            continue;
          }
        }
        fields.set(token.value, { keyAt, value: this.value() });
      } else {
        this.slip(
          token,
          `${token.value} cannot start a field here. A field is written name: value, such as title: 'Web Development'.`,
        );
        this.skipToNextField();
      }
      this.afterValue(this.tokens[this.i - 1]);
    }
    this.i++;
    return { kind: 'group', at: { line: open.line, column: open.column }, fields };
  }

  private list(): ValueNode {
    const open = this.peek() as Token;
    this.i++;
    const items: ValueNode[] = [];
    // A } ends the list too: its ] is missing (a slip already says so), and the } closes the group around it.
    while (this.peek() && !this.is(']') && !this.is('}')) {
      const token = this.peek() as Token;
      if (this.is(',')) {
        this.slip(
          token,
          this.tokens[this.i - 1] === open
            ? 'This comma has nothing before it in the list. Delete it.'
            : 'There are two commas in a row here, which leaves an empty place in the list. Delete one of them.',
        );
        this.i++;
        continue;
      }
      if (this.is('...')) this.i++;
      items.push(this.value());
      this.afterValue(this.tokens[this.i - 1]);
    }
    if (this.is(']')) this.i++;
    return { kind: 'list', at: { line: open.line, column: open.column }, items };
  }

  /** After a value comes a comma or the closing bracket; anything else is a missing comma, or worse. */
  private afterValue(last: Token) {
    if (this.is(',')) {
      this.i++;
      return;
    }
    if (this.is('}') || this.is(']') || !this.peek()) return;
    const next = this.peek() as Token;
    if (this.is(';')) {
      this.slip(next, 'Use a comma , here, not a semicolon ;.');
      this.i++;
      return;
    }
    const shown = last.kind === 'text' ? `'${last.value}'` : last.value;
    if (next.line > last.endLine)
      this.slip(
        { line: last.endLine, column: last.endColumn },
        `A comma is missing at the end of this line, after ${shown}. Add a comma , there.`,
      );
    else this.slip(next, `A comma is missing between ${shown} and what follows it. Add a comma , before it.`);
  }

  /**
   * Whether the field `key`, its colon just read, has no value: the next thing is a comma, the end of the group,
   * or on a later line another field (a long value goes on the line after its field, so an empty line is not
   * enough to tell). A comma between a field and its value on the next line is reported and skipped.
   */
  private lacksValue(key: Token): boolean {
    const next = this.peek();
    const noValue = (what: string) =>
      this.slip(
        key,
        `The field ${key.value} has no value${what}. Write its value after ${key.value}: in quotes, on the same line or the next one.`,
      );
    if (!next || this.is('}')) noValue('');
    else if (this.is(',')) {
      const after = this.peek(1);
      const closes = after?.kind === 'punct' && after.value in CLOSE;
      const valueBelow = after && after.line > next.line && !this.is(':', 2) && after.kind !== 'word' && !closes;
      if (!valueBelow) noValue('');
      else {
        this.slip(
          next,
          `This comma after ${key.value}: cuts the field off from its value on the next line. Delete this comma; the comma goes after the value.`,
        );
        this.i++;
        return false;
      }
    } else if (next.line > key.line && next.kind === 'word' && this.is(':', 1) && this.peek(1)?.line === next.line)
      noValue(`: the line after it is already the field ${next.value}`);
    else return false;
    return true;
  }

  private skipToNextField() {
    const { line } = this.peek() as Token;
    while (this.peek()?.line === line && !this.is(',') && !this.is('}')) this.i++;
  }
}

/** The file's tokens, slips left out (readContentFile reports them): lib/content/literal reads values from them. */
export function tokensOf(source: string): Token[] {
  return tokenize(source, []);
}

/** Reads a content file's source: the position of every value it exports, and every slip in it. */
export function readContentFile(source: string): ReadFile {
  const slips: Slip[] = [];
  const lines = source.split('\n');
  const tokens = repairBrackets(mendBlockBrackets(tokenize(source, slips), lines, slips), lines, slips);
  // Names the file defines or imports may stand without quotes: TypeScript knows what they are.
  const names = new Set<string>();
  let importing = false;
  for (const [i, token] of tokens.entries()) {
    if (token.value === 'import' && token.column === 1) importing = true;
    else if (token.value === 'from' || token.value === ';') importing = false;
    else if (token.kind === 'word' && (importing || ['const', 'let'].includes(tokens[i - 1]?.value ?? '')))
      names.add(token.value);
  }
  const exports = new Reader(tokens, slips, names, lines).readFile();
  // One slip per line: a second complaint about the same line is usually the first one's echo.
  const seen = new Set<number>();
  const kept = slips
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .filter((slip) => !seen.has(slip.line) && seen.add(slip.line));
  return { exports, slips: kept };
}

/**
 * Where the value at `path` is written: its own position when it is there, else (a missing field) the group or
 * list that should hold it. `key` points at a field's name instead of its value (for a field that does not belong).
 */
export function positionOf(root: ValueNode | undefined, path: readonly PropertyKey[], key?: string): Position {
  let node = root;
  if (!node) return { line: 1, column: 1 };
  for (const step of path) {
    const next: ValueNode | undefined =
      node.kind === 'group'
        ? node.fields.get(String(step))?.value
        : node.kind === 'list'
          ? node.items[Number(step)]
          : undefined;
    if (!next) return node.at;
    node = next;
  }
  if (key !== undefined && node.kind === 'group') return node.fields.get(key)?.keyAt ?? node.at;
  return node.at;
}
