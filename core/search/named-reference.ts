/**
 * "something like the Harbor Rain Jacket but cheaper", "alternatives to the Alpine Fleece Jacket", "cheaper than
 * the Summit Puffer": a product named in the request, after one of `pageContext.namedCues`. The name is only a
 * candidate: the caller asks the catalogue whether it is one product's (`namesOneProduct`), then reads the
 * request with "this" in the name's place against that product, as against a viewed page. Pure.
 */
import { inflections } from './inflect.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { namedCues, nameEnds } = queryDefaults.pageContext;
const WORD = "[\\p{L}\\p{N}][\\p{L}\\p{N}'&.-]*";
const ENDS = `(?=\\s*(?:$|[,;:!?]|\\.(?:\\s|$)|(?:${alternation(nameEnds)})${WORD_END}))`;
const NAMED = new RegExp(
  `${WORD_START}(?<!(?:\\bi|\\bwe|\\byou|\\bthey|\\bwould|'d|\\blooks?|\\bfeels?|\\bsounds?)\\s+)` +
    `(?<cue>${alternation(namedCues)})\\s+(?:(?:the|my|a|an|that|your)\\s+)?` +
    `(?<name>${WORD}(?:\\s+${WORD}){0,7}?)${ENDS}`,
  'iu',
);

export interface NamedReference {
  /** The name as written ("Harbor Rain Jacket"). */
  name: string;
  /** The request with "this" for the name ("something like this but cheaper"). */
  rest: string;
}

/** The first product name after a cue in `content`, or undefined. */
export function readNamedReference(content: string): NamedReference | undefined {
  const match = NAMED.exec(content);
  const name = match?.groups?.['name'];
  const cue = match?.groups?.['cue'];
  if (match === null || name === undefined || cue === undefined) return undefined;
  const rest = `${content.slice(0, match.index)} ${cue} this ${content.slice(match.index + match[0].length)}`;
  return { name, rest: rest.replace(/\s+/g, ' ').trim() };
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Does the product's title (with its brand) hold every word of the name, in either number? */
function holdsName(name: readonly string[], title: string): boolean {
  const own = new Set(wordsOf(title));
  return name.every((word) => inflections(word).some((form) => own.has(form)));
}

/**
 * Which of the catalogue's best matches for the name the name identifies: the one whose title is the name, else
 * the only one whose title holds every word of a name of two words or more; undefined when none or several do
 * ("backpack" names no product, "harbor jacket" may name two, "new" is no name).
 */
export function namesOneProduct<T extends { title: string; brand?: string | undefined }>(
  name: string,
  matches: readonly T[],
): T | undefined {
  const words = wordsOf(name);
  if (words.length === 0) return undefined;
  const exact = matches.filter((product) => wordsOf(product.title).join(' ') === words.join(' '));
  if (exact.length === 1) return exact[0];
  if (words.length < 2) return undefined;
  const holding = matches.filter((product) => holdsName(words, `${product.brand ?? ''} ${product.title}`));
  return holding.length === 1 ? holding[0] : undefined;
}
