/**
 * A yes/no question about the product the shopper is viewing ("is it waterproof?", "does it come in red?",
 * "is this leather?"). The search looks for products like it with the asked constraint: the viewed product among
 * the matches means yes (`viewedMatches` from the core, else among the results shown); the constraint relaxed,
 * or not among the matches, means no. Answered for features, materials, colours, sizes and room asked ("does it
 * fit a 15 inch laptop?"), one at a time for a no. A yes says when what was asked is out of stock.
 */
import { askedValues, asksAboutIt, isSizeRange, type Product, type SearchFilters } from '../../core/index.ts';
import { coloursMet } from './colour-met.ts';
import { joinList } from './english-list.ts';
import { unlistedButDescribed } from './viewed-suitability.ts';
import { nearestSizes } from './nearest-sizes.ts';
import { hasFeature, lacksFeature } from './feature-phrase.ts';
import { weakerListed } from './relaxed-feature-note.ts';
import type { SearchMessageInput } from './search-message.ts';
import { pluralName, truncate } from './product-attributes.ts';
import { stockNote } from './stock-note.ts';
import { roomUnstated } from './viewed-room-unstated.ts';
import { viewedOptionsLacked } from './viewed-options-lacked.ts';
import { heldAsAsked } from './viewed-material.ts';
import { sameSize, sizeOptions } from './viewed-option.ts';
import { sizesSaid } from './viewed-range-stock.ts';
import { sizesJoinedByOr } from './sizes-joined.ts';
import { sizesListed } from './sizes-listed.ts';
import { sizeAsHeld } from './size-held.ts';

interface Asked {
  yes: string;
  no: string;
  /** A material asked: said as the viewed product holds it (viewed-material.ts). */
  material?: string;
  /** Sizes asked: a no says the sizes the product comes in (and the nearest ones to a single size asked). */
  sizes?: readonly string[];
  /** A feature asked: a no says the weaker one it implies that the product lists ("; it is water-resistant"). */
  feature?: string;
}

/**
 * Filters answered about the viewed product, and those that say nothing of it (the page adds its category and
 * audience).
 */
const ANSWERED = new Set([
  'features',
  'materials',
  'colors',
  'sizes',
  'measures',
  'categories',
  'audience',
  'currency',
]);

/** Room asked in a verb's words ("fits 15 inch", "holds 2 litres", "sleeps 4"): said of the viewed product. */
const ROOM_VERB = /^(fits|holds|sleeps|seats)\s+(.+)$/u;
const BASE_VERB: Record<string, string> = { fits: 'fit', holds: 'hold', sleeps: 'sleep', seats: 'seat' };

function roomAsked(filters: SearchFilters): Asked[] | undefined {
  const asked: Asked[] = [];
  for (const bound of filters.measures ?? []) {
    const words = ROOM_VERB.exec(bound.label);
    if (bound.snug !== true || words === null) return undefined;
    asked.push({ yes: bound.label, no: `doesn't ${BASE_VERB[words[1]!]} ${words[2]}` });
  }
  return asked;
}

/**
 * "comes in size 9", "comes in sizes 8 and 10", "comes in sizes 8 to 10"; of sizes asked as alternatives ("8 or
 * 10"), "comes in both sizes 8 and 10", "comes in each of sizes 7, 8 and 10"; none when no size is asked.
 */
function sizesAsked(sizes: readonly string[], alternatives: boolean): Asked[] {
  if (sizes.length === 0) return [];
  const noun = sizes.length > 1 || sizes.some(isSizeRange) ? 'sizes' : 'size';
  const all = !alternatives || sizes.length < 2 ? '' : sizes.length === 2 ? 'both ' : 'each of ';
  return [
    {
      yes: `comes in ${all}${noun} ${joinList(sizes)}`,
      no: `doesn't come in ${noun} ${joinList(sizes, 'or')}`,
      sizes,
    },
  ];
}

/** "comes in burgundy (a shade of red) and navy (a shade of blue)", "doesn't come in red or blue"; none unasked. */
function coloursAsked(colours: readonly string[], said: (colour: string) => string | undefined): Asked[] {
  const met = colours.flatMap((colour) => said(colour) ?? []);
  if (colours.length === 0 || met.length === 0) return [];
  return [{ yes: `comes in ${joinList(met)}`, no: `doesn't come in ${joinList(colours, 'or')}` }];
}

/**
 * The sizes asked one by one that the product, listing sizes, doesn't come in ("14" of "sizes 8 and 14"): sizes
 * asked are alternatives, so it matches by the others.
 */
function sizesLacked(product: Product | undefined, sizes: readonly string[]): string[] {
  const listed = product === undefined ? [] : sizeOptions(product);
  if (listed.length === 0) return [];
  return sizes.filter((one) => !isSizeRange(one) && !listed.some((option) => sameSize(one, option.name)));
}

/**
 * What the filters ask of a product, as it would be said of the viewed one; undefined for other constraints.
 * `alternatives`: the sizes were asked joined by "or" (sizes-joined.ts).
 */
function askedOf(
  filters: SearchFilters,
  lacked: readonly string[],
  alternatives: boolean,
  colourSaid: (colour: string) => string | undefined = (colour) => colour,
  sizeSaid: (size: string) => string = (size) => size,
): Asked[] | undefined {
  const others = Object.entries(filters).filter(
    ([key, value]) =>
      !ANSWERED.has(key) && value !== undefined && (!Array.isArray(value) || value.length > 0),
  );
  if (others.length > 0) return undefined;
  const room = roomAsked(filters);
  if (room === undefined) return undefined;
  // What the shopper asked, not the parser's expansions ("leather", not every kind of leather).
  return [
    ...room,
    ...askedValues(filters, 'features').map((feature) => ({
      yes: hasFeature(feature),
      no: lacksFeature(feature),
      feature,
    })),
    ...askedValues(filters, 'materials').map((material) => ({
      yes: `is made of ${material}`,
      no: `isn't made of ${material}`,
      material,
    })),
    // The colours asked are one answer: "comes in burgundy (a shade of red) and navy (a shade of blue)".
    ...coloursAsked(askedValues(filters, 'colors'), colourSaid),
    // The sizes asked are one answer: "comes in sizes 8 and 10"; "sizes 8 to 10": a range is sizes; "queen" as
    // the option holding it, "comes in size Full/Queen" (size-held.ts).
    ...sizesAsked(
      askedValues(filters, 'sizes')
        .filter((size) => !lacked.includes(size))
        .map(sizeSaid),
      alternatives,
    ),
  ];
}

/** "Yes: the Coastal Rain Jacket you're viewing is waterproof." — or undefined when the answer is not known. */
export function viewedAnswer(input: SearchMessageInput): string | undefined {
  const context = input.query.context;
  const viewedId = context?.productId;
  if (context === undefined || context.relation !== 'refine' || !context.fromPage || viewedId === undefined)
    return undefined;
  if (!asksAboutIt(input.request.content)) return undefined;
  // Asked in words no product holds ("does it have a hood?"): nothing to say yes or no by (viewed-suitability.ts
  // says whether its details mention them).
  if ((input.unmatched ?? []).length > 0 && input.request.chatMetadata?.productId === viewedId)
    return undefined;
  const filters = input.askedFilters ?? input.query.filters;
  const sizes = askedValues(filters, 'sizes');
  // "8 or 14" asks for either: answered "comes in size 8 (not in size 14)", not as "8 and 14".
  const alternatives = sizesJoinedByOr(input.request.content, sizes);
  const asked = askedOf(filters, [], alternatives);
  if (asked === undefined || asked.length === 0) return undefined;
  // "the second one" of a conversation is no product the shopper is viewing.
  const viewing = input.request.chatMetadata?.productId === viewedId ? " you're viewing" : '';
  const name = `the ${truncate(context.title, 50)}${viewing}`;
  const viewed = input.products.find((product) => product.id === viewedId);
  const subject = input.viewed?.id === viewedId ? input.viewed : viewed;
  // Room asked of a product stating nothing it has room for: neither yes nor no (a case size is no room).
  const unstated = roomUnstated(filters, subject, name);
  if (unstated !== undefined) return unstated;
  // A colour and a size asked together, one or both of which it lacks ("in navy in XL?").
  const lackedOptions = viewedOptionsLacked(filters, subject, name);
  if (lackedOptions !== undefined) return lackedOptions;
  if (input.relaxed.length > 0) {
    // Dropped because no product like it has it, the viewed one included; or a size asked kept while what the
    // product lent gave way (its kids' audience: query.sizeSaid), of a product that lists none of the sizes.
    const kept = askedOf(input.query.filters, [], alternatives) ?? [];
    const lacked = input.query.sizeSaid === true && sizesLacked(subject, sizes).length === sizes.length;
    return asked.length === 1 && (kept.length === 0 || (lacked && asked[0]!.sizes !== undefined))
      ? (unlistedButDescribed(input, name, asked[0]!) ??
          `No: ${name} ${asked[0]!.no}${sizesItHas(asked[0]!, subject)}${weakerItHas(asked[0]!, subject)}.`)
      : undefined;
  }
  // The core says whether it matches (viewedMatches); else it does when shown, and not when every match is.
  const shown = viewed !== undefined;
  const everyMatchShown = (input.request.page ?? 1) === 1 && input.total <= input.products.length;
  const matches = input.viewedMatches ?? (shown ? true : everyMatchShown ? false : undefined);
  if (matches === true) {
    // "sizes 8 and 14" of a boot without a 14: "comes in size 8, but not in size 14", said for each size.
    const lacked = sizesLacked(subject, sizes);
    const held = sizes.filter((size) => !lacked.includes(size));
    // A colour said as the product names it: "burgundy (a shade of red)", never "red" (colour-met.ts).
    const colours = coloursMet(subject, askedValues(filters, 'colors'), filters.colors);
    const colourSaid = (colour: string): string | undefined => {
      const one = colours.find((each) => each.colour === colour);
      return subject === undefined ? colour : one?.said === true ? one.met?.said : undefined;
    };
    // Colours asked as alternatives ("red or teal") it doesn't come in: "…, but not in teal".
    const unmet = subject === undefined ? [] : colours.filter(({ met }) => met === undefined);
    const colourLacked = unmet.length < colours.length ? unmet.map(({ colour }) => colour) : [];
    const partlyLacked = lacked.length > 0 && held.length > 0 ? lacked : [];
    const sizeSaid = (size: string): string => sizeAsHeld(subject, size);
    const answered = askedOf(filters, partlyLacked, alternatives, colourSaid, sizeSaid) ?? asked;
    const metValues = colours
      .filter(({ colour }) => !colourLacked.includes(colour))
      .map(({ colour, met }) => met?.values ?? [colour]);
    const note = viewed && stockNote(viewed, metValues, held, alternatives);
    const { verdict, said } = heldAsAsked(answered, input, filters.materials ?? []);
    const partly = lacked.length > 0 && held.length > 0;
    // Alternatives: the sizes it lacks beside those it has, "comes in size 8 (not in size 14)".
    if (alternatives && partly)
      return `${verdict}: ${name} ${joinList(said)} (not in ${sizesSaid(lacked, 'or')})${note ?? ''}.`;
    const notIn = [...(partly ? [sizesSaid(lacked, 'or')] : []), ...colourLacked];
    const without =
      notIn.length === 0
        ? ''
        : note === undefined
          ? `, but not in ${joinList(notIn, 'or')}`
          : `; it doesn't come in ${joinList(notIn, 'or')}`;
    return `${verdict}: ${name} ${joinList(said)}${note ?? ''}${without}.`;
  }
  if (matches === undefined || asked.length !== 1) return undefined;
  // "isn't made of suede; these similar products are", "doesn't come in red; these similar products do".
  const verb = /^(?:isn't|is not|aren't)\b/.test(asked[0]!.no) ? 'are' : 'do';
  const others = input.products.length > 0 ? `; these similar products ${verb}` : '';
  const no = `No: ${name} ${asked[0]!.no}${sizesItHas(asked[0]!, subject)}${weakerItHas(asked[0]!, subject)}`;
  return unlistedButDescribed(input, name, asked[0]!) ?? `${no}${others}.`;
}

/**
 * " (it comes in sizes 7 to 11)", " (they come in sizes S/M or L/XL)" of a plural name: of a no to sizes asked,
 * the sizes the product lists, with the nearest on each side of a single size asked between two of them: " (it
 * comes in whole sizes 5 to 13: 10 or 11 are the nearest)" of a 10.5; else nothing.
 */
function sizesItHas(asked: Asked, product: Product | undefined): string {
  const listed = asked.sizes !== undefined && product !== undefined ? sizeOptions(product) : [];
  const it = product !== undefined && pluralName(truncate(product.title, 50)) ? 'they come' : 'it comes';
  if (listed.length === 0) return '';
  const names = listed.map((option) => option.name);
  const [size, ...more] = asked.sizes ?? [];
  const nearest = size === undefined || more.length > 0 ? undefined : nearestSizes(size, names);
  if (nearest === undefined) return ` (${it} in ${sizesListed(names)})`;
  const sizes = sizesListed(names);
  return ` (${it} in ${nearest.half ? sizes.replace(/^sizes /u, 'whole sizes ') : sizes}: ${nearest.said} are the nearest)`;
}

/** "; it is water-resistant" of a no to "waterproof": the weaker feature the asked one implies that it lists. */
function weakerItHas(asked: Asked, product: Product | undefined): string {
  const weaker =
    asked.feature === undefined || product === undefined ? undefined : weakerListed(product, asked.feature);
  if (weaker === undefined) return '';
  return `; ${pluralName(truncate(product!.title, 50)) ? 'they are' : 'it is'} ${weaker}`;
}
