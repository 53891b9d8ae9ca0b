/**
 * A superlative before a noun naming the measure (`measures.nounSuperlatives`): "highest capacity backpack" orders
 * the backpacks highest capacity first, "the lowest output speaker" lowest output first, wherever the phrase stands;
 * the noun goes with the word. They had been words to match ("Showing highest capacity backpack. None of them has
 * everything you asked for"; "Showing capacity backpack, largest first"). Read where the catalogue can give the
 * order. Pure.
 */
import type { Draft } from './draft.ts';
import { orderable } from './measure-order.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureSort } from './search-query.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { order: orders, nouns } = queryDefaults.measures.nounSuperlatives;
const ORDER = new Map(
  Object.entries(orders).flatMap(([order, words]) => words.map((word) => [word, order as 'asc' | 'desc'])),
);

const NOUN_SUPERLATIVE = new RegExp(
  `${WORD_START}(?:(?:has|have)\\s+)?(?:the\\s+)?(?<word>${alternation([...ORDER.keys()])})\\s+` +
    `(?<noun>${alternation(Object.keys(nouns))})${WORD_END}`,
  'giu',
);
const SAID = new RegExp(`${WORD_START}(?:${alternation([...ORDER.keys()])})\\s`, 'iu');

/** Takes the first such superlative out of the text as its order, when the catalogue can give it. */
export function readNounSuperlative(draft: Draft, measured: readonly string[]): MeasureSort | undefined {
  if (!SAID.test(draft.rest)) return undefined;
  let sort: MeasureSort | undefined;
  draft.rest = consume(draft.rest, NOUN_SUPERLATIVE, (match) => {
    const word = (match.groups?.['word'] ?? '').toLowerCase();
    const noun = (match.groups?.['noun'] ?? '').toLowerCase();
    const spec = nouns[noun];
    const order = ORDER.get(word);
    if (sort !== undefined || spec === undefined || order === undefined) return false;
    if (!orderable(measured, spec.words, spec.units)) return false;
    const said = match[0].trim().replace(/\s+/g, ' ');
    sort = { words: [...spec.words], units: [...spec.units], order, label: `${word} ${noun} first`, said };
    return true;
  });
  return sort;
}
