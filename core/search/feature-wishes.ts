/**
 * A clause wishing, in everyday words, for what a feature does (`queryDefaults.featureWishes`): "earbuds that stay
 * in", "a cap that stays put", "headphones that won't fall out" ask for "secure-fit", "a backpack that won't fall
 * apart" for "durable", where the catalogue tags the feature; else the wish leaves the text, as other wishes do
 * (negated-wish.ts): it had been echoed broken ("Showing earbuds that stay.") or dropped unread. An object ("stay in
 * my ears") goes with it, and an activity after "when" or "while" is what the product is for ("that don't fall out
 * when running": "for running"), and so is an occasion after "on" ("that won't hurt my feet on long walks": "for long
 * walks"). A complaint of what keeps happening is the same wish (`featureWishes.complaints`): "I keep losing my
 * earbuds when running", "my earbuds keep falling out" ask for a secure fit, the product named kept ("earbuds for
 * running"; it had searched "losing"). Read early, before "in" or "won't" are read otherwise. Pure.
 */
import { addToFilter, type Draft } from './draft.ts';
import { gerund, thirdPerson } from './inflect.ts';
import { featureSatisfiers, type TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { featureWishes, negatedWishes, useClauses, framing } = queryDefaults;

interface Wish {
  feature: string;
  negated: boolean;
}

/** Each phrase in each of its verb's forms (by termKey) → what it wishes. */
const WISHES = new Map<string, Wish>();
for (const [negated, table] of [
  [false, featureWishes.does],
  [true, featureWishes.doesNot],
] as const)
  for (const [feature, phrases] of Object.entries(table))
    for (const phrase of phrases) {
      const [verb = '', ...rest] = phrase.toLowerCase().split(/\s+/u);
      for (const form of [verb, thirdPerson(verb), gerund(verb)])
        WISHES.set(termKey([form, ...rest].join(' ')), { feature, negated });
    }

const ENDS = `(?:${alternation(negatedWishes.ends)})${WORD_END}`;
const PHRASE_END = `(?=\\s*(?:$|[,;.!?)]|${ENDS}))`;
const PHRASES = alternation(
  [...Object.values(featureWishes.does), ...Object.values(featureWishes.doesNot)].flat().flatMap((phrase) => {
    const [verb = '', ...rest] = phrase.toLowerCase().split(/\s+/u);
    return [verb, thirdPerson(verb), gerund(verb)].map((form) => [form, ...rest].join(' '));
  }),
);
const OBJECT = `(?:\\s+(?:${alternation([...framing.possessives, 'the'])})\\s+\\p{L}+)?`;
/** Up to three words of an occasion, none opening another phrase ("long walks", "my commute"). */
const OCCASION = `(?!${ENDS})[^\\s,;.!?()[\\]]+(?:\\s+(?!${ENDS})[^\\s,;.!?()[\\]]+){0,2}?`;
/** What follows a wish's phrase: how, then an activity after "when" or an occasion after "on" (see above). */
const TAIL =
  `(?:\\s+(?:${alternation(featureWishes.after)})${WORD_END})?` +
  `(?:\\s+(?:${alternation(negatedWishes.activityLeads)})\\s+(?<activity>\\p{L}+ing)${PHRASE_END}` +
  `|\\s+(?:${alternation(featureWishes.occasionLeads)})\\s+(?<occasion>${OCCASION})${PHRASE_END})?${PHRASE_END}`;
const WISH = new RegExp(
  `${WORD_START}(?:${alternation(useClauses.relatives)})\\s+(?:(?<cue>${alternation(negatedWishes.cues)})\\s+)?` +
    `(?:(?:${alternation(featureWishes.between)})\\s+){0,2}(?<phrase>${PHRASES})${WORD_END}${OBJECT}${TAIL}`,
  'giu',
);

/** A complaint: "(i) keep losing my earbuds", "keep falling out": a `doesNot` phrase in "-ing", its object kept. */
const COMPLAINT = new RegExp(
  `${WORD_START}(?:(?:i|we)\\s+)?(?:${alternation(featureWishes.complaints)})\\s+(?<phrase>${alternation(
    Object.values(featureWishes.doesNot)
      .flat()
      .map((phrase) => phrase.toLowerCase().replace(/^\S+/u, (verb) => gerund(verb))),
  )})${WORD_END}(?:\\s+(?:${alternation([...framing.possessives, 'the'])})\\s+(?<object>\\p{L}+))?${TAIL}`,
  'giu',
);
const COMPLAINT_SAID = new RegExp(`${WORD_START}(?:${alternation(featureWishes.complaints)})\\s`, 'iu');

/** The relative ("that", "which") every wish opens with, which most requests lack: tested before WISH is run. */
const RELATIVE_SAID = new RegExp(alternation(useClauses.relatives), 'iu');

/** The catalogue's tag for `feature` (or a stronger one), in its spelling. */
const tagOf = (feature: string, features: TermLexicon): string | undefined => {
  const keys = new Set(featureSatisfiers(feature).map(termKey));
  return features.catalogue.find((value) => keys.has(termKey(value)));
};

/** Takes out the wishes (see above), asking for each one's feature where the catalogue tags it. */
export function readFeatureWishes(draft: Draft, features: TermLexicon): void {
  // "I keep losing my earbuds": the earbuds stay, with the wish not to lose them.
  if (COMPLAINT_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, COMPLAINT, (match) => {
      const { object = '' } = match.groups ?? {};
      const said = readWish(draft, features, match.groups ?? {}, true);
      return said === undefined ? false : ` ${object}${said}`;
    });
  if (!RELATIVE_SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, WISH, (match) => {
    const { cue } = match.groups ?? {};
    return readWish(draft, features, match.groups ?? {}, cue !== undefined) ?? false;
  });
}

/** Asks for a wish's feature, where the catalogue tags it; what is left of it, or undefined where it is none. */
function readWish(
  draft: Draft,
  features: TermLexicon,
  groups: Record<string, string | undefined>,
  negated: boolean,
): string | undefined {
  const { phrase = '', activity, occasion } = groups;
  const wish = WISHES.get(termKey(phrase));
  if (wish === undefined || wish.negated !== negated) return undefined;
  const tag = tagOf(wish.feature, features);
  // Met only by stronger ones ("comfortable": cushioned, padded…), the feature itself is asked, which they meet.
  const asked = tag === undefined || termKey(tag) === termKey(wish.feature) ? tag : wish.feature;
  if (asked !== undefined) addToFilter(draft.filters, 'features', [asked]);
  const use = activity ?? occasion;
  return use === undefined ? GAP : ` for ${use} `;
}
