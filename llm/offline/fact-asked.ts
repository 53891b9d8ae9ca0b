/**
 * A fact of the products asked of a kind (SearchQuery.factAsked: "warranty" of "how long is the warranty on
 * headphones?"): each pick says its value where its data states one ("has a warranty of 2 years"), and where none of
 * those shown does the chat says so: "None of these headphones states its warranty.". Pure.
 */
import { attributeWords, type Product, type SearchQuery } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { toList } from './product-attributes.ts';
import { kindsOf, type SuperlativeInput } from './superlative-answer.ts';

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The product's attribute whose name holds the fact ("warranty", "warrantyLength"), with its values. */
function factStated(product: Product, fact: string): { name: string; values: string[] } | undefined {
  for (const [key, value] of Object.entries(product.attributes ?? {})) {
    const name = attributeWords(key);
    if (!wordsOf(name).includes(fact)) continue;
    const values = toList(value).filter((one) => one.trim() !== '');
    if (values.length > 0) return { name, values };
  }
  return undefined;
}

/** "has a warranty of 2 years" (a value naming it, "lifetime warranty", as it is), or undefined. */
export function factReason(product: Product, query: SearchQuery): string | undefined {
  const fact = query.factAsked;
  const stated = fact === undefined ? undefined : factStated(product, fact);
  if (stated === undefined) return undefined;
  const listed = joinList(stated.values.slice(0, 3), 'or');
  if (stated.values.every((value) => wordsOf(value).includes(fact!))) return `has ${listed}`;
  return `has ${/^[aeiou]/iu.test(stated.name) ? 'an' : 'a'} ${stated.name} of ${listed}`;
}

/** "None of these headphones states its warranty." where none of the products shown does; else none. */
export function factAskedSentences(input: SuperlativeInput): string[] {
  const fact = input.query.factAsked;
  if (fact === undefined || input.products.length === 0) return [];
  if (input.products.some((product) => factStated(product, fact) !== undefined)) return [];
  if (input.total === 1) return [`It doesn't state its ${fact}.`];
  return [`None of these ${kindsOf(input)} states its ${fact}.`];
}
