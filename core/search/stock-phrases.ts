/** Reads availability phrases ("in stock", "available now") into inStock: true. */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const IN_STOCK = new RegExp(
  `${WORD_START}(?:(?:only|just)\\s+)?(?:${alternation(queryDefaults.inStock)})(?:\\s+only)?${WORD_END}`,
  'giu',
);

export function readStock(draft: Draft): void {
  draft.rest = consume(draft.rest, IN_STOCK, () => {
    draft.filters.inStock = true;
  });
}
