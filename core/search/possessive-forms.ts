/**
 * A phrase said of one person said of anyone: "on my feet all day" is "on his feet all day", "on their feet all
 * day" too (`queryDefaults.framing.possessives`). The lexicons list a phrase once, with "my"; it had been read only
 * as listed ("shoes for someone on his feet all day" kept its words). Pure.
 */
import { queryDefaults } from './query-defaults.ts';

const { possessives } = queryDefaults.framing;
const POSSESSIVE = new RegExp(`(?<![\\p{L}\\p{N}'’])(?:${possessives.join('|')})(?![\\p{L}\\p{N}'’])`, 'iu');

/** Each phrase, and each holding a possessive with every other in its place. */
export function withEveryPossessive(phrases: readonly string[]): string[] {
  const forms = phrases.flatMap((phrase) =>
    POSSESSIVE.test(phrase) ? possessives.map((each) => phrase.replace(POSSESSIVE, each)) : [phrase],
  );
  return [...new Set([...phrases, ...forms])];
}
