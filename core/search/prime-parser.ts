/**
 * Compiles a vocabulary's parser patterns before a shopper's request needs them. V8 compiles a regular
 * expression separately for one-byte (Latin-1) and two-byte text, and to machine code only on its second run.
 * The parser's patterns grow with the catalogue's vocabulary (Home Depot's: about 50 ms to compile for each
 * kind of text), so the first shopper to type "men’s" (a curly apostrophe makes the text two-byte), or whose
 * correction came from a title holding one ("Duplex™"), paid for it. Here the first request to meet a
 * vocabulary pays instead: after a catalogue change that request also waits for the index rebuild, seconds on
 * a large catalogue.
 */
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import { parseQuery } from './parse-query.ts';

/**
 * Phrases that reach every reader of the parser (price, colour, size, material, feature, negation, rating,
 * stock, sort, audience, gift, measures), each also written with a curly apostrophe: two-byte text.
 */
const PHRASES = [
  "cheapest women's navy waterproof jacket in size M, not leather, without plastic, under $50",
  'a gift for my dad who likes hiking: 4 stars and up, in stock, between 20 and 40 dollars, 2 pack',
  'fragrance free non-stick pan for 4 people, 1 1/2 in. x 8 ft., at least 30 hours',
].flatMap((phrase) => [phrase, phrase.replace(/'/g, '’').replace(/,/g, ' ’')]);

const primed = new WeakSet<CatalogVocabulary>();

/** Parses the phrases twice against `vocabulary`, once per vocabulary; true when it did so now. */
export function primeParser(vocabulary: CatalogVocabulary): boolean {
  if (primed.has(vocabulary)) return false;
  primed.add(vocabulary);
  for (let round = 0; round < 2; round++) {
    for (const phrase of PHRASES) parseQuery(phrase, { vocabulary });
  }
  return true;
}
