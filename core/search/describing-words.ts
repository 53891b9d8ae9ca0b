/**
 * The built-in words that describe a product (colours with their families and spellings, materials, features):
 * after a bare number they say it is no count, so "running shoes 9.5 black" holds a half size; and what else ends
 * a bare number read as a size.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation } from './text-tools.ts';

const { colours, materials, features } = queryDefaults;

export const DESCRIBING_WORDS: readonly string[] = [
  ...Object.entries(colours.families).flatMap(([head, members]) => [head, ...members]),
  ...Object.entries(colours.spellings).flat(2),
  ...Object.entries(materials).flatMap(([name, spellings]) => [name, ...spellings]),
  ...Object.entries(features).flatMap(([name, spellings]) => [name, ...spellings]),
];

/** What may follow a bare number read as a size: the end of a phrase, or whom it is for ("10.5 men"). */
export const SIZE_END = `(?=\\s*(?:$|[,;.!?)]|(?:and|or|for|with|under|below|over|not|please|${alternation(['men', 'mens', "men's", 'women', 'womens', "women's", 'ladies', 'kids', 'boys', 'girls', 'unisex'])})(?![\\p{L}\\p{N}])))`;
/**
 * After a half size, or a whole one after the kind, a built-in colour, material or feature also ends it ("hiking boots
 * 8.5 waterproof"), and so does a width ending the phrase ("running shoes 9 wide": `sizes.widths`).
 */
export const HALF_SIZE_END =
  `(?:${SIZE_END}|(?=\\s+(?:${alternation(DESCRIBING_WORDS)})(?![\\p{L}\\p{N}]))` +
  `|(?=\\s+(?:${alternation(queryDefaults.sizes.widths)})\\s*(?:$|[,;.!?)])))`;
