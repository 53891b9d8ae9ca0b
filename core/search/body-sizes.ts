/**
 * A part of the shopper's body said big or small (`queryDefaults.shopperFacts.bodySizes`): "i have big feet, need
 * hiking boots", "my feet are small", "boots for big feet". No feature suits it and no product's words say it: it
 * had been searched ("Showing hiking boots for big feet. … No product mentions "big""). Its words leave the text
 * and the size fitting it is asked (FactTold.asks: the chat says "Tell me your shoe size…" where no size was
 * given), in a fresh request or after a list. Said alone with no list before it, it is no request of ours and is
 * left to the other readers. Pure.
 */
import { cleanText } from './clean-text.ts';
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { bodySizes, bodyAdjectives, havers, owners, linkers, degrees } = queryDefaults.shopperFacts;
const { unnamedPeople } = queryDefaults.framing;

/** Each part by the size fitting it ("feet": shoe size). */
const SIZE_OF = new Map(
  Object.entries(bodySizes).flatMap(([size, parts]) =>
    parts.map((part) => [part.toLowerCase(), size] as const),
  ),
);
const PART = alternation(SIZE_OF.keys());
const ADJECTIVE = alternation(bodyAdjectives);
const DEGREES = `(?:(?:${alternation(degrees)})\\s+)*`;
const APOSTROPHES = (phrases: readonly string[]): string[] =>
  phrases.flatMap((phrase) => [phrase, phrase.replace(/'/gu, '’'), phrase.replace(/'/gu, ' ')]);
/** "i have (really) big feet", "for someone with big feet", "for big feet", then "my feet are big". */
const SAID =
  `(?:(?:${alternation(APOSTROPHES(havers))})\\s+|(?:for\\s+(?:(?:${alternation(unnamedPeople)})\\s+)?with\\s+)|for\\s+)` +
  `${DEGREES}(?:${ADJECTIVE})\\s+(?<part>${PART})` +
  `|(?:${alternation(owners)})\\s+(?<owned>${PART})\\s*(?:${alternation(APOSTROPHES(linkers))})\\s+${DEGREES}(?:${ADJECTIVE})`;
const CLAUSE_END = `(?=\\s*(?:$|[,;.!?)]|(?:and|but|so|because|need|needs|looking|in|under|what|which|any)${WORD_END}))`;
const BODY = new RegExp(`${WORD_START}(?:${SAID})${CLAUSE_END}`, 'giu');
/** A part of the body, which most requests lack: tested before the pattern is run. */
const PART_SAID = new RegExp(`${WORD_START}(?:${PART})${WORD_END}`, 'iu');

/** Takes out a part of the body said big or small (see above), asking the size fitting it. */
export function readBodySizes(draft: Draft): void {
  if (!PART_SAID.test(draft.rest)) return;
  BODY.lastIndex = 0;
  if (!BODY.test(draft.rest)) return;
  if (draft.priorSubject !== true && cleanText(draft.rest.replace(BODY, ' ')) === '') return;
  draft.rest = consume(draft.rest, BODY, (match) => {
    const part = (match.groups?.['part'] ?? match.groups?.['owned'] ?? '').toLowerCase();
    const asks = SIZE_OF.get(part);
    if (asks === undefined) return false;
    if (!(draft.factsTold ?? []).some((each) => each.asks === asks))
      (draft.factsTold ??= []).push({ states: asks, asks });
    return true;
  });
}
