/**
 * Conversational filler: "I'm looking for", "can you show me", "do you have", "please", "something"…, cues to
 * compare ("compare", "vs"), "either" before alternatives ("either red or orange"), gift framing ("a gift for…", "…as a gift") and relative clauses
 * ("who likes fishing" keeps "fishing").
 * Only the filler goes; product words stay.
 */
import { dropHowOften, readActivityVerbs } from './activity-verbs.ts';
import type { Draft } from './draft.ts';
import { gerund } from './inflect.ts';
import { NEGATION_CUE } from './negation.ts';
import { queryDefaults } from './query-defaults.ts';
import { readInterestClauses } from './recipient-clauses.ts';
import {
  ASKING_ABOUT,
  PHRASE_OPENERS,
  PHRASE_START_TESTS,
  POINTER_AFTER,
  REQUEST_FRAMING,
} from './request-openers.ts';
import { allMatches, alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { filler, compareCues } = queryDefaults;

const PHRASES = new RegExp(`${WORD_START}(?:${alternation(filler.phrases)})${WORD_END}`, 'giu');
/** "i need them", "need it", "we gotta have them": the product said again after a need (`filler.productNeeds`). */
const PRODUCT_NEEDED = new RegExp(
  `${WORD_START}(?:(?:i|we)\\s+)?(?:(?:${alternation(queryDefaults.personClauses.adverbs)})\\s+)*` +
    `(?:${alternation(filler.productNeeds)})\\s+(?:${alternation(queryDefaults.personClauses.productPronouns)})${WORD_END}`,
  'giu',
);
PHRASE_START_TESTS.set(PRODUCT_NEEDED, new RegExp(alternation(filler.productNeeds), 'iu'));
/** "by friday", "before the weekend": when it is needed by (`filler.deadlineLeads`, `deadlineDays`). */
const DEADLINE = new RegExp(
  `${WORD_START}(?:${alternation(filler.deadlineLeads)})\\s+(?:${alternation(filler.deadlineDays)})${WORD_END}`,
  'giu',
);
PHRASE_START_TESTS.set(DEADLINE, new RegExp(alternation(filler.deadlineDays), 'iu'));
/**
 * A request's verb with its object ("give me", "get me", "show me") opening a product's own clause, or after its
 * modal ("boots that won't give me blisters", "a pillow that will give me a good night's sleep"), is that clause's
 * verb (`filler.clauseModals`): taken out, the clause had read "boots that won't blisters".
 */
const CLAUSE_VERB = /\sme$/iu;
const IN_CLAUSE = new RegExp(
  `${WORD_START}(?:that|which|who)(?:\\s+(?:${alternation(filler.clauseModals)}))*\\s*$`,
  'iu',
);
/** Negation cues hold filler words ("anything but", "don't want"): those are the negation reader's to read. */
const NEGATION_CUES = new RegExp(`${WORD_START}(?:${NEGATION_CUE})${WORD_END}`, 'giu');
/** "either red or orange": the cue before alternatives, only with an "or" later in its phrase. */
const ALTERNATIVES = new RegExp(
  `${WORD_START}(?:${alternation(filler.alternativeCues)})\\s+(?=[^,;.!?]*?(?<![\\p{L}\\p{N}])or(?![\\p{L}\\p{N}]))`,
  'giu',
);
/**
 * A cue to compare ("compare", "vs", "the difference between"): a request to compare the shown products that points
 * at none of them is searched, and its cue names no product ("Showing black or purple compare jackets" before).
 */
const COMPARE = new RegExp(`${WORD_START}(?:${alternation(compareCues)})(?:\\s+between)?${WORD_END}`, 'giu');
// Their cues, which most requests lack, tested before their lookbehinds are tried at every character (removeFiller).
PHRASE_START_TESTS.set(COMPARE, new RegExp(alternation(compareCues), 'iu'));
PHRASE_START_TESTS.set(ALTERNATIVES, new RegExp(alternation(filler.alternativeCues), 'iu'));
const RELATIVE = new RegExp(`${WORD_START}(?:${alternation(filler.relative)})${WORD_END}`, 'giu');
/** "who likes to cook": the activity as a verb, said as "who likes cooking" says it. */
const RELATIVE_VERB = new RegExp(
  `${WORD_START}(?:${alternation(filler.relative)})\\s+to\\s+(?<verb>\\p{L}+)${WORD_END}`,
  'giu',
);
const GIFT = new RegExp(
  `${WORD_START}(?<as>as\\s+)?(?:(?:a|an|some)\\s+)?(?:(?:${alternation(filler.giftAdjectives)})\\s+)?` +
    `(?:(?:${alternation(filler.giftOccasions)})\\s+)?` +
    `(?:${alternation(filler.giftWords)})(?:\\s+(?:${alternation(filler.giftVerbs)})(?:\\s+to)?)?(?<for>\\s+for)?${WORD_END}`,
  'giu',
);
/** An occasion the gift is for, away from a gift word: "for our anniversary", "for her birthday". */
const OCCASION = new RegExp(
  `${WORD_START}for\\s+(?:(?:our|my|your|his|her|their|a|the|this)\\s+)?(?:${alternation(filler.giftOccasions)})${WORD_END}`,
  'giu',
);
/**
 * An occasion left ending its phrase once the audience reader took the person whose it is: "headphones for my
 * son's birthday" had searched "headphones birthday" (the recipient read, "birthday" kept).
 */
const OCCASION_LEFT = new RegExp(
  `${WORD_START}(?:${alternation(filler.giftOccasions)})(?=\\s*(?:$|[,;.!?]))`,
  'giu',
);
/**
 * The shopper saying it is not for them ("a gift not for me but for my wife"), with the "but" or pause after it:
 * it had kept "gift" apart from the "for" that ends its framing ("No product here mentions "gift"").
 */
const NOT_FOR_SELF = new RegExp(
  `${WORD_START}(?:${alternation(filler.notForSelf)})(?:\\s*,?\\s*but${WORD_END})?`,
  'giu',
);
/**
 * The words the gift framing's patterns turn on, which most requests lack: a relative clause's (RELATIVE,
 * RELATIVE_VERB), an occasion (OCCASION, OCCASION_LEFT), a gift word (GIFT), "not for me" (NOT_FOR_SELF). Tested
 * first, in the patterns' flags.
 */
const wordSaid = (words: string[]) => new RegExp(`${WORD_START}(?:${alternation(words)})`, 'iu');
const RELATIVE_SAID = wordSaid(filler.relative);
const OCCASION_SAID = wordSaid(filler.giftOccasions);
const GIFT_SAID = wordSaid(filler.giftWords);
const SMALL_GIFT = wordSaid(filler.smallGiftWords);
const NOT_FOR_SELF_SAID = wordSaid(filler.notForSelf);
/** A gift word ending its phrase ("for my dad as a gift", "a gift who…") frames the request. */
const PHRASE_END = /^\s*(?:$|[,;.!?]|(?:who|that|which)(?![\p{L}\p{N}]))/iu;

/**
 * Removes conversational phrases (run first, before the constraint readers), never part of a negation cue: the
 * framing of a request first ("I'd like to buy", "do you guys carry": request-openers.ts), then the filler
 * phrases, then the openers read where a phrase starts, which the removed filler may have left there ("actually
 * make it under 200", "I need info on tents"), but "tell me about it" (a question about a product) keeps its cue.
 */
export function readFiller(draft: Draft): void {
  // "i really need them" before the framing's "i really need", which would leave "them".
  removeFiller(draft, PRODUCT_NEEDED);
  for (const pattern of REQUEST_FRAMING) removeFiller(draft, pattern);
  removeFiller(draft, DEADLINE);
  removeFiller(
    draft,
    PHRASES,
    (_after, before, phrase) => CLAUSE_VERB.test(phrase) && IN_CLAUSE.test(before),
  );
  for (const pattern of [COMPARE, ALTERNATIVES]) removeFiller(draft, pattern);
  // One opener may start the phrase only once another left: "ok so make it black".
  for (let before = ''; before !== draft.rest;) {
    before = draft.rest;
    for (const pattern of PHRASE_OPENERS) removeFiller(draft, pattern);
    removeFiller(draft, ASKING_ABOUT, (after) => POINTER_AFTER.test(after));
  }
}

/** Removes the pattern's phrases, but those `kept` by what is around them and those inside a negation cue. */
function removeFiller(
  draft: Draft,
  pattern: RegExp,
  kept?: (after: string, before: string, phrase: string) => boolean,
): void {
  const text = draft.rest;
  if (PHRASE_START_TESTS.get(pattern)?.test(text) === false) return;
  // The negation cues are found only once the pattern matches: most of its runs find nothing.
  let cues: number[][] | undefined;
  draft.rest = consume(text, pattern, (match) => {
    const end = match.index + match[0].length;
    if (kept?.(text.slice(end), text.slice(0, match.index), match[0]) === true) return false;
    cues ??= allMatches(text, NEGATION_CUES).map((cue) => [cue.index, cue.index + cue[0].length]);
    return !cues.some(([from = 0, to = 0]) => match.index < to && end > from);
  });
}

/** Removes gift framing and relative clauses (run after audiences, so "for my dad" is read first). */
export function readGiftFraming(draft: Draft): void {
  if (RELATIVE_SAID.test(draft.rest))
    draft.rest = draft.rest.replace(RELATIVE_VERB, (...args: unknown[]) => {
      draft.interest = true;
      const { verb = '' } = args.at(-1) as Record<string, string | undefined>;
      return gerund(verb.toLowerCase());
    });
  readActivityVerbs(draft);
  readInterestClauses(draft);
  if (RELATIVE_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, RELATIVE, () => {
      draft.interest = true;
      return true;
    });
  dropHowOften(draft);
  if (OCCASION_SAID.test(draft.rest)) {
    draft.rest = consume(draft.rest, OCCASION, () => true);
    if (draft.recipient !== undefined) draft.rest = consume(draft.rest, OCCASION_LEFT, () => true);
  }
  if (NOT_FOR_SELF_SAID.test(draft.rest)) draft.rest = consume(draft.rest, NOT_FOR_SELF, () => true);
  const text = draft.rest;
  if (!GIFT_SAID.test(text)) return;
  draft.rest = consume(text, GIFT, (match) => {
    const groups = match.groups ?? {};
    const end = match.index + match[0].length;
    const framing =
      groups['as'] !== undefined || groups['for'] !== undefined || PHRASE_END.test(text.slice(end));
    if (framing) draft.gift = SMALL_GIFT.test(match[0]) || draft.gift === 'small' ? 'small' : 'any';
    return framing;
  });
}

/** Text of a generic noun with only connectors or "all" beside it ("thing", "all products"). */
const BESIDE = `(?:(?:${alternation(['all', ...filler.connectors])})\\s+)*`;
const GENERIC_ONLY = new RegExp(
  `^${BESIDE}(?:${alternation(filler.generic)})(?:\\s+${BESIDE}(?:${alternation(filler.generic)}))*$`,
  'iu',
);
/** A pronoun alone, or after an article ("the cheapest one"; not "all in one"). */
const PRONOUN_ONLY = new RegExp(
  `^(?:(?:the|a|an|that|this)\\s+)?(?:${alternation(filler.sortedGeneric)})$`,
  'iu',
);

/**
 * True when `words` name nothing but a generic noun ("thing", "all products"): nothing to search. In a `sorted`
 * request a `sortedGeneric` pronoun alone is one too ("the cheapest one").
 */
export const isGenericOnly = (words: string, sorted = false): boolean =>
  GENERIC_ONLY.test(words) || (sorted && PRONOUN_ONLY.test(words));
