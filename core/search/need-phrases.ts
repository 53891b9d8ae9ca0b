/**
 * Reads the conditions a product is wanted for ("a jacket for winter", "boots for snow", "cold weather gloves")
 * as the feature meeting each (`queryDefaults.needs`: the cold → warm, which insulated, thermal and heated
 * products meet too), where the catalogue tags that feature. The phrase then leaves the text: the feature says
 * it ("Showing warm jacket."), and its words would only be held against the products for not saying "winter".
 * A condition named as a kind in shops' names ("rain jacket", "rain boots": `needNames`) asks for the feature
 * too, its word kept; a title naming it meets the filter. After "for" the condition must end its phrase: "for
 * winter", not "for hot yoga" or "for cold brew", which name a use, nor "for hot sleepers" (need-clauses.ts).
 */
import { cleanText } from './clean-text.ts';
import { addToFilter, type Draft } from './draft.ts';
import { featureSatisfiers, type TermLexicon } from './lexicon-terms.ts';
import { withEveryPossessive } from './possessive-forms.ts';
import { queryDefaults } from './query-defaults.ts';
import { questionPart } from './question-about-it.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { needs, needContext } = queryDefaults;

/** Each condition by the feature meeting it, said of anyone ("for being on his feet all day"). */
export const FEATURE_OF = new Map(
  Object.entries(needs).flatMap(([feature, words]) =>
    withEveryPossessive(words).map((word) => [word, feature] as const),
  ),
);
const WORDS = alternation([...FEATURE_OF.keys()]);
const CONTEXT = alternation(needContext);
const ADJECTIVES = alternation(queryDefaults.needNames);
/** Where a condition after "for" ends its phrase ("boots for snow under 150", "jacket for winter, in black"). */
const PHRASE_END = `(?=\\s*(?:$|[,;.!?)]|(?:and|or|with|under|below|over|in|from|that|which|please|size)${WORD_END}))`;
/** An activity said after the condition ("for winter camping", "winter hiking boots"): it stays, said as its use. */
const ACTIVITY = `(?=\\s+\\p{L}{3,}ing${WORD_END})`;
const NEED = new RegExp(
  `${WORD_START}(?:(?<lead>for|in|during)\\s+(?:(?:the|a|an)\\s+)?(?<after>${WORDS})(?:\\s+(?:${CONTEXT})${WORD_END}|${PHRASE_END}|(?<activity>${ACTIVITY}))|(?<before>${WORDS})(?:\\s+(?:${CONTEXT})|(?<activityBefore>${ACTIVITY}))|(?<adjective>${ADJECTIVES})(?=\\s+\\p{L}))${WORD_END}`,
  'giu',
);

/**
 * "does it have a rain cover?", "does it come with a rain fly?": a question of what the viewed product has or comes
 * with, whose "rain" names a thing it may have, not the condition (it had said "Yes: … is water-resistant." of a
 * daypack). Read on the whole request (parse-query.ts: `Draft.asksHas`), before its page-leaning words go.
 */
const HAS_QUESTION =
  /^\s*(?:does|do|did|will|would|can|could)\s+(?:it|this|that|they|these|those)\s+(?:have|has|come\s+with|include|ship\s+with)(?![\p{L}\p{N}])/iu;

export const asksWhatItHas = (content: string): boolean =>
  HAS_QUESTION.test(questionPart(content.replaceAll('’', "'")));

export function readNeeds(draft: Draft, features: TermLexicon): void {
  if (features.catalogue.length === 0) return; // a catalogue tagging no features: the words rank alone
  draft.rest = consume(draft.rest, NEED, (match) => {
    const groups = match.groups ?? {};
    const adjective = groups['adjective'];
    if (adjective !== undefined && draft.asksHas === true) return false;
    const word = (groups['after'] ?? groups['before'] ?? adjective ?? '').toLowerCase();
    const feature = FEATURE_OF.get(word);
    if (feature === undefined) return false;
    if (!askFeature(draft, features, feature)) return false;
    // "tent for winter camping": "tent for camping", the activity its use; "winter camping tent": "camping tent".
    if (groups['activity'] !== undefined) return groups['lead'] ?? 'for';
    return adjective === undefined; // "rain jacket", "rain boots": a name's word, kept to rank by
  });
}

/** Asks for `feature` where the catalogue tags it or a stronger one (true), else leaves the filters (false). */
export function askFeature(draft: Draft, features: TermLexicon, feature: string): boolean {
  const spellings = featureSatisfiers(feature);
  if (!features.catalogue.some((value) => spellings.includes(value))) return false;
  addToFilter(draft.filters, 'features', [feature]);
  return true;
}

/**
 * A need a clause about the recipient names beside a product asked ("a jacket for my husband who is always cold":
 * warm; recipient-clauses.ts), or after one in a conversation ("she hates the cold" after "a jacket for my mom"),
 * asks for its feature as a condition does, where the catalogue tags it.
 */
export function readClauseNeed(draft: Draft, features: TermLexicon): void {
  // Alone ("something for my mom who is always cold") the need is the search, as an interest is; said of the
  // conversation's person after a product ("she hates the cold" after "a jacket for my mom"), that product's; of
  // someone unnamed ("for somebody who is always cold"), the feature alone, as "something warm" asks it.
  // Most requests say no need: the words left are tidied only for one that does.
  if (draft.clauseNeed === undefined || features.catalogue.length === 0) return;
  const unnamed = (draft.recipient ?? draft.personBefore) === undefined;
  const beside =
    cleanText(draft.rest) !== '' || unnamed || (draft.recipient === undefined && draft.priorSubject === true);
  if (!beside) return;
  askFeature(draft, features, draft.clauseNeed);
}
