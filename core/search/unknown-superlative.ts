/**
 * The plain adjective of a superlative no lexicon knows, asked of the conversation's list as a question ("which is
 * the sharpest?" after "a chef's knife under 80": sharp; "the most durable": durable; "the hottest": hot; "the
 * nicest": nice), for the chat to say none of the list states it ("None of these chef's knives states how sharp it
 * is…"), where the word had been searched over the whole shop ("Showing sharpest.", the budget and the kind lost)
 * and carried into the next turn. Not a noun or a superlative read elsewhere (`measures.notSuperlatives`). Pure.
 */
import { queryDefaults } from './query-defaults.ts';

const STOPS = new Set(queryDefaults.measures.notSuperlatives);
const VOWEL = /[aeiou]/u;

/** "sharpest" → "sharp", "most durable" → "durable", else undefined (not such a superlative). */
export function plainOfSuperlative(said: string): string | undefined {
  const most = /^most\s+(?<plain>\p{L}[\p{L}-]*)$/u.exec(said)?.groups?.['plain'];
  if (most !== undefined) return most;
  if (!/^\p{L}{6,}$/u.test(said) || !said.endsWith('est') || STOPS.has(said)) return undefined;
  const stem = said.slice(0, -3);
  // "happiest": happy; "hottest": hot (not "tallest", "smallest"); "nicest": nice (not "cleanest", "quietest").
  if (stem.endsWith('i')) return `${stem.slice(0, -1)}y`;
  const [a = '', b = '', c = ''] = [...stem.slice(-3)];
  if (b === c && !VOWEL.test(c) && !'lsfz'.includes(c)) return stem.slice(0, -1);
  if (!VOWEL.test(a) && VOWEL.test(b) && !VOWEL.test(c) && !'wxy'.includes(c)) return `${stem}e`;
  return stem;
}
