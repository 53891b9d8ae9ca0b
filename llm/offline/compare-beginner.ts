/**
 * "Which is better for a beginner?" ("for a first-timer", "for someone new to running"): what the compared
 * products' own words say of it. A product whose details name beginners is for them; else the words that point
 * to an easier start ("cushioned", "easy to use") or to experienced use ("racing", "carbon-plated"), from the small
 * lexicon below, say which is the easier start when one alone has the first and none of the second; and when
 * nothing in them bears on it, that is said plainly. Nothing is guessed beyond their words, and they are quoted in
 * the phrase they stand in ("mountain races", not "races": cue-phrase.ts).
 */
import type { Product } from '../../core/index.ts';
import type { AskedOfThem } from './compare-asked.ts';
import { joinList, joinListCapped } from './english-list.ts';
import { cuePhrase } from './cue-phrase.ts';
import { containsPhrase, productText } from './product-attributes.ts';

/** Words of a request asking for someone starting out. */
const ASKED =
  /\b(?:beginners?|novices?|newbies?|first[- ]tim(?:e|er|ers)|new to\b|starting out|getting started|just (?:started|starting)|inexperienced|entry[- ]level|learners?)\b/iu;

/** Words a product's details (title, description, attributes) may use, as they are said back. */
export const BEGINNER_LEXICON = {
  /** Naming beginners. */
  named: [
    'beginner',
    'beginners',
    'beginner-friendly',
    'novice',
    'first-time',
    'entry-level',
    'starter',
    'all levels',
    'all skill levels',
    'easy to learn',
  ],
  /** Pointing to an easier start (not "comfortable": headphones, pans and tents alike say it, of comfort). */
  easier: [
    'cushioned',
    'forgiving',
    'stable',
    'stability',
    'easy to use',
    'easy to set up',
    'easy setup',
    'easy to clean',
    'user-friendly',
    'intuitive',
  ],
  /** Pointing to experienced use. */
  experienced: [
    'racing',
    'race',
    'races',
    'competition',
    'competitive',
    'carbon-plated',
    'advanced',
    'expert',
    'professional',
    'elite',
  ],
} as const;

/** Whether the request asks for someone starting out. */
export const asksBeginner = (content: string): boolean => ASKED.test(content);

const found = (text: string, words: readonly string[]): string[] => {
  const said = words.filter((word) => containsPhrase(text, word));
  // "races" is said once, as "race" is.
  return said.filter((word) => !said.some((other) => other !== word && word.startsWith(other)));
};

/**
 * The cue words as the product says them, at most `max`: each in its phrase ("mountain races", not "races"), one
 * held in another's said once ("carbon-plated racing" of "carbon-plated" and "racing").
 */
function phrased(product: Product, words: readonly string[], max: number, quoted = false): string {
  const phrases = [...new Set(words.map((word) => cuePhrase(product, word)))];
  const kept = phrases.filter(
    (phrase) => !phrases.some((other) => other !== phrase && containsPhrase(other, phrase)),
  );
  return joinList(kept.slice(0, max).map((phrase) => (quoted ? `"${phrase}"` : phrase)));
}

/** "Which is better for a beginner?": each product's words that bear on it, and the easier start if one is. */
export function beginnerAsked(
  content: string,
  products: readonly Product[],
  name: (product: Product) => string,
): AskedOfThem | undefined {
  if (!asksBeginner(content)) return undefined;
  const on = 'for a beginner';
  const cues = products.map((product) => {
    const text = productText(product);
    return {
      named: found(text, BEGINNER_LEXICON.named),
      easier: found(text, BEGINNER_LEXICON.easier),
      experienced: found(text, BEGINNER_LEXICON.experienced),
    };
  });
  const line = (text: string): AskedOfThem => ({ on, lines: [{ text, priority: 0 }] });
  const named = products.filter((_, index) => cues[index]!.named.length > 0);
  if (named.length > 0) {
    const each = named.map(
      (product) => `${name(product)} (${phrased(product, cues[products.indexOf(product)]!.named, 2)})`,
    );
    const others = products.filter((product) => !named.includes(product)).map(name);
    const rest =
      others.length === 0
        ? ''
        : `; ${joinListCapped(others, 3)} ${others.length === 1 ? "doesn't" : "don't"} say`;
    return line(`For a beginner, by their details: ${joinListCapped(each, 3)}${rest}.`);
  }
  if (cues.every((one) => one.easier.length === 0 && one.experienced.length === 0))
    return line('Nothing in their details speaks to a beginner, so none is marked easier to start with.');
  const easier = products.filter(
    (_, index) => cues[index]!.easier.length > 0 && cues[index]!.experienced.length === 0,
  );
  const pick = easier.length === 1 ? easier[0] : undefined;
  // What each says, by its verb's singular or plural: "says "cushioned"", "say "cushioned"" of all alike.
  const saying = (index: number, many: boolean): string => {
    const product = products[index]!;
    const { easier: soft, experienced } = cues[index]!;
    const said = [
      // Its own words, quoted: "says "stable"" (it had been "lists stays comfortable").
      ...(soft.length > 0 ? [`${many ? 'say' : 'says'} ${phrased(product, soft, 3, true)}`] : []),
      ...(experienced.length > 0
        ? [`${many ? 'point' : 'points'} to experienced use (${phrased(product, experienced, 3)})`]
        : []),
    ];
    return said.length === 0 ? `${many ? 'say' : 'says'} nothing of it` : said.join(' but ');
  };
  const shown = products.slice(0, 4);
  const alike = pick === undefined && products.every((_, index) => saying(index, false) === saying(0, false));
  const parts = alike
    ? [`${products.length === 2 ? 'both' : 'all of them'} ${saying(0, true)}`]
    : shown.map((product, index) =>
        product === pick
          ? `${name(product)} is the easier start by its details (${phrased(product, cues[index]!.easier, 3)})`
          : `${name(product)} ${saying(index, false)}`,
      );
  return line(`None of them says it is made for beginners; ${parts.join('; ')}.`);
}
