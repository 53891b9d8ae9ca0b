/**
 * A fact a product's data may state, asked of a kind (`kindFacts`): "how long is the warranty on headphones?",
 * "what's the guarantee for tents", "do headphones come with a warranty?" search the kind alone ("headphones"), and
 * the fact is asked (`Draft.factAsked`: "warranty") for the chat to say each pick's value, or that none states it.
 * They had searched the question's words: "Showing on headphones. … No product mentions "how" or "warranty"". Of a
 * pointer in a conversation ("what's the warranty on them?"), of the list shown; not on a product's page, where
 * it asks of the product viewed. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation } from './text-tools.ts';

const { nouns, openers, linkers, having } = queryDefaults.kindFacts;
const FACT = new Map(
  Object.entries(nouns).flatMap(([fact, spellings]) => [fact, ...spellings].map((word) => [word, fact])),
);
const NOUN = `(?<fact>${alternation([...FACT.keys()])})`;
const ARTICLE = '(?:(?:the|a|an|any|your|these|those|all(?:\\s+the)?|its|their)\\s+)?';
const LEAD = '^[\\s,]*(?:(?:so|and|also|ok|okay|hey|hi|hello)[\\s,]+)?';
const END = '[\\s?.!]*$';
const KIND = '(?<kind>\\p{L}[^?.!;,]*?)';

/** "how long is the warranty on headphones?": the opener, the fact, a linker and the kind. */
const ASKED_OF = new RegExp(
  `${LEAD}(?:${alternation(openers)})\\s+${ARTICLE}${NOUN}\\s+(?:${alternation(linkers)})\\s+${ARTICLE}${KIND}${END}`,
  'iu',
);
/** "do headphones come with a warranty?": the kind, then what it has. */
const KIND_HAS = new RegExp(
  `${LEAD}(?:do|does)\\s+${ARTICLE}${KIND}\\s+(?:${alternation(having)})\\s+${ARTICLE}${NOUN}${END}`,
  'iu',
);
/** "what's the warranty?": the fact alone, asked of a conversation's list. */
const ALONE = new RegExp(`${LEAD}(?:${alternation(openers)})\\s+${ARTICLE}${NOUN}${END}`, 'iu');
/** The facts' spellings, which most requests lack: tested first. */
const FACT_SAID = new RegExp(`(?:${alternation([...FACT.keys()])})`, 'iu');
/** What points at a product rather than naming a kind. */
const POINTER = /^(?:it|this|that|they|them|these|those|this one|that one|these ones|those ones|one)$/iu;

/** Reads such a question: the kind is what is left to search, the fact asked. */
export function readKindFact(draft: Draft): void {
  if (draft.onPage === true || !FACT_SAID.test(draft.rest)) return;
  const alone = draft.inConversation === true ? ALONE.exec(draft.rest) : null;
  const match = alone ?? ASKED_OF.exec(draft.rest) ?? KIND_HAS.exec(draft.rest);
  const kind = alone === null ? match?.groups?.['kind']?.trim() : 'them';
  const fact = FACT.get(match?.groups?.['fact']?.toLowerCase() ?? '');
  if (kind === undefined || fact === undefined) return;
  // "what's the warranty (on them)?" after "headphones": of the list shown; with no list, of no kind.
  const pointed = POINTER.test(kind);
  if (pointed && draft.inConversation !== true) return;
  draft.rest = pointed ? ' ' : ` ${kind} `;
  draft.factAsked = fact;
}
