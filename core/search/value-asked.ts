/**
 * Low prices and quality asked together: the low prices first, with the wish for quality said too (`draft.cheap`,
 * `draft.quality`; the cheapest third of the prices, best rated first: price-tier.ts). Three ways of saying it:
 * - a dear look at a low price (`queryDefaults.dearLooks`): "a watch that looks expensive but isn't",
 *   "expensive-looking but affordable", "sunglasses that look designer for less" (it had searched "looks isn't",
 *   the dearest first). The look itself is in no product's data, so the phrase leaves the text whole;
 * - value named (`valueAsked.phrases`): "best value headphones", "bang for the buck";
 * - a quality word beside a cheap one (`valueAsked.quality`, `cheap`, `joins`): "cheap but good headphones", "good
 *   cheap headphones", "good quality but affordable" (cheapest first, "good" searched).
 * A dear look alone ("a watch that looks expensive") is the dear word: its look words go, and "expensive" orders
 * the dearest first, as it does said plainly (it had searched "that looks").
 * Read before the price tiers and the sort cues, which would take "expensive", "premium" or "cheap" out of them.
 * Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { looks, dear, cheapAfter } = queryDefaults.dearLooks;
const { phrases, quality, cheap, joins } = queryDefaults.valueAsked;
const RELATIVE = '(?:(?:that|which)\\s+)?';
const DEAR = `(?:${alternation(dear)})`;
const LOOKED = `(?:${RELATIVE}(?:${alternation(looks)})\\s+${DEAR}(?:[-\\s]looking)?|${DEAR}[-\\s]looking)`;
const QUALITY = `(?:${alternation(quality)})`;
const CHEAP = `(?:${alternation(cheap)})`;
const JOIN = `(?:,?\\s+(?:${alternation(joins)})|,)?\\s+`;
const VALUE = new RegExp(
  `${WORD_START}(?:${LOOKED},?\\s+(?:${alternation(cheapAfter)})|${alternation(phrases)}|` +
    `${QUALITY}${JOIN}${CHEAP}|${CHEAP}${JOIN}(?:still\\s+)?${QUALITY})${WORD_END}`,
  'giu',
);
/**
 * Most requests say no such thing: each way holds a `looks` verb ("look" of "-looking" too), "value", "buck", or
 * a cheap word, tested first.
 */
const SAID = new RegExp(`look|seem|feel|appear|value|buck|${CHEAP}`, 'iu');

/**
 * A look alone before a word the price readers take as dear, that word kept for them: "a watch that looks
 * expensive" → "a watch expensive", the dearest first.
 */
const DEAR_READ = alternation([...queryDefaults.price.dear, ...queryDefaults.price.tiers.upper]);
const LOOK_ALONE = new RegExp(
  `${WORD_START}${RELATIVE}(?:${alternation(looks)})\\s+(?=(?:${DEAR_READ})${WORD_END})`,
  'giu',
);

export function readValueAsked(draft: Draft): void {
  if (!SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, VALUE, () => {
    draft.cheap = true;
    draft.quality = true;
    return true;
  });
  draft.rest = draft.rest.replace(LOOK_ALONE, '');
}
