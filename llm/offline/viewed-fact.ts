/**
 * A fact asked outright of the product the shopper is viewing ("what is it made of?", "how much is it?", "what
 * sizes does it come in?"): answered from its own data when the search for products like it shows it.
 */
import { askedFact, askedSpecs, attributeWords, type Product, type SearchFilters } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { asDegree, degreeSpecs } from './degree-asked.ts';
import { describePrice, describeRating, formatCount } from './format-price.ts';
import { allValues, normaliseKey, toList } from './product-attributes.ts';
import { measuredSpecs } from './product-details.ts';
import type { SearchMessageInput } from './search-message.ts';
import { featuresMeaning } from './spec-features.ts';
import { specPhrase } from './spec-phrase.ts';
import { overviewOf } from './viewed-overview.ts';
import { viewedSubject } from './viewed-subject.ts';
import { missingOption } from './viewed-option.ts';
import { optionAsked, optionPrice } from './viewed-option-price.ts';

/**
 * "is made of ripstop nylon", "costs $97.99", "comes in sizes S, M and L"; "lists no material" or no spec asked;
 * undefined without the data otherwise.
 */
function factOf(
  product: Product,
  fact: NonNullable<ReturnType<typeof askedFact>>,
  content: string,
  filters: SearchFilters,
): string | undefined {
  switch (fact) {
    case 'material': {
      const materials = allValues(product, 'material');
      if (materials.length > 0) return `is made of ${joinList(materials.slice(0, 4))}`;
      return madeWith(product) ?? 'lists no material';
    }
    case 'price': {
      const option = optionPrice(product, content, filters);
      if (option !== undefined) return `costs ${option}`;
      if (optionAsked(content, filters)) return undefined;
      const price = describePrice(product);
      const stock = product.available === false ? ", but it's out of stock right now" : '';
      return price === undefined ? undefined : `costs ${price}${stock}`;
    }
    case 'sizes': {
      const sizes = allValues(product, 'size');
      if (sizes.length === 0) return undefined;
      return sizes.length === 1
        ? `comes in size ${sizes[0]}`
        : `comes in sizes ${joinList(sizes.slice(0, 12))}`;
    }
    case 'colours': {
      const colours = allValues(product, 'color');
      return colours.length > 0 ? `comes in ${joinList(colours.slice(0, 8), 'or')}` : undefined;
    }
    case 'spec':
      return specOf(product, content);
    case 'rating':
      return ratingOf(product);
    case 'brand': {
      const brand = product.brand?.trim();
      return brand === undefined || brand === '' ? 'lists no brand' : `is made by ${brand}`;
    }
    case 'overview':
      return overviewOf(product);
  }
}

/**
 * "is rated 4.2/5 from 4,698 reviews", "has no reviews yet", "has 3 reviews, but no rating yet": its own rating,
 * asked outright ("what's the rating?", "any reviews?", "is it well reviewed?").
 */
function ratingOf(product: Product): string {
  const count = product.reviewCount;
  const reviews = count === undefined ? '' : `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
  if (product.rating === undefined || count === 0)
    return count !== undefined && count > 0 ? `has ${reviews}, but no rating yet` : 'has no reviews yet';
  return `is ${describeRating(product)}`;
}

/** Keys (normalised) of what a product listing no material is made with: a cleanser's or a serum's ingredients. */
const MADE_WITH_KEYS: readonly string[] = ['ingredient', 'keyingredient', 'activeingredient', 'formula'];

/**
 * "lists glycerin among its ingredients", "lists formula: gel": what a product with no material is made with,
 * asked what it is made of.
 */
function madeWith(product: Product): string | undefined {
  const made = Object.entries(product.attributes ?? {}).flatMap(([key, value]) => {
    const values = toList(value);
    if (!MADE_WITH_KEYS.includes(normaliseKey(key)) || values.length === 0) return [];
    const name = attributeWords(key);
    const phrase = specPhrase(name, values);
    return [
      phrase.startsWith('lists ')
        ? phrase.slice('lists '.length)
        : `${name}: ${joinList(values.slice(0, 4))}`,
    ];
  });
  return made.length === 0 ? undefined : `lists ${joinList(made)}`;
}

/** The fact asked of the product: askedFact, an attribute the question names, or a price of an option it names. */
function factAsked(product: Product, content: string): ReturnType<typeof askedFact> {
  const spec =
    askedSpecs(asDegree(content, product), product).length > 0 || degreeSpecs(content, product).length > 0;
  const fact = askedFact(content) ?? (spec ? 'spec' : undefined);
  if (fact !== undefined) return fact;
  return optionAsked(content, {}) ? 'price' : undefined;
}

/** The spec names a spec question asks about, by its cue words ("how long … last" → battery life), and its label. */
const SPEC_CUES: readonly (readonly [RegExp, string, readonly string[]])[] = [
  [/\b(battery|last|hours)\b/i, 'battery life', ['battery', 'runtime', 'playtime', 'run time', 'play time']],
  [/\b(capacity|volume|litres|liters|hold)\b/i, 'capacity', ['capacity', 'volume']],
  // "what are the dimensions?" asks its measures of length, never its capacity (it had said "has a capacity of
  // 2-person" of a tent).
  [
    /\b(dimensions?|measurements)\b/i,
    'dimensions',
    ['dimension', 'length', 'width', 'height', 'depth', 'diameter', 'thickness'],
  ],
  [
    /\b(big|large|wide|tall|thick)\b/i,
    'capacity or dimensions',
    [
      'capacity',
      'volume',
      'dimension',
      'size',
      'length',
      'width',
      'height',
      'thickness',
      'depth',
      'diameter',
    ],
  ],
  [/\b(heavy|weigh|weight)\b/i, 'weight', ['weight']],
  [/\b(loud|powerful|output|wattage|power|watts)\b/i, 'output', ['output', 'power', 'wattage', 'watt']],
];

/**
 * "has a battery life of 12 hours", from the attributes the question names (askedSpecs: "how thick is it?",
 * "what's the heel drop?") or else its measured specs; "lists no weight" when it has none of those asked, with a
 * feature meaning it ("…, but is listed as lightweight").
 */
function specOf(product: Product, content: string): string | undefined {
  const named = askedSpecs(asDegree(content, product), product).flatMap((key) => {
    const values = toList(product.attributes?.[key] ?? []);
    return values.length > 0 ? [specPhrase(attributeWords(key), values)] : [];
  });
  // "has a laptop size of 15-inch and a capacity of 30L": one "has" for both.
  const [first, second] = named;
  if (first !== undefined && second?.startsWith('has ') && first.startsWith('has '))
    return `${first} and ${second.slice('has '.length)}`;
  if (first !== undefined) return joinList(named.slice(0, 2));
  // "how thick is it?" asks no spec of its own (askedFact): its adjective's attributes alone, below.
  const asked = askedFact(content) === 'spec' ? SPEC_CUES.filter(([cue]) => cue.test(content)) : [];
  const names = asked.flatMap(([, , wanted]) => wanted);
  const specs = measuredSpecs(product).filter(({ name }) => names.some((wanted) => name.includes(wanted)));
  if (specs.length === 0) {
    // "how long is it?", "is it heavy?" of one listing neither: "lists no length", "lists no weight".
    const degree = degreeSpecs(content, product);
    const label = asked[0]?.[1] ?? (degree.length === 0 ? undefined : joinList(degree.slice(0, 2), 'or'));
    if (label === undefined) return undefined;
    // "how heavy is it?" of a backpack tagged lightweight: "lists no weight, but is listed as lightweight".
    const meaning = featuresMeaning(
      product,
      asked.length > 0 ? asked.flatMap(([, , wanted]) => wanted) : degree,
    );
    const but = meaning.length === 0 ? '' : `, but is listed as ${joinList(meaning.slice(0, 2))}`;
    // "lists no dimensions, but has a capacity of 2-person": what it does measure, said as that.
    const other = label === 'dimensions' && but === '' ? measuredSpecs(product)[0] : undefined;
    if (other !== undefined) return `lists no ${label}, but has ${specSaid(other)}`;
    return `lists no ${label}${but}`;
  }
  return `has ${joinList(specs.slice(0, 2).map(specSaid))}`;
}

/** "a capacity of 2-person", "an output of 30W". */
const specSaid = ({ name, value }: { name: string; value: string }): string =>
  `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} of ${value}`;

/** "The Coastal Puffer Jacket you're viewing is made of ripstop nylon." — or undefined. */
export function viewedFact(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  if (subject === undefined || product === undefined) return undefined;
  const content = input.request.content;
  const fact = factAsked(product, content);
  if (fact === undefined) return undefined;
  // A colour a price question asks is in the search's filters (core's priced-option.ts).
  const filters = input.askedFilters ?? input.query.filters;
  const said = factOf(product, fact, content, filters);
  if (said !== undefined) return `${capitalise(subject.name)} ${said}.`;
  // "how much is the twin?" of sheets in Full, Queen and King: the sizes it comes in.
  return fact === 'price' ? missingOption(product, subject.name, filters) : undefined;
}
