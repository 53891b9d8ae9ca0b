/**
 * Colours set against each other as pointers at shown products ("compare the black and the navy", "which is
 * better, the black or the navy?", "black vs navy"): each colour points at the shown products that are that
 * colour themselves, else, when none is, at those coming in it by a variant (a grey jacket with a navy variant is
 * not "the navy" beside a navy one). A colour is read as the search reads it (its family, the shown products'
 * colours nearest it), each by its own family: "the blue or the navy" gives navy to "the navy". Pure.
 */
import { buildVocabulary } from './catalog-vocabulary.ts';
import { coloursIn } from './product-colours.ts';
import { vocabularyKey } from './vocabulary-keys.ts';
import { builtInExpansion, expandColour, spellingsOf } from './colour-lexicon.ts';
import { askedValues } from './constraint-labels.ts';
import { parseQuery } from './parse-query.ts';
import type { Product } from '../schemas/product.ts';

/**
 * The 0-based positions among `shown` (in page order; undefined: no longer in the catalogue) that the colours of
 * `text` point at, in the order it names them, when it names two or more as pointers (`pointer`: does the text
 * name this spelling as one?) and each picks out a shown product; else undefined.
 */
export function colourPositions(
  text: string,
  shown: readonly (Product | undefined)[],
  pointer: (spelling: string) => boolean,
): number[] | undefined {
  const products = shown.filter((product): product is Product => product !== undefined);
  const vocabulary = buildVocabulary(products);
  const colours = askedValues(parseQuery(text, { vocabulary }).filters, 'colors');
  if (colours.length < 2) return undefined;
  if (!colours.every((colour) => spellingsOf(vocabularyKey(colour)).some(pointer))) return undefined;
  const positions: number[] = [];
  for (const colour of colours) {
    const family = new Set(builtInExpansion(colour));
    const others = new Set(colours.filter((other) => other !== colour).flatMap(builtInExpansion));
    const meant = new Set(
      expandColour(colour, vocabulary.colors).filter((value) => family.has(value) || !others.has(value)),
    );
    const meets = (values: readonly string[]) => values.some((value) => meant.has(value));
    const own = shown.flatMap((product, index) =>
      product !== undefined && meets(coloursIn(product.attributes)) ? [index] : [],
    );
    const byVariant = shown.flatMap((product, index) =>
      product !== undefined &&
      meets((product.variants ?? []).flatMap((variant) => coloursIn(variant.attributes)))
        ? [index]
        : [],
    );
    const picked = own.length > 0 ? own : byVariant;
    if (picked.length === 0) return undefined;
    for (const position of picked) if (!positions.includes(position)) positions.push(position);
  }
  return positions.length >= 2 ? positions : undefined;
}
