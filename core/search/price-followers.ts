/**
 * What stands after a bare number a price cue found, which decides whether it is a price: a unit makes it a
 * quantity ("8 ounce", "2 pack", "20L"), the end of its phrase, a connector, another cue or a built-in colour,
 * material or feature lets it be one ("under 50 for my son", "speaker under 50 waterproof"). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation } from './text-tools.ts';
import { allCues } from './price-cues.ts';

const { price } = queryDefaults;

/** A unit (or a letter, a fraction, a dimension, a percentage) right after the number: a quantity, no price. */
export const UNIT_AFTER = new RegExp(
  `^(?:[\\p{L}]|\\s*(?:[/x×%]\\s*\\d|%)|\\s*(?:${alternation(price.units)})(?![\\p{L}\\p{N}]))`,
  'iu',
);
const PREPOSITION_FOLLOWERS = [
  ...price.inBefore,
  ...Object.entries(queryDefaults.colours.families).flatMap(([head, members]) => [head, ...members]),
  ...Object.entries(queryDefaults.colours.spellings).flat(2),
  ...Object.entries(queryDefaults.materials).flatMap(([name, spellings]) => [name, ...spellings]),
];
/** "in" as a preposition after a number ("under 100 in blue"), not the unit of "55 in tv". */
export const IN_PREPOSITION = new RegExp(
  `^\\s*in\\s+(?:${alternation(PREPOSITION_FOLLOWERS)})(?![\\p{L}\\p{N}])`,
  'iu',
);
/**
 * What may follow a bare-number price: the end of the phrase, a connector or another cue ("under 50 for him"), or
 * a built-in colour, material or feature, which describe the product, not a count ("speaker under 50
 * waterproof", "under 50 blue").
 */
const FOLLOWERS = [
  ...queryDefaults.filler.connectors,
  ...PREPOSITION_FOLLOWERS.filter((word) => !price.inBefore.includes(word)),
  ...Object.entries(queryDefaults.features).flatMap(([name, spellings]) => [name, ...spellings]),
  ...queryDefaults.sizes.cueWords,
  ...[price.maxBefore, price.minBefore, price.around].flatMap(allCues),
];
export const PHRASE_END_SOURCE = `\\s*(?:$|[,;.!?)]|(?:${alternation(FOLLOWERS)})(?![\\p{L}\\p{N}]))`;
export const PHRASE_END = new RegExp(`^${PHRASE_END_SOURCE}`, 'iu');
