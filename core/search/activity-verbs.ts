/**
 * An activity the recipient does, said as a verb: "for my boyfriend who runs a lot", "my sister hikes every
 * weekend", "a gift for my dad who cooks" read as the activity ("running"), the recipient's interest, as "who likes
 * running" is; how often, after it ("a lot", `framing.howOften`), goes with it, after "who loves running a lot" too.
 * Only a verb whose -ing form is a known activity (`filler.personas`, `filler.interestCategories`) counts: "who runs
 * hot" describes him. Its words had been left to match ("Showing runs a lot for your boyfriend."). Someone
 * unnamed ("shoes for someone who runs") is no recipient: the activity goes before the product ("running shoes").
 */
import type { Draft } from './draft.ts';
import { gerund } from './inflect.ts';
import { queryDefaults } from './query-defaults.ts';
import { PHRASE_START } from './request-openers.ts';
import { alternation, WORD_START } from './text-tools.ts';

const { framing, filler } = queryDefaults;

/** The known activities, by their -ing form ("hiking", "cooking"). */
export const ACTIVITIES: ReadonlySet<string> = new Set([
  ...Object.keys(filler.personas),
  ...Object.keys(filler.interestCategories),
]);
const ADVERBS = `(?:(?:${alternation(framing.interestAdverbs)})\\s+)*`;
const HOW_OFTEN = `(?:\\s+(?:${alternation(framing.howOften)}))?`;
/** The clause ends with its phrase, or before "and", "but", "so" or "because". */
const CLAUSE_END = '(?=\\s*(?:$|[,;.!?:])|\\s+(?:and|but|so|because)(?![\\p{L}\\p{N}]))';
const VERB = `(?<verb>\\p{L}+)${HOW_OFTEN}${CLAUSE_END}`;
/** "who runs a lot", "she hikes"; once the recipient was read, where a phrase starts ("(my dad) cooks"). */
const WITH_SUBJECT = new RegExp(
  `${WORD_START}(?:${alternation(framing.interestSubjects)})\\s+${ADVERBS}${VERB}`,
  'giu',
);
/** "for someone who runs": someone unnamed, who is no recipient and no word to match (`framing.unnamedPeople`). */
const UNNAMED = new RegExp(
  `${WORD_START}(?:for\\s+)?(?:${alternation(framing.unnamedPeople)})\\s+who\\s+${ADVERBS}${VERB}`,
  'giu',
);
const ALONE = new RegExp(`${PHRASE_START}${WORD_START}${ADVERBS}${VERB}`, 'giu');
/**
 * What UNNAMED and WITH_SUBJECT hold, which most requests lack: "who", a subject before a space. Tested first, in
 * their flags, as their lookbehinds are tried at every character.
 */
const WHO_SAID = /who/iu;
const SUBJECT_SAID = new RegExp(`(?:${alternation(framing.interestSubjects)})\\s`, 'iu');
/** After an interest read ("who loves running a lot"): how often, ending its clause. */
const OFTEN_AFTER = new RegExp(`${HOW_OFTEN.slice(0, -1)}${CLAUSE_END}`, 'giu');

/** The activity a verb names ("runs", "run" → "running"; "cooks" → "cooking"), if it is a known one. */
export function activityOf(verb: string): string | undefined {
  const word = verb.toLowerCase();
  const bases = [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')];
  return bases.map(gerund).find((form) => ACTIVITIES.has(form));
}

/** Reads an activity said as a verb as the recipient's interest (run before the interest clauses). */
export function readActivityVerbs(draft: Draft): void {
  // "shoes for someone who runs": the activity goes before the product, as "shoes for runners" puts it (personaText).
  if (WHO_SAID.test(draft.rest))
    draft.rest = draft.rest.replace(UNNAMED, (whole: string, ...args: unknown[]) => {
      const { verb = '' } = args.at(-1) as Record<string, string | undefined>;
      const activity = activityOf(verb);
      if (activity === undefined) return whole;
      draft.activity ??= activity;
      return ' ';
    });
  const subject = SUBJECT_SAID.test(draft.rest);
  const patterns = [...(subject ? [WITH_SUBJECT] : []), ...(draft.recipient === undefined ? [] : [ALONE])];
  for (const pattern of patterns) {
    draft.rest = draft.rest.replace(pattern, (whole: string, ...args: unknown[]) => {
      const { verb = '' } = args.at(-1) as Record<string, string | undefined>;
      const activity = activityOf(verb);
      if (activity === undefined) return whole;
      draft.interest = true;
      // "running shoes for my son who runs": the activity is asked already.
      const asked = draft.rest
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .includes(activity);
      return asked ? ' ' : ` ${activity}`;
    });
  }
}

/** Drops how often after an interest read ("who loves running a lot": running). */
export function dropHowOften(draft: Draft): void {
  if (draft.interest === true) draft.rest = draft.rest.replace(OFTEN_AFTER, '');
}
