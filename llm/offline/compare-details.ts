/**
 * Focus-specific detail sentences for the comparison message: per-product values of material, features,
 * sizes or intended use, and for an overall comparison the values of differing well-known attributes.
 */
import type { CompareChatInput, Product } from '../../core/index.ts';
import type { CompareFocus } from './compare-focus.ts';
import { usesOf, useGroundLines } from './compare-use.ts';
import { needLine, needOf } from './compare-need.ts';
import { biggestSaving, countValues, valuesPerProduct } from './compare-facts.ts';
import { capitalise, joinListCapped, plural } from './english-list.ts';
import { formatPrice, productCurrency, savingOption } from './format-price.ts';
import type { Line } from './message-length.ts';
import { type AttributeKind, containsPhrase, displayName } from './product-attributes.ts';
import { measuredSpecs } from './product-details.ts';
import { shortenName } from './short-name.ts';

export type CompareMessageInput = Pick<
  CompareChatInput,
  'request' | 'products' | 'comparison' | 'pointedPast' | 'kindFeatures'
>;

/** Per-product detail sentences name at most this many products. */
export const MAX_DETAIL_PRODUCTS = 4;

/** Brand and title when that is short enough, else the title alone, so names stay readable in lists. */
export function shortName(product: Product): string {
  const full = displayName(product, 200);
  return full.length <= 40 ? full : shortenName(product.title, 40);
}

/** How a comparison names a product (compare-names.ts). */
export type Name = (product: Product) => string;

/** "Material: leather (A), canvas (B), not listed (C)." */
function valuesLine(
  label: string,
  products: readonly Product[],
  values: readonly (string | null)[],
  shortName: Name,
): string {
  const parts = products
    .slice(0, MAX_DETAIL_PRODUCTS)
    .map((product, index) => `${values[index] ?? 'not listed'} (${shortName(product)})`);
  return `${label}: ${parts.join('; ')}.`;
}

function detailLine(
  label: string,
  input: CompareMessageInput,
  kind: AttributeKind,
  missing: string,
  name: Name,
): string {
  const values = valuesPerProduct(input.products, input.comparison, kind);
  if (values.every((value) => value === null)) return missing;
  return valuesLine(label, input.products, values, name);
}

/** Products that list the most values of a kind, when one clearly leads. */
function leader(
  products: readonly Product[],
  kind: AttributeKind,
): { product: Product; count: number } | undefined {
  const counts = products.map((product) => countValues(product, kind));
  const top = Math.max(0, ...counts);
  if (top === 0 || counts.filter((count) => count === top).length > 1) return undefined;
  const product = products[counts.indexOf(top)];
  return product === undefined ? undefined : { product, count: top };
}

function useLines(input: CompareMessageInput, shortName: Name): Line[] {
  // Each use asked, grounded in the products' own words, else in the features bearing on it (compare-use.ts).
  const lines = useGroundLines(usesOf(input.request.content), input.products, shortName, input.kindFeatures);
  const listed = detailLine('Intended use', input, 'use', '', shortName);
  if (listed.length > 0) lines.push({ text: listed, priority: 2 });
  if (lines.length === 0) {
    lines.push({
      text: 'None of them lists an intended use, so compare their features instead.',
      priority: 2,
    });
  }
  return lines;
}

/**
 * Measured specs the request names ("which one fits a 16 inch laptop?": laptop size; "battery"), one line each
 * with every product's value: "Laptop size: 15-inch (Metro); 16-inch (Transit); not listed (Daypack)."
 */
export function specLines(input: CompareMessageInput, name: Name): Line[] {
  const asked = input.request.content.toLowerCase();
  const specs = [
    ...new Set(input.products.flatMap((product) => measuredSpecs(product).map((spec) => spec.name))),
  ].filter((spec) => spec.split(' ').some((word) => word.length > 2 && containsPhrase(asked, word)));
  return specs.slice(0, 2).map((label) => ({
    text: valuesLine(
      capitalise(label),
      input.products,
      input.products.map(
        (product) => measuredSpecs(product).find((spec) => spec.name === label)?.value ?? null,
      ),
      name,
    ),
    priority: 0,
  }));
}

/** The lines of the focus; `prices` (one per product) are an asked option's, for the saving. */
export function focusLines(
  focus: CompareFocus,
  input: CompareMessageInput,
  shortName: Name,
  prices?: readonly (number | undefined)[],
): Line[] {
  const { products } = input;
  switch (focus) {
    case 'material': {
      return [
        {
          text: detailLine('Material', input, 'material', 'None of them lists a material.', shortName),
          priority: 1,
        },
      ];
    }
    case 'features': {
      const line = detailLine('Features', input, 'feature', 'None of them lists features.', shortName);
      const most = leader(products, 'feature');
      const lines: Line[] = [{ text: line, priority: 1 }];
      if (most !== undefined) {
        lines.push({
          text: `Most features listed: ${shortName(most.product)} (${most.count}).`,
          priority: 2,
        });
      }
      return lines;
    }
    case 'fit': {
      const line = detailLine(
        'Sizes',
        input,
        'size',
        'None of them lists sizes, so check the size guide.',
        shortName,
      );
      const widest = leader(products, 'size');
      const lines: Line[] = [{ text: line, priority: 1 }];
      if (widest !== undefined) {
        const count = plural(widest.count, 'size');
        lines.push({ text: `Widest size range: ${shortName(widest.product)} (${count}).`, priority: 2 });
      }
      return lines;
    }
    case 'need': {
      const need = needOf(input.request.content);
      return need === undefined ? [] : [{ text: needLine(products, need, shortName), priority: 0 }];
    }
    case 'use':
      return useLines(input, shortName);
    case 'price': {
      const sale = biggestSaving(products, prices);
      if (sale === undefined) return [];
      const amount = formatPrice(sale.amount, productCurrency(sale.ranked.product));
      // Priced by option and no option asked: the saving is its cheapest option's ("$19 off the 15 ml").
      const option = prices === undefined ? savingOption(sale.ranked.product) : undefined;
      const on = option === undefined ? '' : ` the ${option}`;
      // Several saving as much: a tie, each named ("Biggest saving: A and B, $5 off each.").
      const who = joinListCapped(
        sale.tied.map(({ product }) => shortName(product)),
        3,
      );
      const each = sale.tied.length > 1 ? ' each' : '';
      return [{ text: `Biggest saving: ${who}, ${amount} off${on}${each}.`, priority: 1 }];
    }
    case 'measure':
    case 'asked':
    case 'overall':
      return [];
  }
}
