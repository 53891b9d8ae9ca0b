/**
 * A dear look at a low price ("a watch that looks expensive but isn't", "expensive-looking but affordable",
 * "sunglasses that look designer for less": `queryDefaults.dearLooks`): the low prices first, with the wish for
 * quality said too (`draft.cheap`, `draft.quality`). The look itself is in no product's data, so the phrase leaves the
 * text whole; it had searched "looks isn't" with the dearest first. Read before the price tiers and the sort cues,
 * which would take "expensive" or "premium" out of it as the dear ones. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { looks, dear, cheapAfter } = queryDefaults.dearLooks;
const RELATIVE = '(?:(?:that|which)\\s+)?';
const DEAR = `(?:${alternation(dear)})`;
const LOOKED = `(?:${RELATIVE}(?:${alternation(looks)})\\s+${DEAR}(?:[-\\s]looking)?|${DEAR}[-\\s]looking)`;
const DEAR_LOOK = new RegExp(`${WORD_START}${LOOKED},?\\s+(?:${alternation(cheapAfter)})${WORD_END}`, 'giu');
/** Most requests say no such thing: every phrase holds a `looks` verb ("look" of "-looking" too), tested first. */
const SAID = /look|seem|feel|appear/iu;

export function readDearLooks(draft: Draft): void {
  if (!SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, DEAR_LOOK, () => {
    draft.cheap = true;
    draft.quality = true;
    return true;
  });
}
