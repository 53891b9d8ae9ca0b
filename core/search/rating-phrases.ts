/**
 * Reads minimum-rating phrases: "4 stars or more", "4+ stars", "rated 4 and up", "at least 4.5 stars",
 * "4 star rating", "highly rated". Numbers above the top of the scale are left alone.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { rating } = queryDefaults;

const NUMBER = `(?<n>\\d(?:\\.\\d{1,2})?|${Object.keys(rating.numberWords).join('|')})`;
const AT_LEAST =
  '(?:(?:at\\s+least|minimum(?:\\s+of)?|min|over|above|no\\s+less\\s+than|more\\s+than)\\s+|(?:>=?|≥)\\s*)';
const AND_UP =
  '(?:\\s*\\+|\\s+plus|\\s*(?:or|and|&)\\s+(?:more|up|higher|above|better|over)|\\s+minimum|\\s+min)';
/** Not the sort "best rated" / "top rated": "best rated 2 person tent" asks no rating of 2. */
const RATED =
  '(?<!(?:best|top|highest|most|well|highly)[\\s-]+)(?:rated|rating(?:\\s+of)?|ratings?\\s+(?:of\\s+)?)';
/** A count of something else follows: "rated 2 person tent", "rating 4 pack". */
const NOT_A_COUNT =
  '(?!\\s*-?\\s*(?:person|persons|people|man|pack|pk|piece|pieces|pcs?|seater|players?|inch(?:es)?|in\\b|ft|foot|feet|mm|cm|l\\b|litres?|liters?|gal|oz|lbs?|w\\b|watts?))';

const PATTERNS = [
  // "4 stars or more", "at least 4.5 stars", "4+ stars", "rated 4 stars and up", "4-star rating"
  `${WORD_START}(?:(?:${RATED}|with|having)\\s+)?${AT_LEAST}?${NUMBER}\\s*\\+?\\s*-?\\s*stars?` +
    `(?:\\s+(?:rated|rating|reviews?))?${AND_UP}?${WORD_END}`,
  // "rated 4 and up", "rating 4+", "rated at least 4"
  `${WORD_START}${RATED}(?:\\s+|\\s*(?=[>≥]))${AT_LEAST}?${NUMBER}${AND_UP}?(?![\\p{L}\\p{N}.])${NOT_A_COUNT}`,
  // "4+ rating", "4 and up rating"
  `${WORD_START}${NUMBER}${AND_UP}\\s+(?:rating|rated)${WORD_END}`,
].map((source) => new RegExp(source, 'giu'));

const HIGHLY_RATED = new RegExp(
  `${WORD_START}(?:${alternation(rating.highlyRatedPhrases)})${WORD_END}`,
  'giu',
);

/**
 * What each of PATTERNS, then HIGHLY_RATED, holds: "star", "rat" (rated, rating), the phrases. Tested first, in their
 * flags: most requests hold none, and the patterns' lookbehinds are tried at every character.
 */
const PATTERN_NEEDS = [/star/iu, /rat/iu, /rat/iu];
const HIGHLY_RATED_SAID = new RegExp(alternation(rating.highlyRatedPhrases), 'iu');

function starsOf(spelt: string | undefined): number | undefined {
  if (spelt === undefined) return undefined;
  const value = rating.numberWords[spelt.toLowerCase()] ?? Number(spelt);
  return Number.isFinite(value) && value > 0 && value <= rating.maxStars ? value : undefined;
}

const raise = (draft: Draft, stars: number) => {
  draft.filters.minRating = Math.max(draft.filters.minRating ?? 0, stars);
};

/** Removes rating phrases from the text and sets minRating. */
export function readRating(draft: Draft): void {
  PATTERNS.forEach((regex, index) => {
    if (PATTERN_NEEDS[index]?.test(draft.rest) === false) return;
    draft.rest = consume(draft.rest, regex, (match) => {
      const stars = starsOf(match.groups?.['n']);
      if (stars === undefined) return false;
      raise(draft, stars);
      return true;
    });
  });
  if (HIGHLY_RATED_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, HIGHLY_RATED, () => raise(draft, rating.highlyRated));
}
