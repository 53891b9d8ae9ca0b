/**
 * A need said as a clause of its own, of whoever it is said of (`queryDefaults.framing.clauseSubjects`,
 * `unnamedPeople`): "shoes, i'm on my feet all day", "shoes, i stand all day", "shoes for someone on his feet all
 * day" and "shoes for my mom who stands all day" ask for cushioned shoes, as "shoes for standing all day" and "he is
 * on his feet all day" do (it had kept their words: "Showing shoes on."). A situation of `queryDefaults.needs` of
 * more than one word ("standing all day") is read with no one named too; a need of `framing.clauseNeeds` ("runs
 * hot", "always cold") only said of someone ("i run hot"), or of a part of them ("my feet get sweaty"), how it
 * comes around it ("i run cold", "i get cold easily", "i sweat a lot": `framing.clauseStates`, `clauseManners`),
 * after "for when" too ("a jacket for when i'm cold"); one naming the people needs no one ("sheets for hot
 * sleepers": `framing.clausePeople`). It had searched "i run cold jacket". The clause leaves the text: its need is the feature
 * where the catalogue tags it, else that word ranks. How long it lasts (`framing.durations`: "all day") goes with
 * it, and after a product's own clause is an aside, no word to match: "a mug that keeps coffee hot all day" had
 * searched "all". Run after the recipient's clauses, which read a named person's first. Pure.
 */
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { askFeature, FEATURE_OF } from './need-phrases.ts';
import { withEveryPossessive } from './possessive-forms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { framing } = queryDefaults;

/** Situations read with or without someone they are said of ("standing all day"), by their need. */
const SITUATIONS = new Map([...FEATURE_OF].filter(([phrase]) => phrase.includes(' ')));
/** Needs read only of someone ("i run hot"). */
const PERSONAL = new Map(
  Object.entries(framing.clauseNeeds).flatMap(([need, words]) =>
    withEveryPossessive(words).map((word) => [word.toLowerCase(), need] as const),
  ),
);
/** Needs naming the people themselves, read of no one named too ("for hot sleepers"). */
const PEOPLE = new Set(framing.clausePeople.map((phrase) => phrase.toLowerCase()));
const SUBJECTS = alternation([...framing.clauseSubjects, ...withEveryPossessive(framing.clauseBodies)]);
const UNNAMED = `(?:${alternation(framing.unnamedPeople)})\\s+`;
/** What may lead the clause: "for when", "in case" (`needWeather.leads`: "a jacket for when i'm cold"). */
const LEAD = `(?:${alternation(queryDefaults.needWeather.leads)})\\s+`;
const LEAD_AT_START = new RegExp(`^${LEAD}`, 'iu');
/** Whom it is said of; "for" only before someone unnamed or people named by it ("for hot sleepers"). */
const PERSON =
  `(?:${LEAD})?(?:for\\s+(?:${UNNAMED}|(?=(?:(?:a|an)\\s+)?(?:${alternation(framing.clausePeople)})${WORD_END}))|${UNNAMED})?` +
  `(?:(?:${SUBJECTS})\\s+)*`;
/** How the need comes, before it ("i run cold", "i get really cold") and after it ("i sweat a lot"). */
const STATES = `(?:(?:${alternation(framing.clauseStates)})\\s+)*`;
const AFTER = `(?:\\s+(?:${alternation([...framing.durations, ...framing.howOften, ...framing.clauseManners])}))*`;
/** Where the clause ends: its phrase's end, or "and", "but", "so" before another. */
const CLAUSE_END = `(?=\\s*(?:$|[,;.!?)]|(?:and|but|so|because|under|below|over|in|size)${WORD_END}))`;
const CLAUSE = new RegExp(
  `${WORD_START}(?<person>${PERSON})${STATES}(?<need>${alternation([...SITUATIONS.keys(), ...PERSONAL.keys()])})` +
    `${AFTER}${CLAUSE_END}`,
  'giu',
);
/** The need every clause names, which most requests lack: tested before the large pattern is run. */
const NEED_SAID = new RegExp(
  `${WORD_START}(?:${alternation([...SITUATIONS.keys(), ...PERSONAL.keys()])})`,
  'iu',
);
/** A duration ending a product's own clause ("that keeps coffee hot all day"). */
const ASIDE = new RegExp(
  `(?<=${WORD_START}(?:that|which)\\s[^,;.!?]*?\\p{L})\\s+(?:${alternation(framing.durations)})${CLAUSE_END}`,
  'giu',
);

/** Takes out the needs said as clauses (see above), asking for each one's feature. */
export function readNeedClauses(draft: Draft, features: TermLexicon): void {
  if (NEED_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, CLAUSE, (match) => {
      const { person = '', need = '' } = match.groups ?? {};
      const phrase = need.toLowerCase().replace(/\s+/g, ' ');
      const said =
        person
          .replace(LEAD_AT_START, '')
          .replace(/^for\s+/iu, '')
          .trim() !== '' || PEOPLE.has(phrase);
      const feature = SITUATIONS.get(phrase) ?? (said ? PERSONAL.get(phrase) : undefined);
      if (feature === undefined) return false;
      if (features.catalogue.length === 0 || !askFeature(draft, features, feature))
        draft.activity ??= feature;
      return true;
    });
  // The aside follows "that" or "which", which most requests lack.
  if (/that|which/iu.test(draft.rest)) draft.rest = consume(draft.rest, ASIDE, () => true);
}
