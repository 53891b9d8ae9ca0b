/**
 * "headphones similar to bose", "shoes alternative to adidas", "sandals instead of boots": the name after such a
 * cue (`pageContext.likenessCues`) is what the product is like, as after "like", so the request reads as "like"
 * would ("headphones like bose"): its kind is the words before the cue, and the name need not match
 * (use-aside.ts). Only after a word of the request, and only before a name: a pointer or an article
 * (`likenessPointers`: "similar to this", "alternatives to the first one", "instead of that") is left for the page
 * and the conversation to read. A product the catalogue knows by the name was read before this (named-reference.ts). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const CUE = new RegExp(
  `(?<=[\\p{L}\\p{N}][^\\p{L}\\p{N}]*)${WORD_START}(?:${alternation(queryDefaults.pageContext.likenessCues)})` +
    `\\s+(?!(?:${alternation(queryDefaults.pageContext.likenessPointers)})${WORD_END})(?=[\\p{L}\\p{N}])`,
  'giu',
);

/**
 * The cues alone, which most requests lack: tested first, as CUE's lookbehinds are tried at every character (in
 * its flags, so it matches wherever CUE could).
 */
const CUE_SAID = new RegExp(alternation(queryDefaults.pageContext.likenessCues), 'iu');

/** The request with each likeness cue before a name read as "like " (see above). */
export const asLikeness = (content: string): string =>
  CUE_SAID.test(content) ? content.replace(CUE, 'like ') : content;
