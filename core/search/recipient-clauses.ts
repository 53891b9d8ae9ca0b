/**
 * Clauses about the person a request is for (`queryDefaults.framing`). What they love or do ("she's really into
 * yoga", "he's a big fan of golf", "who plays tennis") keeps its object as the interest, as "who likes fishing"
 * does. A clause describing them ("who is always cold", "she hates the cold", "he's always losing his keys")
 * names no product: it leaves the text, a need it names joins the search as the recipient's interest ("always
 * cold": warm), and with no other words the recipient's most popular products are listed (`Draft.described`).
 * Left in the text, its words had found nothing ("I couldn't find any always cold for your mom"). Someone unnamed
 * before such a clause ("shoes for someone who runs hot") is framing, no recipient: the clause is read all the same
 * ("cooling shoes"); "someone" had been a word to match.
 */
import type { Draft } from './draft.ts';
import { PHRASE_START, RENEWAL } from './request-openers.ts';
import { withEveryPossessive } from './possessive-forms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, termKey, termMatcher, WORD_END, WORD_START } from './text-tools.ts';

const { framing, filler } = queryDefaults;

const ADVERBS = `(?:(?:${alternation(framing.interestAdverbs)})\\s+)*`;
/** Not "does not" (a negation's). */
const VERB = `(?:${alternation(framing.interestVerbs)})${WORD_END}(?!\\s+(?:not|n't)${WORD_END})`;
/** "she's really into", "who is a big fan of", "he plays". */
const INTEREST = new RegExp(
  `${WORD_START}(?:${alternation(framing.interestSubjects)})\\s+${ADVERBS}${VERB}`,
  'giu',
);
/** Where a phrase starts once the recipient was read: "(my wife) is super into", "(my daughter) plays". */
const INTEREST_ALONE = new RegExp(
  `${PHRASE_START}${WORD_START}(?:(?:${alternation(framing.interestSubjectsAlone)})\\s+)?${ADVERBS}${VERB}`,
  'giu',
);

/** Where a phrase starts, past connectors a reader left ("my husband is a runner and he's…": "is and"). */
const CLAUSE_START = `(?<=(?:^|[,;.!?:])(?:\\s*(?:${alternation(filler.connectors)})${WORD_END})*\\s*)`;
/** A clause ends with its phrase, or before "so", "but" or another clause ("…, and she…"). */
const CLAUSE_END =
  '(?=\\s*(?:[,;.!?:]|$)|\\s+(?:and\\s+)?(?:so|but|because)(?![\\p{L}\\p{N}])|\\s+and\\s+(?:he|she|they)(?![\\p{L}\\p{N}]))';
const DESCRIBING = new RegExp(
  `${CLAUSE_START}${WORD_START}(?:${alternation(framing.describers)})${WORD_END}[^,;.!?:]*?${CLAUSE_END}`,
  'giu',
);
/** "needs a new wallet" once "my dad" was read: a need where a phrase starts. */
const NEED = new RegExp(
  `${PHRASE_START}${WORD_START}(?:${alternation(framing.needsAlone)})${WORD_END}`,
  'giu',
);
/** "for someone who…": someone unnamed before a clause about them (`framing.unnamedPeople`), no word to match. */
const UNNAMED = new RegExp(
  `${WORD_START}(?:for\\s+)?(?:${alternation(framing.unnamedPeople)})(?=\\s+who${WORD_END})`,
  'giu',
);
/**
 * What INTEREST and UNNAMED hold, which most requests lack: a subject before a space, "who". Tested first, in their
 * flags, as their lookbehinds are tried at every character.
 */
const SUBJECT_SAID = new RegExp(`(?:${alternation(framing.interestSubjects)})\\s`, 'iu');
const WHO_SAID = /who/iu;
const NEEDS = termMatcher(
  Object.entries(framing.clauseNeeds).flatMap(([need, words]) =>
    withEveryPossessive(words).map((word) => [word, need] as const),
  ),
);

/** Takes out what the recipient loves or does ("she's really into"), keeping its object as the interest. */
export function readInterestClauses(draft: Draft): void {
  const subject = SUBJECT_SAID.test(draft.rest);
  const patterns = [
    ...(subject ? [INTEREST] : []),
    ...(draft.recipient === undefined ? [] : [INTEREST_ALONE]),
  ];
  for (const pattern of patterns)
    draft.rest = consume(draft.rest, pattern, () => {
      draft.interest = true;
      return true;
    });
}

/** The first need a describing clause names ("always cold": warm). */
function clauseNeed(clause: string): string | undefined {
  if (NEEDS.regex === undefined) return undefined;
  NEEDS.regex.lastIndex = 0;
  const found = NEEDS.regex.exec(clause);
  return found === null ? undefined : NEEDS.canonical.get(termKey(found[0]));
}

/**
 * The need a clause describing a person names, where a phrase starts ("she hates the cold": warm), or undefined:
 * with no one named before, such a clause about "she" names her (pronoun-person.ts).
 */
export function describedNeed(input: string): string | undefined {
  for (const match of input.matchAll(DESCRIBING)) {
    const need = clauseNeed(match[0]);
    if (need !== undefined) return need;
  }
  return undefined;
}

/**
 * With a recipient named (or someone unnamed: "for someone who…"), takes out a need's opener where a phrase starts
 * ("needs a new wallet") and the clauses describing them; a need such a clause names is searched as their interest.
 */
export function readRecipientClauses(draft: Draft): void {
  let unnamed = false;
  if (draft.recipient === undefined && WHO_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, UNNAMED, () => (unnamed = true));
  if ((draft.recipient ?? draft.personBefore) === undefined && !unnamed) return;
  draft.rest = consume(draft.rest, NEED, () => true);
  draft.rest = consume(draft.rest, RENEWAL, () => true);
  draft.rest = consume(draft.rest, DESCRIBING, (match) => {
    draft.described = true;
    const need = clauseNeed(match[0]);
    if (need !== undefined) {
      draft.activity ??= need;
      draft.interest = true;
      draft.clauseNeed ??= need;
    }
    return true;
  });
}
