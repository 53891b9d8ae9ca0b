/**
 * Reads availability phrases ("in stock", "available now") into inStock: true, and a shopper allowing sold-out
 * products ("not in stock is fine", "even if it's sold out") as no stock filter (`queryDefaults.soldOutAllowed`).
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { soldOutAllowed: allowed } = queryDefaults;

const IN_STOCK = new RegExp(
  `${WORD_START}(?:(?:only|just)\\s+)?(?:${alternation(queryDefaults.inStock)})(?:\\s+only)?${WORD_END}`,
  'giu',
);
const STATES = `(?:${alternation(allowed.states)})(?:\\s+(?:ones|items|products|one|too))?`;
const ALLOWED = new RegExp(
  `${WORD_START}(?:(?:${alternation(allowed.before)})\\s+${STATES}` +
    `|${STATES}\\s+(?:(?:is|are|would be|will be|['’]s)\\s*)?(?:${alternation(allowed.after)}))${WORD_END}`,
  'giu',
);

export function readStock(draft: Draft): void {
  let soldOut = false;
  draft.rest = consume(draft.rest, ALLOWED, () => {
    soldOut = true;
  });
  draft.rest = consume(draft.rest, IN_STOCK, () => {
    draft.filters.inStock = true;
  });
  // Sold-out products allowed: no stock filter, and in a conversation none kept from the last search.
  if (soldOut && draft.inConversation === true) draft.filters.inStock = false;
  else if (soldOut) delete draft.filters.inStock;
}
