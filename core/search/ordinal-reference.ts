/**
 * "the second one", "is the first one waterproof?", "something like the last one": a pointer at one of the
 * products the conversation's last search showed (`queryDefaults.ordinals`, counted in page order; "last" is the
 * last shown). Read as "the 2nd", "the second one" or "second one" (one of `ordinalNouns` after it), so "first
 * aid kit" and "the first aid kit" point at nothing. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { ordinals, ordinalNouns } = queryDefaults;
const SPELLINGS = [...ordinals.map((entry) => entry.split(/\s+/)), ['last']];
/** Any spelling of an ordinal ("second", "2nd", "last"), as a pattern. */
export const ORDINAL = alternation(SPELLINGS.flat());

/** The 0-based position an ordinal's spelling names; -1 for "last", undefined for no ordinal. */
export function ordinalPosition(spelling: string): number | undefined {
  const index = SPELLINGS.findIndex((spellings) => spellings.includes(spelling.toLowerCase()));
  return index < 0 ? undefined : index === SPELLINGS.length - 1 ? -1 : index;
}
const NOUN = `(?:\\s+(?:${alternation(ordinalNouns)}))`;
/** "the second one", "the second" (at a break), "second one". */
const POINTER = new RegExp(
  `${WORD_START}(?:the\\s+(?<after>${ORDINAL})(?:${NOUN}${WORD_END}|(?=\\s*(?:$|[,.;:!?])))|(?<alone>${ORDINAL})${NOUN}${WORD_END})`,
  'iu',
);

export interface OrdinalReference {
  /** 0-based position in the shown products; -1 for "last". */
  position: number;
  /** The request with "it" for the pointer ("is it waterproof?" from "is the first one waterproof?"). */
  rest: string;
}

/** The first ordinal pointer of `content`, or undefined. */
export function readOrdinal(content: string): OrdinalReference | undefined {
  const match = POINTER.exec(content);
  const ordinal = (match?.groups?.['after'] ?? match?.groups?.['alone'])?.toLowerCase();
  if (match === null || ordinal === undefined) return undefined;
  const position = ordinalPosition(ordinal) ?? -1;
  const rest = `${content.slice(0, match.index)} it ${content.slice(match.index + match[0].length)}`;
  return { position, rest: rest.replace(/\s+/g, ' ').trim() };
}
