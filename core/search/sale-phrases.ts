/** Reads sale phrases ("on sale", "discounted", "clearance") into onSale: true. */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { phrases, notAfter } = queryDefaults.onSale;

/** "sale" after "for" or "yard" is no discount: "boat for sale", "yard sale sign". */
const ON_SALE = new RegExp(
  `${WORD_START}(?<!(?:${alternation(notAfter)})\\s+)(?:(?:only|just)\\s+)?(?:${alternation(phrases)})(?:\\s+only)?(?:\\s+on)?${WORD_END}`,
  'giu',
);

export function readSale(draft: Draft): void {
  draft.rest = consume(draft.rest, ON_SALE, () => {
    draft.filters.onSale = true;
  });
}
