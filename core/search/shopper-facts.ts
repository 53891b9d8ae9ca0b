/**
 * A fact the shopper tells about their own body ("i have wide feet", "my feet are narrow", "i have flat feet", "i
 * have sensitive skin": `queryDefaults.shopperFacts`) in a conversation, after its list, is what suits them: the
 * feature suiting it where the catalogue tags it ("i have sensitive skin" after "moisturizer": gentle ones), else
 * the list kept and the chat saying none of it states that ("None of these running shoes states its width.":
 * SearchQuery.factsUnstated). Its words leave the text either way: "i have wide feet" after "running shoes" had
 * searched the whole shop for "have wide feet" (yoga straps and beach tents, "No product mentions "have"").
 * In a fresh request it is left to the other readers. Pure.
 */
import { cleanText } from './clean-text.ts';
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { askFeature } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { facts, features, states, havers, owners, linkers, degrees } = queryDefaults.shopperFacts;

/** Each fact, adjective first ("wide feet"), by what suits it ("wide"). */
const SUITS = new Map(
  Object.entries(facts).flatMap(([suit, phrases]) => phrases.map((phrase) => [phrase, suit] as const)),
);
/** Each fact split at its first word: "wide" and "feet", read back as "my feet are wide". */
const SPLIT = [...SUITS.keys()].map((phrase) => {
  const [adjective = '', ...noun] = phrase.split(' ');
  return { adjective, noun: noun.join(' ') };
});
const APOSTROPHES = (phrases: readonly string[]): string[] =>
  phrases.flatMap((phrase) => [phrase, phrase.replace(/'/gu, '’'), phrase.replace(/'/gu, ' ')]);
const DEGREES = `(?:(?:${alternation(degrees)})\\s+)*`;
const HAS = `(?:${alternation(APOSTROPHES(havers))})\\s+${DEGREES}(?<fact>${alternation(SUITS.keys())})`;
const IS =
  `(?:${alternation(owners)})\\s+(?<noun>${alternation(SPLIT.map(({ noun }) => noun))})` +
  `\\s*(?:${alternation(APOSTROPHES(linkers))})\\s+${DEGREES}(?<adjective>${alternation(SPLIT.map(({ adjective }) => adjective))})`;
/** Where the fact ends: its clause's end, or "and", "but", "so" before another. */
const CLAUSE_END = `(?=\\s*(?:$|[,;.!?)]|(?:and|but|so|because|under|below|over|in|size|what|which|any)${WORD_END}))`;
const FACT = new RegExp(`${WORD_START}(?:${HAS}|${IS})${CLAUSE_END}`, 'giu');

/** What suits the fact a match tells ("wide"), or undefined where its words pair no fact ("my feet are flat"). */
function suitOf(match: RegExpExecArray): string | undefined {
  const { fact, noun, adjective } = match.groups ?? {};
  const phrase = (fact ?? `${adjective ?? ''} ${noun ?? ''}`).toLowerCase().replace(/\s+/gu, ' ');
  return SUITS.get(phrase);
}

/** Takes out the facts the shopper tells (see above), asking for what suits each or noting none is stated. */
export function readShopperFacts(draft: Draft, catalogue: TermLexicon): void {
  // Said in a fresh request, the shopper's self-description is person-clauses.ts's ("running shoes, i have wide
  // feet"); alone with no list before it, no request of ours.
  if (draft.inConversation !== true) return;
  FACT.lastIndex = 0;
  if (!FACT.test(draft.rest)) return;
  if (draft.priorSubject !== true && cleanText(draft.rest.replace(FACT, ' ')) === '') return;
  draft.rest = consume(draft.rest, FACT, (match) => {
    const suit = suitOf(match);
    if (suit === undefined) return false;
    // The first feature suiting it the catalogue tags, asked as implied: where none of the list has it, it goes
    // unsaid, and the chat says none states it, as it says so where the catalogue tags none.
    const feature = [suit, ...(features[suit] ?? [])].find((each) => askFeature(draft, catalogue, each));
    if (feature !== undefined) (draft.impliedFeatures ??= []).push(feature);
    const told = { ...(feature !== undefined && { feature }), states: states[suit]?.[0] ?? suit };
    if (!(draft.factsTold ?? []).some((each) => each.states === told.states))
      (draft.factsTold ??= []).push(told);
    return true;
  });
}
