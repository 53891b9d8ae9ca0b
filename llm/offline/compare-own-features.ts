/**
 * The features a compared product lists that none of the others does, and how a verdict says them after "one
 * that" ("is breathable and has Bluetooth"). Pure.
 */
import type { Product } from '../../core/index.ts';
import { isAdjectiveFeature } from './feature-phrase.ts';
import { joinList } from './english-list.ts';
import { allValues } from './product-attributes.ts';

const key = (value: string): string => value.trim().toLowerCase();

/** Features `product` lists that none of `others` does (at most two). */
export function ownFeatures(product: Product, others: readonly Product[]): string[] {
  const theirs = new Set(
    others.filter((other) => other !== product).flatMap((other) => allValues(other, 'feature').map(key)),
  );
  return allValues(product, 'feature')
    .filter((feature) => !theirs.has(key(feature)))
    .slice(0, 2);
}

/** "is breathable and has Bluetooth" ("or" of what another one offers), after "one that". */
export function featuresSaid(features: readonly string[], conjunction: 'and' | 'or'): string {
  const adjectives = features.filter(isAdjectiveFeature);
  const things = features.filter((feature) => !isAdjectiveFeature(feature));
  return [
    ...(adjectives.length > 0 ? [`is ${joinList(adjectives, conjunction)}`] : []),
    ...(things.length > 0 ? [`has ${joinList(things, conjunction)}`] : []),
  ].join(` ${conjunction} `);
}
