/**
 * The product a shopper asks about as a whole ("tell me about it", "what do you think of the second one?"),
 * described from its own data only: brand, price, rating, stock, materials, features, measured specs, colours and
 * sizes it comes in. Said after its name ("The Meadow Tent is by Cairnfield, costs $394.50, …"), each verb agreeing
 * with a plural name.
 */
import type { Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { isAdjectiveFeature } from './feature-phrase.ts';
import { describePrice, describeRating } from './format-price.ts';
import { allValues, containsPhrase, pluralName, productValues } from './product-attributes.ts';
import { measuredSpecs } from './product-details.ts';
import { specPhrase } from './spec-phrase.ts';

/** How many of each fact are said: the overview opens the message and leaves the picks room. */
const MAX_FEATURES = 3;
const MAX_MATERIALS = 2;
const MAX_SPECS = 2;
const MAX_COLOURS = 4;
const MAX_SIZES = 6;

const PLURAL: Record<string, string> = { is: 'are', has: 'have', costs: 'cost', comes: 'come', fits: 'fit' };

/** "is by Cairnfield, costs $394.50, is rated 2.6/5 from 3,826 reviews, is made of silnylon and comes in green". */
export function overviewOf(product: Product): string | undefined {
  const parts: string[] = [];
  const brand = product.brand?.trim();
  if (brand && !containsPhrase(product.title, brand)) parts.push(`is by ${brand}`);
  const price = describePrice(product);
  if (price !== undefined) parts.push(`costs ${price}`);
  const rating = describeRating(product);
  if (rating !== undefined) parts.push(`is ${rating}`);
  if (product.available === false) parts.push('is out of stock right now');
  const materials = allValues(product, 'material').slice(0, MAX_MATERIALS);
  if (materials.length > 0) parts.push(`is made of ${joinList(materials)}`);
  const features = productValues(product, 'feature').slice(0, MAX_FEATURES);
  const adjectives = features.filter(isAdjectiveFeature);
  const things = features.filter((feature) => !isAdjectiveFeature(feature));
  if (adjectives.length > 0) parts.push(`is ${joinList(adjectives)}`);
  if (things.length > 0) parts.push(`has ${joinList(things)}`);
  for (const { name, value } of measuredSpecs(product).slice(0, MAX_SPECS))
    parts.push(specPhrase(name, [value]));
  const colours = allValues(product, 'color').slice(0, MAX_COLOURS);
  if (colours.length > 0) parts.push(`comes in ${joinList(colours, 'or')}`);
  const sizes = allValues(product, 'size').slice(0, MAX_SIZES);
  if (sizes.length > 0) parts.push(`comes in ${sizes.length === 1 ? 'size' : 'sizes'} ${joinList(sizes)}`);
  if (parts.length === 0) return undefined;
  const said = pluralName(product.title)
    ? parts.map((part) => part.replace(/^(\S+)/u, (verb) => PLURAL[verb] ?? verb))
    : parts;
  return joinList(said);
}
