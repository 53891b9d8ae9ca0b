/**
 * Reads JSON (an array of objects) and JSON Lines into raw rows with the line each row starts on.
 * A malformed element or line is reported on its own line; the others are still read.
 */
import type { RowError } from './row-error.ts';
import type { RawRow } from './validate-rows.ts';

export interface RawRows {
  rows: RawRow[];
  errors: RowError[];
}

const syntaxReason = (error: unknown): string => `malformed JSON: ${(error as Error).message}`;

export function readJsonLines(text: string): RawRows {
  const rows: RawRow[] = [];
  const errors: RowError[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .forEach((content, index) => {
      const line = index + 1;
      if (content.trim() === '') return;
      try {
        rows.push({ line, value: JSON.parse(content) });
      } catch (error) {
        errors.push({ line, field: '', reason: syntaxReason(error) });
      }
    });
  return { rows, errors };
}

interface Element {
  start: number;
  end: number;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

/** Index just past the string starting at `open` (a quote), or text.length when it never closes. */
function skipString(text: string, open: number): number {
  let i = open + 1;
  for (;;) {
    const close = text.indexOf('"', i);
    if (close === -1) return text.length;
    let backslashes = 0;
    for (let j = close - 1; text.charCodeAt(j) === BACKSLASH; j--) backslashes++;
    if (backslashes % 2 === 0) return close + 1;
    i = close + 1;
  }
}

/**
 * Splits a top-level JSON array into its elements' text ranges by tracking strings and nesting,
 * without parsing the values. Returns a problem (with offset) when the text is not one array.
 */
function splitArray(text: string): { elements: Element[]; problem?: { at: number; reason: string } } {
  const elements: Element[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  };
  skipSpace();
  if (text.charCodeAt(i) !== OPEN_BRACKET) {
    return { elements, problem: { at: i, reason: 'expected a JSON array of products' } };
  }
  i++;
  for (;;) {
    skipSpace();
    if (i >= text.length) return { elements, problem: { at: i, reason: 'unterminated array: missing "]"' } };
    if (text.charCodeAt(i) === CLOSE_BRACKET) break;
    const start = i;
    let depth = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        i = skipString(text, i);
        continue;
      }
      if (c === OPEN_BRACKET || c === OPEN_BRACE) depth++;
      else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
        if (depth === 0) break;
        depth--;
      } else if (c === COMMA && depth === 0) break;
      i++;
    }
    elements.push({ start, end: i });
    if (i >= text.length)
      return { elements, problem: { at: start, reason: 'unterminated array: missing "]"' } };
    if (text.charCodeAt(i) === COMMA) i++;
  }
  i++;
  skipSpace();
  if (i < text.length) return { elements, problem: { at: i, reason: 'unexpected text after the array' } };
  return { elements };
}

/** 1-based line of each offset, for ascending offsets. */
function linesOf(text: string, offsets: readonly number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let next = text.indexOf('\n');
  for (const offset of offsets) {
    while (next !== -1 && next < offset) {
      line++;
      next = text.indexOf('\n', next + 1);
    }
    lines.push(line);
  }
  return lines;
}

export function readJsonArray(input: string): RawRows {
  const text = input.replace(/^\uFEFF/, '');
  let whole: unknown;
  let parsed = true;
  try {
    whole = JSON.parse(text);
  } catch {
    parsed = false;
  }
  const { elements, problem } = splitArray(text);
  const offsets = elements.map((e) => e.start);
  if (problem !== undefined) offsets.push(problem.at);
  const lines = linesOf(text, offsets);
  const errors: RowError[] = [];
  if (problem !== undefined)
    errors.push({ line: lines[elements.length] ?? 1, field: '', reason: problem.reason });

  if (parsed && Array.isArray(whole) && whole.length === elements.length) {
    return { rows: whole.map((value, i) => ({ line: lines[i] ?? i + 1, value })), errors };
  }
  if (parsed && !Array.isArray(whole)) return { rows: [], errors };
  // The file as a whole is not valid JSON: parse element by element so one bad product names its line.
  const rows: RawRow[] = [];
  elements.forEach(({ start, end }, i) => {
    const line = lines[i] ?? 1;
    const slice = text.slice(start, end);
    if (slice.trim() === '') {
      errors.push({ line, field: '', reason: 'malformed JSON: empty element (stray comma?)' });
      return;
    }
    try {
      rows.push({ line, value: JSON.parse(slice) });
    } catch (error) {
      errors.push({ line, field: '', reason: syntaxReason(error) });
    }
  });
  return { rows, errors };
}
