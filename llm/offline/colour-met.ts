/**
 * How a product meets a colour the shopper asked, said in the product's own colours: a colour is never claimed
 * that the product does not name. "red" of a jacket in burgundy is "burgundy (a shade of red)", not "red";
 * "navy" of one in navy blue is "navy blue"; "gray" of one in grey stays "gray" (one colour spelt two ways). Pure.
 */
import { colourFamily, colourSpellings, type Product, type ProductVariant } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { allValues, variantValues, valueWords as words } from './product-attributes.ts';

export interface ColourMet {
  /** "red", "navy blue", "burgundy (a shade of red)", "navy and sky blue (shades of blue)". */
  said: string;
  /** The product's colours that meet it ("burgundy"), as the product names them. */
  values: string[];
}

const normal = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Is `value` the asked colour itself, in one of its spellings ("grey" of "gray")? */
const isAsked = (asked: string, value: string): boolean =>
  colourSpellings(normal(asked)).includes(normal(value));

/** Does `value` hold every word of the asked colour, in one of its spellings ("navy blue" of "navy")? */
const holdsAsked = (asked: string, value: string): boolean =>
  colourSpellings(normal(asked)).some((spelling) =>
    words(spelling).every((word) => words(value).includes(word)),
  );

/** Is `value` among `expansion` (the colours the search took the asked one to mean), in one of its spellings? */
const expandsTo = (expansion: readonly string[], value: string): boolean => {
  const wanted = new Set(expansion.map(normal));
  return colourSpellings(normal(value)).some((spelling) => wanted.has(spelling));
};

/** Is `value`, taken for the asked colour (`expansion`), one holding a member of its `family` ("heather burgundy")? */
const holdsMember = (family: readonly string[], expansion: readonly string[], value: string): boolean =>
  expandsTo(expansion, value) &&
  family.some((member) => words(member).every((word) => words(value).includes(word)));

/**
 * How `product` meets the colour `asked`, which the search expanded to `expansion` (the `colors` filter: its
 * family's members, the catalogue's colours nearest it): the asked colour itself when the product names it; else
 * its own colours holding the asked one's words ("forest green" of "green"); else those of the asked colour's
 * family, or holding a member's words, said as such ("burgundy (a shade of red)", "heather burgundy (a shade of
 * red)"), or those the search took for it, named plainly. Undefined when none of its colours meets it. The one
 * wording of a shade: page answers, compare and the search's picks (colour-reason.ts) all say it so.
 */
export function colourMet(
  product: Product,
  asked: string,
  expansion: readonly string[] = [],
): ColourMet | undefined {
  const values = allValues(product, 'color');
  const own = values.filter((value) => isAsked(asked, value));
  if (own.length > 0) return { said: asked, values: own };
  const holding = values.filter((value) => holdsAsked(asked, value));
  if (holding.length > 0) return { said: joinList(holding), values: holding };
  const family = colourFamily(asked);
  const members = values.filter((value) => expandsTo(family, value) || holdsMember(family, expansion, value));
  if (members.length > 0) {
    const shades = members.length === 1 ? 'a shade' : 'shades';
    return { said: `${joinList(members)} (${shades} of ${normal(asked)})`, values: members };
  }
  const nearest = values.filter((value) => expandsTo(expansion, value));
  return nearest.length > 0 ? { said: joinList(nearest), values: nearest } : undefined;
}

/**
 * How the product meets each colour asked (colour-met.ts), each by its own family: of "red or teal", "teal" is not
 * met by the burgundy the search's expansion of "red" reaches. `said`: not met by only colours an earlier one is
 * ("blue" of "navy or blue").
 */
export function coloursMet(
  product: Product | undefined,
  colours: readonly string[],
  expansion: readonly string[] = [],
) {
  const met: { colour: string; met: ColourMet | undefined; said: boolean }[] = [];
  for (const colour of colours) {
    const own = new Set(colourFamily(colour).map(normal));
    const others = new Set(
      colours
        .filter((other) => other !== colour)
        .flatMap((other) => colourFamily(other))
        .map(normal),
    );
    const ownExpansion = expansion.filter((value) => own.has(normal(value)) || !others.has(normal(value)));
    const one = product && colourMet(product, colour, ownExpansion);
    const named = met.flatMap((each) => each.met?.values ?? []);
    met.push({
      colour,
      met: one,
      said: one !== undefined && one.values.some((value) => !named.includes(value)),
    });
  }
  return met;
}

/** The colours `colours` met by the product, each once: those of coloursMet said, as they are met. */
export const metColours = (
  product: Product,
  colours: readonly string[],
  expansion: readonly string[] = [],
): ColourMet[] =>
  coloursMet(product, colours, expansion).flatMap(({ met, said }) => (met && said ? [met] : []));

/** The product's variants in the colours `met` (their values as the product names them). */
export function variantsIn(product: Product, met: readonly ColourMet[]): ProductVariant[] {
  const wanted = new Set(met.flatMap((one) => one.values).map(normal));
  return (product.variants ?? []).filter((variant) =>
    variantValues(variant, 'color').some((value) => wanted.has(normal(value))),
  );
}
