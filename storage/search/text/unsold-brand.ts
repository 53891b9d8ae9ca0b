/**
 * A brand the shop does not carry, as the words no product holds tell it: "adidas shoes", "nike running shoes under
 * 100", "headphones like bose". Each such word is in no product, no English word (so no detail the shop lacks,
 * "cashmere sweater", nor a real word misread) and stands where a brand does: just before the words naming the kind
 * asked, with only words some product holds between them ("sony wireless headphones"), or just after "like" (the
 * likeness, "running shoes like nike"), or after the kind just after "by" or "from" ("made by" too), only held words
 * after it: the maker ("headphones by Sony", "headphones from sony under 100"; the cue is no kind, `makerCue`). "by"
 * before a word the shop holds or an English one ("by the pool", "sort by price", "2 by 4") is none. No list of
 * brands is kept: the catalogue and the word list decide, so any
 * brand reads so and a shop's own brands never do (they are in its products); a name on the calendar is an
 * English word (english-words.ts: "christmas backpack"). A word of another language is one too
 * ("zapatos" of "zapatos para correr"), but seldom just before a kind with nothing unheld between. Pure.
 */
import type { UnsoldBrand } from '../../../core/index.ts';
import { isEnglishWord } from './english-words.ts';
import type { NamingPhrase } from './naming-phrase.ts';
import type { Concept } from './query-concept.ts';
import { headsTitles } from './title-heads.ts';
import type { TextIndex } from './text-index.ts';

const LETTERS = /^\p{L}+$/u;

/** Whether the concept is a name no product holds (see above). */
const isName = (concept: Concept): boolean =>
  concept.alternatives.length === 0 &&
  concept.word &&
  LETTERS.test(concept.typed) &&
  !isEnglishWord(concept.typed);

/** The words before a name that say who makes the product ("headphones by Sony", "from Sony"). */
const MAKER_CUES = new Set(['by', 'from']);

/** Whether the concepts after `at` are all held by some product, or names too ("headphones by sony wireless"). */
const heldAfter = (concepts: readonly Concept[], at: number): boolean =>
  concepts.slice(at + 1).every((concept) => concept.alternatives.length > 0 || isName(concept));

/**
 * The place of the "by" or "from" before a name of `unmatched` after a word of the request, only held words after
 * the name ("headphones by Sony"), else -1: the cue names no kind, so the naming phrase is read without it.
 */
export function makerCue(concepts: readonly Concept[], unmatched: readonly string[]): number {
  for (const word of unmatched) {
    const at = concepts.findIndex((concept) => concept.typed === word);
    const concept = concepts[at];
    if (at < 2 || concept === undefined || !isName(concept) || !heldAfter(concepts, at)) continue;
    if (MAKER_CUES.has(concepts[at - 1]!.typed)) return at - 1;
  }
  return -1;
}

/** Whether the name at `at` stands before the phrase starting at `start`, only held words between. */
function beforeKind(concepts: readonly Concept[], at: number, start: number): boolean {
  if (at >= start) return false;
  for (let between = at + 1; between < start; between++) {
    const concept = concepts[between]!;
    if (concept.alternatives.length === 0 && !isName(concept)) return false;
  }
  return true;
}

/**
 * The brands no product is from among `unmatched` (every one of them must read so), and the kind asked (the
 * naming phrase, `phrase`, whose last word ends some product's title), or undefined.
 */
export function unsoldBrand(
  index: TextIndex,
  concepts: readonly Concept[],
  unmatched: readonly string[],
  phrase: NamingPhrase | undefined,
): UnsoldBrand | undefined {
  if (unmatched.length === 0 || phrase === undefined) return undefined;
  // The kind is one some product's title ends in ("headphones"), not a use ("running" of "zapatos running").
  const head = phrase.concepts.at(-1);
  if (head === undefined || !headsTitles(index, head)) return undefined;
  const first = phrase.concepts[0];
  const start = first === undefined ? -1 : concepts.indexOf(first);
  if (start < 0) return undefined;
  const names = unmatched.filter((word) => {
    const at = concepts.findIndex((concept) => concept.typed === word);
    const concept = concepts[at];
    if (concept === undefined || !isName(concept)) return false;
    return (
      beforeKind(concepts, at, start) ||
      concepts[at - 1]?.typed === 'like' ||
      (at - 1 > start && at - 1 === makerCue(concepts, [word]))
    );
  });
  return names.length === unmatched.length ? { names, kind: phrase.words } : undefined;
}
