/**
 * The words the opening line names of a rambling request: "hiking in Scotland going to rain a lot waterproof
 * boots" is "Showing hiking waterproof boots", not every word left to match. A request longer than
 * `MAX_PLAIN_WORDS` is named by its words the shown products' names, categories or attributes hold (in the
 * request's order); a short request, or one whose words none of them holds, is named as typed. A connector kept
 * ("for", "with", "of") stays only between kept words: "picnic set for a couple of days" is "Showing picnic set",
 * not "Showing picnic set for", though "Picnic Set for Two" holds "for".
 */
import { queryDefaults, withoutOpinionWords, type Product } from '../../core/index.ts';

const connectors = new Set(queryDefaults.filler.connectors);

/** Words of a request named as typed, at most. */
export const MAX_PLAIN_WORDS = 6;

/** A word's key, plural or singular alike ("boots" = "boot", "dresses" = "dress"). */
const stem = (word: string): string =>
  word
    .toLowerCase()
    .replace(/['’]s?$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:ses|xes|zes|ches|shes)$/, (ending) => ending.slice(0, -2))
    .replace(/(?<!s)s$/, '');

const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The words the products' names, categories and attributes hold, by their keys (`stem`). */
const heldWords = (products: readonly Product[]): Set<string> =>
  new Set(
    products.flatMap((product) =>
      wordsOf(
        [product.title, product.category ?? '', ...Object.values(product.attributes ?? {}).flat()].join(' '),
      ).map(stem),
    ),
  );

/** Does a product's name, category or attributes hold the word ("Great Room Rug": "great")? */
export function namesWord(product: Product): (word: string) => boolean {
  const held = heldWords([product]);
  return (word) => held.has(stem(word));
}

/**
 * The request's words to name, as typed, but words of opinion no shown product holds ("good running shoes" is
 * named "running shoes"); `typed` itself when it needs no trimming. Pure.
 */
export function openingWords(typed: string, products: readonly Product[]): string {
  const held = heldWords(products);
  // "cheap but good running shoes" is "running shoes, cheapest first": an opinion is no kind (opinion-words.ts).
  const text = withoutOpinionWords(typed, (word) => held.has(stem(word)));
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= MAX_PLAIN_WORDS) return text;
  // "t-shirt" is held when each of its parts is.
  const holds = words.map((word) => {
    const parts = wordsOf(word);
    return parts.length > 0 && parts.every((part) => held.has(stem(part)));
  });
  const isConnector = (index: number) => connectors.has((words[index] ?? '').toLowerCase());
  // A connector joins the kept word before it to the request's next word: both must be kept, and not connectors.
  const kept = words.filter(
    (_, index) =>
      holds[index] === true &&
      (!isConnector(index) ||
        (holds[index - 1] === true &&
          !isConnector(index - 1) &&
          holds[index + 1] === true &&
          !isConnector(index + 1))),
  );
  return kept.length === 0 ? text : kept.join(' ');
}
