/**
 * Amounts spelt in words, as shoppers type or dictate them: "twenty dollars" → "20 dollars", "five hundred
 * bucks" → "500 bucks", "a hundred and fifty euros" → "150 euros". Only before a currency word, so "one piece
 * swimsuit" and "three seater sofa" keep their words.
 */
import { queryDefaults } from './query-defaults.ts';
import { allMatches, alternation, WORD_END, WORD_START } from './text-tools.ts';

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const VALUE = new Map<string, number>([
  ...SMALL.map((word, value) => [word, value] as const),
  ...TENS.map((word, index) => [word, (index + 2) * 10] as const),
  ['a', 1],
]);
const SCALE = new Map([
  ['hundred', 100],
  ['thousand', 1000],
]);

const WORD = alternation([...SMALL, ...TENS, ...SCALE.keys()]);
/** One number word up to ninety-nine ("four", "twenty", "twenty-two"), as a pattern. */
export const NUMBER_WORDS = `(?:${alternation(TENS)})(?:[\\s-]+(?:${alternation(SMALL.slice(1, 10))}))?|${alternation(SMALL.slice(1))}`;
/** Letter-only currency words ("dollars", "bucks", "euros", "quid"): symbols and codes never follow words. */
const CURRENCY_WORDS = Object.values(queryDefaults.price.currencies)
  .flat()
  .filter((spelling) => /^[a-z]+$/i.test(spelling) && spelling.length > 3);
const SPELT_AMOUNT = new RegExp(
  `${WORD_START}(?<amount>(?:a\\s+(?=hundred|thousand))?${WORD}(?:(?:[\\s-]+|\\s+(?:and|to)\\s+)${WORD})*)` +
    `(?=\\s+(?:${alternation(CURRENCY_WORDS)})${WORD_END})`,
  'giu',
);

/**
 * The number one word spells ("four" → 4, "twenty-two" → 22, "hundred" → 100): a word of 3+ letters, so not "a",
 * and never the "and" numberOfWords skips (0). Undefined for any other word.
 */
export function wordNumber(word: string): number | undefined {
  if (word.length < 3) return undefined;
  // Most words are no number word: those whose first part is none are turned away before the pattern, which the
  // query planner would otherwise test on each word of every search several times.
  const dash = word.indexOf('-');
  const first = (dash < 0 ? word : word.slice(0, dash)).toLowerCase();
  if (!VALUE.has(first) && !SCALE.has(first)) return undefined;
  if (!/^\p{L}+(?:-\p{L}+)?$/u.test(word)) return undefined;
  const value = numberOfWords(word);
  return value === undefined || value < 1 ? undefined : value;
}

/** The value of number words ("a hundred and fifty" → 150), or undefined when they do not form one number. */
export function numberOfWords(words: string): number | undefined {
  let total = 0;
  let current = 0;
  let previous: 'unit' | 'tens' | 'scale' | undefined;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    // "a hundred and fifty": "and" joins a number's parts only after a scale; "fifty and two hundred" is two.
    if (word === 'and') {
      if (previous !== 'scale') return undefined;
      continue;
    }
    if (word === 'to') return undefined;
    const scale = SCALE.get(word);
    const value = VALUE.get(word);
    if (scale === 100) {
      if (current >= 100 || (previous === 'scale' && current === 0)) return undefined;
      current = (current || 1) * 100;
      previous = 'scale';
    } else if (scale === 1000) {
      total += (current || 1) * 1000;
      current = 0;
      previous = 'scale';
    } else if (value !== undefined) {
      // "twenty five" adds; "five twenty" or "five five" is no number.
      if (previous === 'unit' || (previous === 'tens' && value >= 10)) return undefined;
      current += value;
      previous = value >= 20 ? 'tens' : 'unit';
    } else return undefined;
  }
  return total + current;
}

const JOIN = /\s+(and|to)\s+/giu;

/** One number, or two joined by "and" / "to" ("one hundred and two hundred" → "100 and 200"). */
function digitsOf(words: string): string | undefined {
  const whole = numberOfWords(words);
  if (whole !== undefined) return String(whole);
  for (const join of allMatches(words, JOIN)) {
    const first = numberOfWords(words.slice(0, join.index));
    const second = numberOfWords(words.slice(join.index + join[0].length));
    if (first !== undefined && second !== undefined) return `${first} ${join[1]} ${second}`;
  }
  return undefined;
}

/** A number word opening a word, which every spelt amount starts with: most texts hold none, and skip its pattern. */
const SPELT_WORD = new RegExp(`${WORD_START}(?:${WORD})`, 'iu');

/**
 * Writes spelt amounts as digits: by default those before a currency word (ranges too: "from ten to twenty
 * bucks"); with a speltAfterPattern, those after its cue ("under a hundred" → "under 100").
 */
export function spelledAmounts(text: string, pattern: RegExp = SPELT_AMOUNT): string {
  if (!SPELT_WORD.test(text)) return text;
  return text.replace(pattern, (whole: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const digits = digitsOf(groups['amount'] ?? '');
    if (digits === undefined) return whole;
    return groups['cue'] === undefined ? digits : `${groups['cue']} ${digits}`;
  });
}

/**
 * A pattern for a spelt amount after a cue and before what may follow it (both pattern sources), with the groups
 * `cue` and `amount`: "under a hundred" in "shoes for under a hundred", for spelledAmounts.
 */
export const speltAfterPattern = (cues: string, follow: string): RegExp =>
  new RegExp(
    `${WORD_START}(?<cue>${cues})\\s+(?<amount>(?:a\\s+(?=hundred|thousand))?${WORD}(?:(?:[\\s-]+|\\s+and\\s+)${WORD})*)(?=${follow})`,
    'giu',
  );
