/**
 * The answer to a superlative asked of the conversation's list (SearchQuery.superlativeAsked), said first: "The
 * lightest is the Lantern Speaker (300 g).", "The cheapest is the Trailhaven Rover 28L Hiking Daypack ($42.50).",
 * "The one with the longest battery life is …", "The one that sleeps the most is …" (a verb's, as said); or, where
 * none of the list states the measure, "None of these backpacks states its weight, so I can't tell which is the
 * lightest." (the list is not ordered by it); a bound on a measure no product of the shop states, "None of the
 * shop's backpacks states its weight, so I can't tell which are under 2 lbs.". Pure.
 */
import {
  featureSatisfiers,
  inflections,
  singularForms,
  type Product,
  type SearchChatInput,
} from '../../core/index.ts';
import { describeRating, formatPrice, productCurrency } from './format-price.ts';
import { allValues, displayName, theName } from './product-attributes.ts';
import { sortUnstatedStates } from './sort-unstated.ts';
import { sortedAttribute } from './sorted-measure.ts';

export type SuperlativeInput = Pick<
  SearchChatInput,
  'query' | 'products' | 'request' | 'naming' | 'total' | 'sortUnstated'
>;

/** A request of one plural word and nothing else ("earbuds", with no category of that name): the kind it names. */
function loneKind(text: string): string | undefined {
  const word = text.trim().toLowerCase();
  return /^[\p{L}-]+$/u.test(word) && singularForms(word).length > 0 ? word : undefined;
}

/**
 * The kind the list is of as the shopper wrote it, in the plural the sentence needs ("headphones", "backpacks"): its
 * naming words, else its category's last part, else the request's lone plural word, else "products"; a hyphenated
 * or multi-word kind with the plural of its last word ("t-shirts").
 */
export function kindsOf(input: SuperlativeInput): string {
  const category = input.query.filters.categories?.[0]?.split('>').at(-1)?.trim();
  const words = (input.naming ?? category ?? loneKind(input.query.text) ?? 'products')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  if (singularForms(words).length > 0) return words;
  const plural = inflections(words).find((form) => singularForms(form).length > 0);
  if (plural !== undefined) return plural;
  // "t-shirt", "rain jacket": the plural of the last word ("t-shirts"), where the whole has none.
  const [, lead = '', last = ''] = /^(.*[\s-])?([^\s-]+)$/u.exec(words) ?? [];
  const lastPlural = inflections(last).find((form) => form !== last && singularForms(form).includes(last));
  return lead === '' || lastPlural === undefined ? words : `${lead}${lastPlural}`;
}

/**
 * The winner's value of what it was ordered by: "300 g", "$42.50", "rated 4.8/5 from 2,736 reviews"; its own
 * measure ("15L") over one of what it fits ("13-inch" laptop size), as the order takes it (measuresItself).
 */
function valueOf(product: Product, input: SuperlativeInput): string | undefined {
  const { measureSort, sort } = input.query;
  if (measureSort !== undefined) return sortedAttribute(product, measureSort)?.value;
  if (sort === 'price_asc' || sort === 'price_desc')
    return product.price === undefined ? undefined : formatPrice(product.price, productCurrency(product));
  return sort === 'rating' ? describeRating(product) : undefined;
}

/**
 * The product the answer names (the first shown), else undefined: the picks after it name the next ones only
 * ("Also worth a look: …"), not it again as "Top pick".
 */
export function superlativeWinner(input: SuperlativeInput): Product | undefined {
  const asked = input.query.superlativeAsked;
  if (asked === undefined || asked.unstated === true || input.request.page > 1) return undefined;
  if (sortUnstatedStates(input) !== undefined) return undefined;
  return input.products[0];
}

/**
 * What the answer says, for the offline sentence and the model's prompt alike: the question as the chat puts it
 * ("which is the cheapest", "which sleeps the most"), then either the winner named with its value, or, where none
 * of the list states it, the kind in the plural and what none states ("backpacks", "its weight").
 */
export type SuperlativeFacts =
  | { which: string; subject: string; winner: Product; value?: string }
  | { which: string; unstated: { kinds: string; states: string; shop?: true } };

const COMPARATIVES: Readonly<Record<string, string>> = {
  best: 'better',
  worst: 'worse',
  most: 'more',
  least: 'less',
};

/** "cheapest" → "cheaper", "best rated" → "better rated", "longest battery life" → "longer battery life". */
const comparativeOf = (said: string): string =>
  said.replace(/^(\p{L}+)(?=\s|$)/u, (word) => {
    const lower = word.toLowerCase();
    return (
      COMPARATIVES[lower] ?? (lower.length > 4 && lower.endsWith('est') ? `${word.slice(0, -3)}er` : word)
    );
  });

/**
 * The facts of the answer to the superlative asked, else undefined (none asked, or nothing shown to name); of a list
 * of two, said as a comparative ("The cheaper is …", "which is the better rated").
 */
export function superlativeFacts(input: SuperlativeInput): SuperlativeFacts | undefined {
  const found = input.query.superlativeAsked;
  if (found === undefined || found.kindless === true) return undefined;
  const pair = input.total === 2 && found.bound !== true && found.does !== true;
  const asked = pair ? { ...found, said: comparativeOf(found.said) } : found;
  // An amount of what is measured takes no article as a comparative: "which has more storage" (not "the more").
  const the = pair && asked.has === true && /^(?:more|less)\s/u.test(asked.said) ? '' : 'the ';
  const which =
    asked.bound === true
      ? `which ${asked.does === true ? '' : 'are '}${asked.said}`
      : asked.does === true
        ? `which ${asked.said}`
        : `which ${asked.has === true ? 'has' : 'is'} ${the}${asked.said}`;
  // "which is the best?" of a list none of which is rated: none states its rating (sort-unstated.ts).
  const states = asked.unstated === true ? asked.states : sortUnstatedStates(input);
  if (states !== undefined)
    return {
      which,
      unstated: { kinds: kindsOf(input), states, ...(asked.bound === true && { shop: true }) },
    };
  const top = superlativeWinner(input);
  if (top === undefined) return undefined;
  const value = valueOf(top, input);
  const subject =
    asked.does === true
      ? `The one that ${asked.said}`
      : asked.has === true
        ? `The one with ${the}${asked.said}`
        : `The ${asked.said}`;
  return { which, subject, winner: top, ...(value !== undefined && { value }) };
}

/**
 * A bound on a bare number with no kind to read it by ("something bigger than 4"): the number and the bound as said
 * ("4", "bigger than 4"), for the offline question and the model's prompt alike; else undefined.
 */
export function kindlessBound(input: SuperlativeInput): { number: string; said: string } | undefined {
  const asked = input.query.superlativeAsked;
  if (asked?.kindless !== true || asked.compared !== undefined) return undefined;
  return { number: /\S+$/u.exec(asked.said)?.[0] ?? asked.said, said: asked.said };
}

/**
 * The feature asked in place of a quality none states ("noise cancelling" of "quietest headphones":
 * AskedSuperlative.bearing), when every product shown lists it (or a stronger one); else undefined.
 */
function bearingShown(input: SuperlativeInput): string | undefined {
  const bearing = input.query.superlativeAsked?.bearing;
  if (bearing === undefined || input.products.length === 0) return undefined;
  const spellings = featureSatisfiers(bearing).map((one) => one.toLowerCase());
  const lists = (product: Product): boolean =>
    allValues(product, 'feature').some((value) => spellings.includes(value.toLowerCase()));
  return input.products.every(lists) ? bearing : undefined;
}

/**
 * A comparative alone with no list to compare against ("something thicker"): as said and its superlative ("thicker",
 * "thickest"), for the offline question and the model's prompt alike; else undefined.
 */
export function kindlessComparative(
  input: SuperlativeInput,
): { said: string; superlative: string } | undefined {
  const asked = input.query.superlativeAsked;
  if (asked?.kindless !== true || asked.compared === undefined) return undefined;
  return { said: asked.said, superlative: asked.compared };
}

/** The sentence answering the superlative asked, else undefined (none asked, or nothing shown to name). */
export function superlativeSentence(input: SuperlativeInput): string | undefined {
  const kindless = kindlessBound(input);
  if (kindless !== undefined)
    return `I can't tell what ${kindless.number} measures in "${kindless.said}" without a kind of product; name the kind you mean.`;
  const compared = kindlessComparative(input);
  if (compared !== undefined)
    return `I have nothing shown to compare "${compared.said}" against; name the kind of product you mean, and I'll show the ${compared.superlative} first.`;
  const facts = superlativeFacts(input);
  if (facts === undefined) return undefined;
  if ('unstated' in facts) {
    const none = `None of ${facts.unstated.shop === true ? "the shop's" : 'these'} ${facts.unstated.kinds} states ${facts.unstated.states}, so I can't tell ${facts.which}`;
    const bearing = bearingShown(input);
    return bearing === undefined ? `${none}.` : `${none}: these are the ${bearing} ones.`;
  }
  const value = facts.value === undefined ? '' : ` (${facts.value})`;
  return `${facts.subject} is ${theName(displayName(facts.winner))}${value}.`;
}
