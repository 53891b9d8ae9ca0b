/**
 * Does a word say what a product is like rather than what kind it is? "comfortable" of "comfortable bag" describes
 * a bag, where "sleeping" of "sleeping bag" names a kind of bag (unsold-kind.ts tells them apart by this). A word
 * of opinion, a built-in feature's word, a common describer (DESCRIBERS), or an adjective made from an English word
 * by its ending ("comfortable", "washable", "stylish", "colourful", "strapless", "luxurious", "protective").
 * Catalogue-independent.
 */
import { queryDefaults } from '../../../core/index.ts';
import { OPINION_WORDS } from './analyzer-lexicon.ts';
import { isEnglishWord } from './english-words.ts';

/**
 * Common describers a shopper puts before a kind that no ending marks. Words that also name kinds before a product
 * word are left out: "cool bag", "soft toy", "light bulb", "high chair".
 */
const DESCRIBERS: ReadonlySet<string> = new Set(
  `cute pretty cozy cosy comfy fancy cheap classy chic trendy sleek elegant sturdy roomy spacious small big large
  little tiny huge lovely gorgeous beautiful sexy modern durable expensive affordable tough quiet slim heavy
  lightweight thin thick wide narrow`.split(/\s+/),
);

/** The built-in features' one-word spellings ("padded", "waterproof"): describers wherever the shop tags none. */
const FEATURE_WORDS: ReadonlySet<string> = new Set(
  Object.entries(queryDefaults.features)
    .flatMap(([name, spellings]) => [name, ...spellings])
    .filter((word) => /^[a-z]+$/.test(word)),
);

/** Endings that make an adjective of a word: comfort-able, style-ish, colour-ful, strap-less, luxury-ous. */
const ADJECTIVE_ENDING = /(?:able|ible|ful|less|ous|ive|ish)$/;
/** Fewest letters left before the ending ("table", "olive", "finish" and "radish" are no such adjectives). */
const MIN_BASE = 4;

/** The word (lower-case) an adjective ending was added to, if it is an English word: "stylish" → style. */
function adjectiveBase(word: string): string | undefined {
  const ending = ADJECTIVE_ENDING.exec(word);
  if (ending === null) return undefined;
  const stem = word.slice(0, -ending[0].length);
  if (stem.length < MIN_BASE) return undefined;
  const bases = [
    stem,
    `${stem}e`,
    stem.endsWith('i') ? `${stem.slice(0, -1)}y` : '',
    /(.)\1$/.test(stem) ? stem.slice(0, -1) : '',
  ];
  return bases.find((base) => base !== '' && isEnglishWord(base));
}

/** Whether `word` (as typed, lower-cased) describes a product rather than names its kind. */
export function isDescribingWord(word: string): boolean {
  return (
    OPINION_WORDS.has(word) ||
    DESCRIBERS.has(word) ||
    FEATURE_WORDS.has(word) ||
    adjectiveBase(word) !== undefined
  );
}
