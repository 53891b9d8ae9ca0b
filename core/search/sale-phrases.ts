/**
 * Reads sale phrases ("on sale", "discounted", "clearance") into onSale: true; a biggest saving ("biggest
 * discount", "deepest discounts") into onSale with the biggest saving first (`onSale.biggestSaving`).
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { phrases, notAfter, notBefore, biggestSaving } = queryDefaults.onSale;

const BIGGEST_SAVING = new RegExp(
  `${WORD_START}(?:(?:with|has|have)\\s+)?(?:the\\s+)?(?:${alternation(biggestSaving)})(?:\\s+(?:first|on))?${WORD_END}`,
  'giu',
);
/** The words a biggest saving opens with, which most requests lack: tested first. */
const SAVING_SAID = new RegExp(
  `${WORD_START}(?:${alternation([...new Set(biggestSaving.map((phrase) => phrase.split(' ')[0] ?? ''))])})\\s`,
  'iu',
);

/** "sale" after "for" or "yard" is no discount: "boat for sale", "yard sale sign"; nor before "code". */
const ON_SALE = new RegExp(
  `${WORD_START}(?<!(?:${alternation(notAfter)})\\s+)(?:(?:only|just)\\s+)?` +
    `(?<phrase>${alternation(phrases)})(?:\\s+only)?(?:\\s+on)?${WORD_END}(?!\\s+(?:${alternation(notBefore)})${WORD_END})`,
  'giu',
);

/**
 * Removes sale phrases and sets onSale, except for phrases the catalogue's titles use as names (`saleNames`:
 * "metal sales roof panel" in a shop selling Metal Sales panels is no sale).
 */
export function readSale(draft: Draft, saleNames: ReadonlySet<string>): void {
  if (SAVING_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, BIGGEST_SAVING, () => {
      draft.filters.onSale = true;
      draft.sort ??= 'discount';
      return true;
    });
  draft.rest = consume(draft.rest, ON_SALE, (match) => {
    if (saleNames.has(termKey(match.groups?.['phrase'] ?? ''))) return false;
    draft.filters.onSale = true;
    return true;
  });
}
