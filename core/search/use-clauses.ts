/**
 * A first-person clause of use: "a speaker I can take to the beach", "a bag that I can use at the gym", "a stove to
 * take camping", "a dress to wear to a wedding". The speaker, the modal and the verb of use
 * (`queryDefaults.useClauses.useVerbs`) frame the request; the place or activity after them is the use, read as
 * "for" says it: "Showing speaker for the beach." (it had searched "take" and said no product mentions it). With
 * nothing after the verb, once a reader took the place ("a jacket I can wear in the rain", "a jacket to wear in the
 * rain": water-resistant), the clause goes; "to" and a verb alone stay ("something to wear"), as does "to" after a word it describes the product with
 * ("ready to wear dress", `toNotAfter`). The verb may be the activity itself, a known one (activity-verbs.ts), with
 * nothing after it but a preposition (`activityLinks`) and an object: "a watch I can swim with", "shoes to run in"
 * read "watch for swimming", "shoes for running" (it had said "Showing watch I can swim."). Run after the clauses
 * naming a feature
 * (feature-clauses.ts), which read "a pan I can use on induction" as induction compatible. Pure.
 */
import { ACTIVITIES, activityOf } from './activity-verbs.ts';
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { askFeature } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { useClauses } = queryDefaults;

const NOT_AFTER = `(?<!${WORD_START}(?:${alternation(useClauses.notAfter)})\\s+)`;
const LEAD = `(?:(?:${alternation([...useClauses.relatives, ...useClauses.purposes])})\\s+)?`;
const SPEAKER = `${LEAD}(?:${alternation(useClauses.speakers)})(?:\\s+(?:${alternation(useClauses.adverbs)}))?`;
/** "to" opens a clause of use except after a word it describes the product with ("ready to hang"). */
const TO = `(?<!${WORD_START}(?:${alternation(useClauses.toNotAfter)})\\s+)to`;
const CLAUSE = new RegExp(
  `${NOT_AFTER}${WORD_START}(?:(?<speaker>${SPEAKER})|${TO})\\s+(?<verb>${alternation(useClauses.useVerbs)})` +
    `(?:\\s+(?:${alternation(useClauses.objects)}))?(?:\\s+(?:${alternation(useClauses.placeLeads)}))?${WORD_END}` +
    `(?<place>(?:\\s+(?!but${WORD_END})[^\\s,;.!?()[\\]]+)*)`,
  'giu',
);

/** A known activity as the verb, ending its phrase: "I can swim with", "to run in it". */
const ACTIVITY_CLAUSE = new RegExp(
  `${NOT_AFTER}${WORD_START}(?:${SPEAKER}|${TO})\\s+(?<verb>\\p{L}+)(?:\\s+(?:${alternation(useClauses.activityLinks)}))?` +
    `(?:\\s+(?:${alternation(useClauses.objects)}))?(?=\\s*(?:$|[,;.!?)])|\\s+(?:and|but|under|below|over|in|size)${WORD_END})`,
  'giu',
);

/**
 * "go" and a known activity ending its phrase: "a watch I can go swimming with", "a watch that can go swimming",
 * "a tent to go camping": for that activity (they had searched "go swimming" and listed quartz watches).
 */
const GO_CLAUSE = new RegExp(
  `${NOT_AFTER}${WORD_START}(?:${SPEAKER}|${TO}|(?:that|which)\\s+(?:can|could|will|would|you\\s+can))\\s+go\\s+(?<activity>\\p{L}+ing)` +
    `(?:\\s+(?:${alternation(useClauses.activityLinks)}))?(?:\\s+(?:${alternation(useClauses.objects)}))?(?=\\s*(?:$|[,;.!?)])|\\s+(?:and|but|under|below|over|in|size)${WORD_END})`,
  'giu',
);

/** A gap next: what followed the clause was read (a place as a need, a price). */
const TAKEN_AFTER = new RegExp(`^\\s*${GAP.trim()}`, 'u');

/** A span of the day after a verb of long use ("all day" of "wear all day"), then a place's lead ("at work"). */
const LONG = new RegExp(
  `^\\s*(?:${alternation(queryDefaults.framing.durations)})${WORD_END}(?:\\s+(?:${alternation(useClauses.placeLeads)})${WORD_END})?`,
  'iu',
);
const LONG_VERBS = new Set(useClauses.longUse.verbs.map((verb) => verb.toLowerCase()));
/** "walk in" → "walking": the use a verb said alone names (`useClauses.verbUses`). */
const VERB_USES = new Map(
  Object.entries(useClauses.verbUses).flatMap(([use, verbs]) =>
    verbs.map((verb) => [verb.toLowerCase(), use] as const),
  ),
);

/**
 * "sneakers I can wear all day at work": worn all day, they are asked comfortable (`useClauses.longUse`), where the
 * catalogue tags it (or a feature meeting it, "cushioned"); the span goes either way, no word to match (it had
 * searched "all" and said no sneaker mentions it). The place after it is the use ("at work": "for work"). Read of a
 * clause about the shopper too ("shoes, i wear them all day at work": person-clauses.ts).
 */
export function longUse(draft: Draft, features: TermLexicon, verb: string, place: string): string {
  const span = LONG_VERBS.has(verb.toLowerCase()) ? LONG.exec(place) : null;
  if (span === null) return place;
  askFeature(draft, features, useClauses.longUse.feature);
  return place.slice(span[0].length);
}

/**
 * Takes out the clauses of use (see above), keeping their place or activity after "for"; marks the draft
 * (`usedFor`), so that a follow-up adds the place after "for" ("speakers for the beach", not "beach speakers").
 */
export function readUseClauses(draft: Draft, features: TermLexicon): void {
  draft.rest = draft.rest.replace(GO_CLAUSE, (whole: string, ...args: unknown[]) => {
    const activity = ((args.at(-1) as Record<string, string | undefined>)['activity'] ?? '').toLowerCase();
    if (!ACTIVITIES.has(activity)) return whole;
    draft.usedFor = true;
    return ` for ${activity} `;
  });
  draft.rest = draft.rest.replace(ACTIVITY_CLAUSE, (whole: string, ...args: unknown[]) => {
    const activity = activityOf((args.at(-1) as Record<string, string | undefined>)['verb'] ?? '');
    if (activity === undefined) return whole;
    draft.usedFor = true;
    return ` for ${activity} `;
  });
  draft.rest = draft.rest.replace(CLAUSE, (whole: string, ...args: unknown[]) => {
    const { speaker, verb = '', place: said = '' } = args.at(-1) as Record<string, string | undefined>;
    const place = longUse(draft, features, verb, said);
    // "shoes to walk in", "shoes i can walk in": for walking (not after "all day", read as comfort above).
    const named = place === said && place.trim() === '' ? VERB_USES.get(verb.toLowerCase()) : undefined;
    if (named !== undefined) {
      draft.usedFor = true;
      return ` for ${named}`;
    }
    // "to" and a verb alone stay ("something to wear"), unless a reader took what followed ("a jacket to wear in
    // the rain": water-resistant; "tent to use under 100"), which leaves a gap right after it.
    const taken = TAKEN_AFTER.test((args.at(-2) as string).slice((args.at(-3) as number) + whole.length));
    if (place.trim() === '') return speaker === undefined && place === said && !taken ? whole : GAP;
    draft.usedFor = true;
    return ` for ${place.trim()}`;
  });
}
