/**
 * Open-ended and alternative counts of people after a count word: "sleeps 3 or more", "sleeps at least 3", "for 3
 * or more people", "for more than 3 people", "sleeps 3 or 4", "for 3 to 4 people". The count word ("sleeps",
 * "seats": `measures.capacityVerbs`; "for" with a unit of people after the number) makes the number a count, never
 * a price nor a search word. A comparative of more or fewer is strict, counts being whole ("more than 3 people" is
 * 4 or more). Read by measures.ts, before its other bounds, where the catalogue counts people. Pure.
 */
import { MAX_THAN_CUES, MIN_THAN_CUES } from './comparative-cues.ts';
import { NUMBER_WORDS, numberOfWords } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import type { Draft } from './draft.ts';
import type { MeasureBound } from './query-measures.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { measures } = queryDefaults;
const { more, less } = measures.thanComparatives;

const PEOPLE = alternation(Object.keys(measures.units['person'] ?? {}));
const COUNT = `(?:\\d{1,3}|${NUMBER_WORDS})`;
const MIN_BEFORE = alternation([...measures.minBefore, ...MIN_THAN_CUES]);
const MAX_BEFORE = alternation([...measures.maxBefore, ...MAX_THAN_CUES]);
const AFTER = `(?:(?<minAfter>${alternation(measures.minAfter)})|(?<maxAfter>${alternation(measures.maxAfter)}))`;
/** "more than", "fewer than": strictly past the count ("no more than" is not). */
const STRICT_MORE = new Set(more.map((word) => `${word} than`));
const STRICT_LESS = new Set(less.map((word) => `${word} than`));

/** The unit of people, optional after a verb ("sleeps 3 or more") and required after "for". */
const unit = (required: boolean) => `(?:[\\s-]*(?:${PEOPLE})${WORD_END})${required ? '' : '?'}`;
/** After the count word: a cue and a count, a count and another ("3 or 4", "3 to 4", "3-4"), or a count and a cue. */
const bounded = (required: boolean) =>
  `(?:(?:(?<min>${MIN_BEFORE})|(?<max>${MAX_BEFORE}))\\s+(?:of\\s+)?(?<num>${COUNT})${unit(required)}` +
  `|(?<low>${COUNT})\\s*(?:-|to|or)\\s*(?<high>${COUNT})${unit(required)}` +
  `|(?<one>${COUNT})\\s+${AFTER}${unit(required)}` +
  `|(?<first>${COUNT})${unit(required)}\\s+${AFTER.replace(/\?<(min|max)After>/g, '?<$1Last>')})${WORD_END}`;
const VERB_COUNT = new RegExp(
  `${WORD_START}(?<verb>${alternation(measures.capacityVerbs)})\\s+${bounded(false)}`,
  'giu',
);
const FOR_COUNT = new RegExp(`${WORD_START}(?<verb>for)\\s+${bounded(true)}`, 'giu');

const countOf = (said: string | undefined): number | undefined =>
  said === undefined ? undefined : /^\d/.test(said) ? Number(said) : numberOfWords(said);

/** The bound a count word's match asks for, labelled in the shopper's words ("sleeps 3 or more"). */
function countBound(match: RegExpExecArray): MeasureBound | undefined {
  const groups = match.groups ?? {};
  const verb = groups['verb']!.toLowerCase();
  const lead = verb === 'for' ? 'for' : verb.startsWith('sleep') ? 'sleeps' : 'seats';
  const label = `${lead} ${match[0].slice(groups['verb']!.length).trim().replace(/\s+/g, ' ')}`;
  const low = countOf(groups['low']);
  const high = countOf(groups['high']);
  if (low !== undefined && high !== undefined) {
    if (low < 1 || high < 1) return undefined;
    return { unit: 'person', min: Math.min(low, high), max: Math.max(low, high), label, snug: true };
  }
  const count = countOf(groups['num'] ?? groups['one'] ?? groups['first']);
  if (count === undefined || count < 1) return undefined;
  const cue = (groups['min'] ?? groups['max'])?.toLowerCase().replace(/\s+/g, ' ');
  const isMin = [groups['min'], groups['minAfter'], groups['minLast']].some((said) => said !== undefined);
  if (isMin)
    return { unit: 'person', min: STRICT_MORE.has(cue ?? '') ? count + 1 : count, label, snug: true };
  const max = STRICT_LESS.has(cue ?? '') ? count - 1 : count;
  return max < 1 ? undefined : { unit: 'person', max, label };
}

/** Takes the count words' bounds out of the text into `filters.measures`, verbs first. */
export function readCountBounds(draft: Draft): void {
  for (const regex of [VERB_COUNT, FOR_COUNT])
    draft.rest = consume(draft.rest, regex, (match) => {
      const bound = countBound(match);
      if (bound !== undefined) draft.filters.measures = [...(draft.filters.measures ?? []), bound];
      return bound !== undefined;
    });
}
