/**
 * "does it come in full?", "do you have it in twin xl?", "what size for a twin xl bed?" on the page of a product in
 * bed sizes ("Twin", "Full/Queen"): a bed size asked after "in", "for" or "fit", ending the request, is a size there,
 * as the catalogue writes it ("Full/Queen"), even one that needs "size" or "bed" after it elsewhere
 * (`sizes.bedCued`: "full size", not "full zip") or that no product comes in (then the answer is no). Elsewhere
 * "in full" keeps its words. Pure.
 */
import type { Product } from '../schemas/product.ts';
import { buildVocabulary } from './catalog-vocabulary.ts';
import { addToFilter, type Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { bedValues, sizeParts } from './size-phrases.ts';
import { alternation, consume, termKey, WORD_START } from './text-tools.ts';

const { bed, bedCued, bedNouns } = queryDefaults.sizes;
const BED_KEYS = new Set([...bed, ...bedCued].map(termKey));
const SIZE = `(?<size>${alternation([...bed, ...bedCued])})`;
const ENDING = `(?:[\\s-]*(?:size|sized))?(?:[\\s-]+(?:${alternation(bedNouns)}))?(?=\\s*[?.!]*\\s*$)`;

/** "in full?", "for a twin xl bed", "fit a twin xl": a bed size after "in", "for" or "fit", ending the request. */
const ASKED = new RegExp(`${WORD_START}(?:in|for|fits?)\\s+(?:(?:a|an|the|my)\\s+)?${SIZE}${ENDING}`, 'iu');
/** That size ending what is left once the page's words ("come in", "have") are out. */
const LEFT = new RegExp(
  `${WORD_START}(?:(?:in|for|fits?)\\s+)?(?:(?:a|an|the|my)\\s+)?${SIZE}${ENDING}`,
  'giu',
);

/** Whether the product (or a variant) comes in a bed size, one part of a value or the whole ("Full/Queen"). */
const inBedSizes = (product: Product): boolean =>
  buildVocabulary([product]).sizes.some((size) => sizeParts(size).some((part) => BED_KEYS.has(part)));

/** "full" of "does it come in full?" asked on the page of a product in bed sizes; else undefined. */
export function bedSizeAskedAlone(content: string, product: Product): string | undefined {
  const size = ASKED.exec(content)?.groups?.['size'];
  return size !== undefined && inBedSizes(product) ? size.toLowerCase().replace(/[\s-]+/gu, ' ') : undefined;
}

/** Reads the bed size asked alone on the page (`draft.viewedBedSize`), with the catalogue's values holding it. */
export function readViewedBedSize(draft: Draft, catalogueSizes: readonly string[]): void {
  const asked = draft.viewedBedSize;
  if (asked === undefined) return;
  draft.rest = consume(draft.rest, LEFT, (match) => {
    const spelt = (match.groups?.['size'] ?? '').toLowerCase().replace(/[\s-]+/gu, ' ');
    if (spelt !== asked) return false;
    const values = bedValues(spelt, catalogueSizes);
    addToFilter(draft.filters, 'sizes', [spelt, ...values]);
    return true;
  });
}
