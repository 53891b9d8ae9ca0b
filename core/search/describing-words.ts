/**
 * The built-in words that describe a product (colours with their families and spellings, materials, features):
 * after a bare number they say it is no count, so "running shoes 9.5 black" holds a half size.
 */
import { queryDefaults } from './query-defaults.ts';

const { colours, materials, features } = queryDefaults;

export const DESCRIBING_WORDS: readonly string[] = [
  ...Object.entries(colours.families).flatMap(([head, members]) => [head, ...members]),
  ...Object.entries(colours.spellings).flat(2),
  ...Object.entries(materials).flatMap(([name, spellings]) => [name, ...spellings]),
  ...Object.entries(features).flatMap(([name, spellings]) => [name, ...spellings]),
];
