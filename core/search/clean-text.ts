/**
 * Final tidy-up of the words left to match: drops the gaps left by removed phrases, stray punctuation, and the
 * articles and connectors left dangling at the edge of a phrase ("a ; dress" → "dress", "shoes for ;" → "shoes";
 * not a clause's or a use's opener after words: "watch ; for diving" → "watch for diving"),
 * and the ending of a contraction whose word was read ("that's" → "'s").
 * Digits and units stay ("8 ounce mason jars", "3/4 in").
 */
import { queryDefaults } from './query-defaults.ts';

const CONNECTORS = new Set(queryDefaults.filler.connectors);
/** Kept at the start of a phrase after words: "tent that's easy to set up", "watch for diving" (query-defaults). */
const OPENERS = new Set([...queryDefaults.filler.clauseOpeners, ...queryDefaults.filler.phraseOpeners]);
const SEGMENT_BREAK = /[;!?()[\]{}|]+|,(?!\d)|\s[-–—]+\s/;
const SPACES = /\s+/;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
/** A contraction's ending whose word a reader took ("that's" read as a reference leaves "'s"). */
const CLITIC = /^['’](?:s|re|ll|ve|d|m)$/iu;

const OPENING_QUOTES = /^["'“‘]+(?=[\p{L}\p{N}])/u;
const CLOSING_MARKS = /(?<=[\p{L}\p{N}])[.:”’]+$/u;
/**
 * A straight quote closing a word: after a letter, never a number's inch or foot mark ('12"'); an apostrophe
 * only where a quote opened a word before it ("'waterproof' jacket"), as "kids'" ends a word of its own.
 */
const CLOSING_QUOTE = /(?<=\p{L})"+$/u;
const CLOSING_QUOTES = /(?<=\p{L})["']+$/u;
/** A word opened by a straight quote: a quoted word or phrase. */
const QUOTE_OPENED = /(?:^|\s|[([])['"](?=\p{L})/u;

/**
 * A token without its opening quotes and closing marks. Most tokens have neither: their first and last characters
 * are tested before the patterns (CLOSING_MARKS's lookbehind is tried at each character).
 */
const tidyToken = (token: string, quoted: boolean): string => {
  const opened = '"\'“‘'.includes(token[0] ?? '') ? token.replace(OPENING_QUOTES, '') : token;
  const last = opened.at(-1) ?? '';
  if (last === '"' || (quoted && last === "'"))
    return opened.replace(quoted ? CLOSING_QUOTES : CLOSING_QUOTE, '');
  return '.:”’'.includes(last) ? opened.replace(CLOSING_MARKS, '') : opened;
};

/** A clitic starts with an apostrophe: tested before CLITIC, as most tokens are words. */
const isClitic = (token: string): boolean => (token[0] === "'" || token[0] === '’') && CLITIC.test(token);

function tidySegment(segment: string, afterWords: boolean, quoted: boolean): string[] {
  const tokens: string[] = [];
  for (const token of segment.split(SPACES)) {
    if (isClitic(token)) continue;
    const tidy = tidyToken(token, quoted);
    if (HAS_WORD_CHAR.test(tidy)) tokens.push(tidy);
  }
  // An opener after words stays ("for" of "watch for diving"): a clause of its own follows.
  while (
    tokens.length > 0 &&
    CONNECTORS.has((tokens[0] ?? '').toLowerCase()) &&
    !(afterWords && OPENERS.has((tokens[0] ?? '').toLowerCase()))
  ) {
    tokens.shift();
  }
  while (tokens.length > 0 && CONNECTORS.has((tokens.at(-1) ?? '').toLowerCase())) {
    // A unit after a number is a product word: "3/4 in".
    if (tokens.length > 1 && /\d/.test(tokens.at(-2) ?? '')) break;
    tokens.pop();
  }
  return tokens;
}

export function cleanText(rest: string): string {
  const words: string[] = [];
  const quoted = (rest.includes("'") || rest.includes('"')) && QUOTE_OPENED.test(rest);
  for (const segment of rest.split(SEGMENT_BREAK))
    words.push(...tidySegment(segment, words.length > 0, quoted));
  return words.join(' ').trim();
}
