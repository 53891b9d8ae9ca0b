/**
 * A wish for a range of sizes no size value names (`queryDefaults.shopperFacts.sizeWishes`): "plus size t shirt",
 * "jacket in extended sizes". Its words leave the text, and the chat says none of the products shown states it
 * (FactTold.states: "None of these t-shirts states whether it comes in plus sizes.", llm/offline/fact-unstated.ts):
 * it had searched "plus" and "size", so "plus size woman dress" listed watches whose descriptions say "size". Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { sizeWishes } = queryDefaults.shopperFacts;

/** Each phrase by what a product would state to meet it. */
const STATES = new Map(
  Object.entries(sizeWishes).flatMap(([states, phrases]) =>
    phrases.map((phrase) => [phrase.toLowerCase().replace(/[\s-]+/gu, ' '), states] as const),
  ),
);
const WISH = new RegExp(
  `${WORD_START}(?:in\\s+|with\\s+)?(?<wish>${alternation(Object.values(sizeWishes).flat())})${WORD_END}`,
  'giu',
);

/** Takes out a size wish (see above), telling the chat what a product would state to meet it. */
export function readSizeWishes(draft: Draft): void {
  WISH.lastIndex = 0;
  if (!WISH.test(draft.rest)) return;
  draft.rest = consume(draft.rest, WISH, (match) => {
    const said = (match.groups?.['wish'] ?? '').toLowerCase().replace(/[\s-]+/gu, ' ');
    const states = STATES.get(said);
    if (states === undefined) return false;
    if (!(draft.factsTold ?? []).some((each) => each.states === states))
      (draft.factsTold ??= []).push({ states });
    return true;
  });
}
