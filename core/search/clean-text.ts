/**
 * Final tidy-up of the words left to match: drops the gaps left by removed phrases, stray punctuation, and the
 * articles and connectors left dangling at the edge of a phrase ("a ; dress" → "dress", "shoes for ;" → "shoes").
 * Digits and units stay ("8 ounce mason jars", "3/4 in").
 */
import { queryDefaults } from './query-defaults.ts';

const CONNECTORS = new Set(queryDefaults.filler.connectors);
const SEGMENT_BREAK = /[;!?()[\]{}|]+|,(?!\d)|\s[-–—]+\s/;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

const tidyToken = (token: string): string =>
  token.replace(/^["'“‘]+(?=[\p{L}\p{N}])/u, '').replace(/(?<=[\p{L}\p{N}])[.:”’]+$/u, '');

function tidySegment(segment: string): string[] {
  const tokens = segment
    .split(/\s+/)
    .map(tidyToken)
    .filter((token) => HAS_WORD_CHAR.test(token));
  while (tokens.length > 0 && CONNECTORS.has((tokens[0] ?? '').toLowerCase())) tokens.shift();
  while (tokens.length > 0 && CONNECTORS.has((tokens.at(-1) ?? '').toLowerCase())) {
    // A unit after a number is a product word: "3/4 in".
    if (tokens.length > 1 && /\d/.test(tokens.at(-2) ?? '')) break;
    tokens.pop();
  }
  return tokens;
}

export function cleanText(rest: string): string {
  return rest.split(SEGMENT_BREAK).flatMap(tidySegment).join(' ').trim();
}
