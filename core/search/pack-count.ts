/**
 * How many units a product is sold in, asked and stated: "tshirt 3 pack", "3-pack of socks", "pack of 3 t-shirts",
 * "socks 6 pk" ask for a 3- or 6-pack, "t-shirts multipack" for any pack of several. The count is no size ("3" had
 * met a kids' tee in size 3T) and no word to match ("pack"): the products stating that pack in their title or
 * attributes ("Crew Tee 3-Pack", "Pack of 3", `packSize: "3"`) rank first (storage's stated-pack.ts), and the chat
 * says when none of those shown states it ("None of these is sold as a 3-pack."). Pure.
 */
import type { Product } from '../schemas/product.ts';
import { attributeWords } from './attribute-words.ts';
import type { Draft } from './draft.ts';
import type { PackAsked } from './search-query.ts';
import { NUMBER_WORDS, numberOfWords } from './number-words.ts';
import { allMatches, consume, WORD_END, WORD_START } from './text-tools.ts';

/** The largest count read as a pack's ("1000 pack" of screws is one). */
const MAX_COUNT = 1000;

const COUNT = `(?<num>\\d{1,4}|${NUMBER_WORDS})`;
const COUNT_OF = `(?<of>\\d{1,4}|${NUMBER_WORDS})`;
const COUNT_PIECES = `(?<pieces>\\d{1,4}|${NUMBER_WORDS})`;
const PACK_WORD = '(?:pack|packs|pk|pks)';

/**
 * "3 pack", "3-pack", "3pk", "three pack", optionally followed by "of" ("3-pack of socks"); "pack of 3", "a pack of
 * 3", "set of 4", "box of 12", "5-piece", "5 pcs" (the last four said back as a set or box); "multipack", "multi-pack", "multi pack". A count joined to what comes before ("12-2 pack", "1/2 pack") is
 * part of a code or a measure, not a pack's.
 */
const ASKED = new RegExp(
  `(?<![\\p{L}\\p{N}./x-])${COUNT}\\s*-?\\s*${PACK_WORD}${WORD_END}(?:\\s+of${WORD_END})?` +
    `|${WORD_START}(?:an?\\s+)?(?<noun>${PACK_WORD}|set|box)\\s+of\\s+${COUNT_OF}${WORD_END}(?![./-]?\\d)` +
    `|(?<![\\p{L}\\p{N}./x-])${COUNT_PIECES}\\s*-?\\s*(?:piece|pieces|pc|pcs)${WORD_END}` +
    `|${WORD_START}(?<multi>multi\\s*-?\\s*packs?)${WORD_END}`,
  'giu',
);

/** What every pack asked holds (under the same flags: 'iu' matches "K", the Kelvin sign, as "k"). */
const MAY_ASK = /pack|pk|set\s+of|box\s+of|\d\s*-?\s*pcs?\b|piece/iu;

/** Words a request must keep besides the pack for it to be read: "3 pack" alone stays words to match. */
const OTHER_WORD = /\p{L}{2,}/u;

const countOf = (said: string | undefined): number | undefined => {
  if (said === undefined) return undefined;
  const value = /^\d/.test(said) ? Number(said) : numberOfWords(said.toLowerCase());
  return value !== undefined && Number.isInteger(value) && value >= 2 && value <= MAX_COUNT
    ? value
    : undefined;
};

/** Takes the first pack asked out of `draft.rest` into `draft.pack`, when other words remain to name the product. */
export function readPackCount(draft: Draft): void {
  // Most requests ask no pack: the plain test answers before the large pattern runs.
  if (draft.pack !== undefined || !MAY_ASK.test(draft.rest)) return;
  let asked: PackAsked | undefined;
  const rest = consume(draft.rest, ASKED, (match) => {
    if (asked !== undefined) return false;
    const groups = match.groups ?? {};
    if (groups['multi'] !== undefined) {
      asked = {};
      return true;
    }
    const count = countOf(groups['num'] ?? groups['of'] ?? groups['pieces']);
    if (count === undefined) return false;
    // "set of 4 mugs", "5-piece knife set": sold as a set, and said so ("a set of 4").
    const noun = groups['pieces'] === undefined ? groups['noun']?.toLowerCase() : 'set';
    asked = noun === 'set' || noun === 'box' ? { count, noun } : { count };
    return true;
  });
  if (asked === undefined || !OTHER_WORD.test(rest)) return;
  draft.rest = rest;
  draft.pack = asked;
}

/** How a pack asked is said: "3-pack", "multipack", "set of 4", "box of 12". */
export const packLabel = (pack: PackAsked): string =>
  pack.count === undefined
    ? 'multipack'
    : pack.noun === undefined
      ? `${pack.count}-pack`
      : `${pack.noun} of ${pack.count}`;

/**
 * A pack stated in a product's words: "3-Pack", "3 pk", "Pack of 3", "Set of 4", "12 Count", "5-Piece", "Three-Pack",
 * "Multipack".
 */
const STATED = new RegExp(
  `(?<![\\p{L}\\p{N}./x-])${COUNT}\\s*-?\\s*(?:pack|packs|pk|pks|count|ct|piece|pieces|pc|pcs)${WORD_END}` +
    `|${WORD_START}(?:pack|set|box)\\s+of\\s+${COUNT_OF}${WORD_END}(?![./-]?\\d)` +
    `|${WORD_START}(?<multi>multi\\s*-?\\s*packs?|value\\s+packs?)${WORD_END}`,
  'giu',
);

/** What every statement holds: most texts answer no before the pattern runs. */
const MAY_STATE = /pack|pk|count|ct|of|pc|piece/i;

/** Attribute names whose number is the pack's count ("packSize", "pack_count", "count", "quantity", "pieces"). */
const COUNT_ATTRIBUTE =
  /^(?:pack(?: size| count| quantity| qty)?|count|quantity|qty|pieces|piece count|units?)$/;

/** The pack counts `text` states, and whether it calls itself a pack of several without a count. */
function statedIn(text: string, counts: Set<number>): boolean {
  let multi = false;
  if (!MAY_STATE.test(text)) return false;
  for (const match of allMatches(text, STATED)) {
    const groups = match.groups ?? {};
    if (groups['multi'] !== undefined) multi = true;
    const count = countOf(groups['num'] ?? groups['of']);
    if (count !== undefined) counts.add(count);
  }
  return multi;
}

/**
 * Does `product` state the pack asked, in its title or attributes: that count ("3-Pack", "Pack of 3", a pack size
 * attribute of 3), or for a multipack any count of two or more, or "multipack" itself?
 */
export function statesPack(product: Pick<Product, 'title' | 'attributes'>, pack: PackAsked): boolean {
  const counts = new Set<number>();
  let multi = statedIn(product.title ?? '', counts);
  for (const [key, value] of Object.entries(product.attributes ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const text of values) {
      if (typeof text !== 'string') continue;
      if (COUNT_ATTRIBUTE.test(attributeWords(key))) {
        const count = countOf(/^\s*(\d{1,4})\b/.exec(text)?.[1]);
        if (count !== undefined) counts.add(count);
      }
      multi = statedIn(text, counts) || multi;
    }
  }
  return pack.count === undefined ? multi || counts.size > 0 : counts.has(pack.count);
}
