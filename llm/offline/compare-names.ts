/**
 * The names a comparison says its products by: each one's short name (compare-details.ts), unless shortening
 * lost what tells it from another compared product: its short name the same as the other's, or the start of the
 * other's name ("Women's Cabin Cable Knit Sweater" beside "Women's Cabin Cable Knit Sweater in Navy"). It is then
 * said longer, up to where they differ ("… Sweater in Burgundy"; "… Road Racing Shoe" and "… Road Running
 * Shoe"), with its brand when the title alone does not tell them apart; names still the same after that get the
 * first attribute value that tells them apart ("Trail Boot (navy)"), else their ids. Pure.
 */
import type { Product } from '../../core/index.ts';
import { shortName } from './compare-details.ts';
import { displayName, toList } from './product-attributes.ts';
import { shortenName } from './short-name.ts';

/** Longer cuts a name is tried at, before its whole title and then its brand and title. */
const LONGER = [50, 60, 80];

const key = (name: string): string => name.replace(/…$/u, '').trim().toLowerCase();

/** The ways a product can be named, shortest first; the last two in full. */
function namings(product: Product): string[] {
  const title = product.title.trim();
  const cuts = LONGER.map((length) => shortenName(title, length));
  return [shortName(product), ...cuts, title, displayName(product, 200)];
}

/**
 * Whether `name` does not tell the product apart: the same as another product's name, or, shortened, the start
 * of another's name.
 */
function ambiguous(name: string, product: Product, products: readonly Product[]): boolean {
  const shortened = !namings(product).slice(-2).includes(name);
  const stem = key(name);
  return products.some(
    (other) =>
      other !== product &&
      [...namings(other).slice(-2), shortName(other)].some((said) => {
        const theirs = key(said);
        return theirs === stem || (shortened && theirs.startsWith(`${stem} `));
      }),
  );
}

/** The first attribute whose values tell the products apart, one per product; else their ids. */
function tellApart(products: readonly Product[]): string[] {
  const names = [...new Set(products.flatMap((product) => Object.keys(product.attributes ?? {})))];
  for (const name of names) {
    const values = products.map((product) => {
      const value = product.attributes?.[name];
      return value === undefined ? '' : toList(value).join(', ');
    });
    if (values.every((value) => value !== '') && new Set(values.map(key)).size === values.length)
      return values;
  }
  return products.map((product) => product.id);
}

/** How the comparison names each of `products` (a product not among them: its short name). */
export function compareNames(products: readonly Product[]): (product: Product) => string {
  const names = new Map<Product, string>();
  for (const product of products) {
    const ways = namings(product);
    names.set(product, ways.find((name) => !ambiguous(name, product, products)) ?? ways.at(-2)!);
  }
  // The same brand and title: the title, told apart by a value of theirs.
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const name = key(names.get(product)!);
    groups.set(name, [...(groups.get(name) ?? []), product]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const apart = tellApart(group);
    group.forEach((product, index) => names.set(product, `${names.get(product)!} (${apart[index]})`));
  }
  return (product) => names.get(product) ?? shortName(product);
}
