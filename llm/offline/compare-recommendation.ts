/**
 * The closing lines of the offline comparison message: the picks for a tight budget and best rated (unless a
 * verdict stands for them), a pick per material asked, which are out of stock (in the option asked too), else
 * that no product stands out. Pure.
 */
import { type CompareMessageInput, MAX_DETAIL_PRODUCTS, type Name } from './compare-details.ts';
import type { CompareFocus } from './compare-focus.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { soldOutNote } from './compare-option-notes.ts';
import { pickLines } from './compare-picks.ts';
import type { Verdict } from './compare-verdict.ts';
import { capitalise, joinListCapped } from './english-list.ts';
import type { Line } from './message-length.ts';
import { productValues } from './product-attributes.ts';

/** The closing line when no product stands out: no fact, so the prompt leaves it out. */
export const NO_RECOMMENDATION = 'Pick the one whose details suit you best.';

export function recommendationLines(
  focus: CompareFocus,
  input: CompareMessageInput,
  asked: AskedPrices,
  shortName: Name,
  verdict: Verdict | undefined,
  rated = true,
): Line[] {
  const { products } = input;
  // A verdict said ("My pick: …", "Best value: …") stands for the picks for a tight budget and best rated.
  const { lines, picked } =
    verdict === undefined ? pickLines(products, asked, shortName, rated) : { lines: [], picked: [] };
  if (focus === 'material') {
    const picks = products.slice(0, MAX_DETAIL_PRODUCTS).flatMap((product) => {
      const material = productValues(product, 'material')[0];
      return material === undefined ? [] : [`for ${material}, pick ${shortName(product)}`];
    });
    if (picks.length > 1) lines.push({ text: `${capitalise(picks.join('; '))}.`, priority: 2 });
  }
  const unavailable = products.filter((product) => product.available === false);
  if (unavailable.length > 0) {
    const verb = unavailable.length === 1 ? 'is' : 'are';
    // A pick above ("Best rated: …") out of stock is never left unsaid when the message is shortened.
    const priority = unavailable.some((product) => picked.includes(product)) ? 0 : 1;
    const names = joinListCapped(unavailable.map(shortName), 3);
    lines.push({ text: `Note: ${names} ${verb} out of stock.`, priority });
  }
  // The asked option out of stock, of a product otherwise in stock: "Note: … is out of stock in Queen."
  const soldOut = soldOutNote(asked, shortName);
  if (soldOut !== undefined) lines.push({ text: soldOut, priority: 0 });
  if (lines.length === 0 && verdict === undefined) lines.push({ text: NO_RECOMMENDATION, priority: 0 });
  return lines;
}
