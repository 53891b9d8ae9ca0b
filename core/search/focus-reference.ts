/**
 * The product a conversation is about: once a request asked about one product the last search showed ("is the
 * second one waterproof?", "tell me about the first one"), the next request that leans on one product ("is it
 * insulated?", "what colours does it come in?", "anything cheaper?", "something like that one") is read against
 * that product, as "the second one" was, and the list stays the one to point into. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { askedStock } from './asked-stock.ts';
import { askedFact, asksAboutIt } from './question-about-it.ts';
import { alternation } from './text-tools.ts';

const { focusPointers, pageContext } = queryDefaults;

const cue = (phrases: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${alternation(phrases)})(?![\\p{L}\\p{N}]|['-][\\p{L}\\p{N}])`, 'iu');

/** "it", "that one": a pointer at one product. */
const POINTER = cue(focusPointers);
/** "cheaper", "more expensive": a price compared with one product. */
const PRICE_RELATION = cue([...pageContext.cheaper, ...pageContext.pricier]);

/** True when `content` leans on one product: a question about "it", a pointer at it, or a price compared with it. */
export function leansOnOne(content: string): boolean {
  const plain = content.replaceAll('’', "'");
  return asksOfIt(plain) || POINTER.test(plain) || PRICE_RELATION.test(plain);
}

const asksOfIt = (plain: string): boolean =>
  asksAboutIt(plain) || askedFact(plain) !== undefined || askedStock(plain) !== undefined;

/** "they", "these", "those", "them", "ones": a question of more than one product. */
const PLURAL = /(?<![\p{L}\p{N}'])(?:they|them|these|those|their|ones)(?![\p{L}\p{N}])/iu;
/** "it", "this", "that": the one product a question is about ("what sizes in closet doors?" names its own). */
const SINGULAR = /(?<![\p{L}\p{N}'])(?:it|its|it's|this|that)(?![\p{L}\p{N}])/iu;

/**
 * True when `content` asks a question of one product it points at ("is it waterproof?", "what colours does it come
 * in?"), not of several ("are they waterproof?", which narrows a list) nor of products it names ("what sizes in
 * louvered closet doors").
 */
export function asksOfOne(content: string): boolean {
  const plain = content.replaceAll('’', "'");
  // The cheap word tests first: most requests say no "it", "this" or "that" and skip the question readers.
  return SINGULAR.test(plain) && !PLURAL.test(plain) && asksOfIt(plain);
}
