/**
 * The word fewer than half of the matches name (`fewNamed`), as the opening echoes the request: a word the search
 * only guessed at is said as typed ("botas suade": "None of them has "suade" in its name", never "suede", which
 * the shopper did not write). One reading for the offline message and the model's prompt. Pure.
 */
import {
  inflections,
  pluralForm,
  singularSaid,
  type HeadNamed,
  type Product,
  type SearchChatInput,
} from '../../core/index.ts';
import { escapeRegExp } from './escape-regexp.ts';
import { productHolds, textHolds } from './held-words.ts';

type FewNamedInput = Pick<SearchChatInput, 'fewNamed' | 'corrections' | 'products' | 'query'>;

/**
 * The few-named word as said, and `read`, the catalogue's word the search read for a guess, where the sentence
 * says products hold it (some names, or the details of the others): they hold "acids", never "adidas".
 */
export type FewNamedSaid = HeadNamed & { read?: string; inDetails?: 'all' | 'some' };

/**
 * Whether the products shown that do not name `word` (in their title, brand or category) hold it in their details,
 * as a pick is said to match the request when it does ("hiking pack": a boot "stable under a loaded pack"): all of
 * them, some, or none (undefined). The sentence then never says they only match the other words.
 */
function heldInDetails({ products, query }: FewNamedInput, word: string): 'all' | 'some' | undefined {
  const unnamed = products.filter(
    (product) => !textHolds([product.title, product.brand, product.category].join(' '))(word),
  );
  const held = unnamed.filter((product) => productHolds(product, query.text)(word)).length;
  return held === 0 ? undefined : held === unnamed.length ? 'all' : 'some';
}

/**
 * Does a product's title or description write `word` as a thing of its own ("a padded sleeve for a laptop or
 * tablet", "a 15-inch laptop"), after "a" or "an" and maybe one word, not before the kind it modifies (`kind`: "a
 * rain jacket", "a dive watch", "a running shoe" write no rain, dive or running as a thing)?
 */
function writesAsThing(product: Product, word: string, kind: string): boolean {
  const forms = (phrase: string) => inflections(phrase).map(escapeRegExp).join('|');
  const thing = new RegExp(
    `(?:^|[^\\p{L}\\p{N}])(?:a|an)\\s+(?:[\\p{L}\\p{N}-]+\\s+)?(?:${forms(word)})(?![\\p{L}\\p{N}])(?!\\s+(?:${forms(kind)})(?![\\p{L}\\p{N}]))`,
    'iu',
  );
  return thing.test(`${product.title} ${product.description ?? ''}`);
}

/**
 * `input.fewNamed` with each guessed word said as typed, and the word read for it (`read`) where the matches are
 * said to hold it ("adidas" alone, read as "acids": 'Only 2 of them have "acids", the closest word here to
 * "adidas", in their names'); undefined when nothing is few-named.
 */
export function fewNamedSaid(input: FewNamedInput): FewNamedSaid | undefined {
  const few = input.fewNamed;
  if (few === undefined) return undefined;
  // A naming phrase the top pick's title holds word by word, with words between ("Men's Waterproof Suede Hiking
  // Boot" of "waterproof hiking boots"): "None of them has it in its name" would read as false.
  const words = few.word.split(/\s+/);
  const title = textHolds(input.products[0]?.title ?? '');
  if (few.count === 0 && words.length > 1 && words.every(title)) return undefined;
  // "laptop" where every match is a backpack: said only where the products shown write it as a thing ("for a
  // laptop"), not as a use or a condition ("running", "rain": no product here is one, but none was asked for).
  if (
    few.modifies !== undefined &&
    !input.products.some((product) => writesAsThing(product, singularSaid(few.word), few.closest ?? ''))
  )
    return undefined;
  const guesses = (input.corrections ?? []).filter((fix) => fix.guess === true);
  const typed = (word: string): string =>
    guesses.find((fix) => fix.word.toLowerCase() === word.toLowerCase())?.typed ?? word;
  const said = few.word.split(/(\s+)/).map(typed).join('');
  // Not of a kind or describer said apart, of the only word asked (said to be in the details already), nor of a
  // guess, said as typed ("botas suade": "suade" is in no product).
  const apart =
    few.unsold === true ||
    few.describes !== undefined ||
    few.alone === true ||
    few.aside !== undefined ||
    said !== few.word;
  const details = apart ? undefined : heldInDetails(input, few.word);
  const held = few.count > 0 || few.alone === true;
  return {
    ...few,
    word: said,
    ...(held && said !== few.word && { read: few.word }),
    ...(details !== undefined && { inDetails: details }),
  };
}

/**
 * 'Only 1 of them has "boots" in its name; the others match your other words.'; the word being the only one left
 * to match (`alone`), 'None of them has "bike" in its name; they mention it in their details.', as where the
 * products shown hold it in their details ("hiking pack": a boot "stable under a loaded pack").
 */
export function fewNamedSentence({ word, count, alone, read, inDetails, aside }: FewNamedSaid): string {
  // "comforter" over "Duvet Covers": "Of these, 1 is a comforter and 3 are duvet covers, listed after it."
  if (aside !== undefined && count > 0) {
    const kind = singularSaid(word);
    const of = count === 1 ? `1 is ${withArticle(kind)}` : `${count} are ${pluralForm(kind)}`;
    const rest =
      aside.count === 1 ? `1 is ${withArticle(aside.kind)}` : `${aside.count} are ${pluralForm(aside.kind)}`;
    return `Of these, ${of} and ${rest}, listed after ${count === 1 ? 'it' : 'them'}.`;
  }
  // A guess is named as what the products hold: "acids", the closest word here to "adidas".
  const quoted = read === undefined ? `"${word}"` : `"${read}", the closest word here to "${word}",`;
  // Those shown holding it in their details are never said to match only the other words ("hiking pack").
  const rest =
    alone === true || inDetails === 'all'
      ? 'mention it in their details'
      : inDetails === 'some'
        ? 'match your other words, and some mention it in their details'
        : 'match your other words';
  if (count === 0) return `None of them has ${quoted} in its name; they ${rest}.`;
  const has = count === 1 ? `has ${quoted} in its name` : `have ${quoted} in their names`;
  return `Only ${count} of them ${has}; the others ${rest}.`;
}

/**
 * "No product here is a sleeping bag; these are the closest." for a kind the shop sells none of (`unsold`), said
 * in the singular ("sleeping bags for people who sleep cold" too); "this is the closest" of one product shown.
 * With the broader kind the matches are (`closest`): "No product here is a parka; these are the closest: jackets.";
 * with the kind they are, named by the word (`modifies`): "No product here is a laptop; these are laptop backpacks."
 */
export function unsoldSentence(word: string, shown: number, closest?: string, modifies?: number): string {
  const one = shown === 1;
  const kind = closest === undefined ? undefined : one ? withArticle(closest) : pluralForm(closest);
  const these = one ? 'this is' : 'these are';
  const none = `No product here is ${withArticle(kindSaid(word))}`;
  // "laptop": "No product here is a laptop; these are laptop backpacks." (or "backpacks, 7 of them laptop backpacks.")
  if (modifies !== undefined && closest !== undefined) {
    const named = `${kindSaid(word)} ${pluralForm(closest)}`;
    if (one) return `${none}; this is ${withArticle(`${kindSaid(word)} ${closest}`)}.`;
    return modifies >= shown
      ? `${none}; these are ${named}.`
      : `${none}; these are ${pluralForm(closest)}, ${modifies} of them ${named}.`;
  }
  return `${none}; ${these} the closest${kind === undefined ? '' : `: ${kind}`}.`;
}

/** "a parka", "an anorak". */
function withArticle(kind: string): string {
  return `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
}

/**
 * 'No bag here mentions "comfortable", so these match your other words.' for a describing word no match of the
 * kind asked for holds (`describes`), as a word no product holds is said ("No product mentions …").
 */
export function undescribedSentence(word: string, kind: string): string {
  return `No ${kindSaid(kind)} here mentions "${word}", so these match your other words.`;
}

/** A kind as these sentences name it, in the singular: "sleeping bags" → "sleeping bag", "shoes" → "shoe". */
export function kindSaid(kind: string): string {
  return singularSaid(kind);
}
