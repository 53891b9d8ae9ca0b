/**
 * "the other one" after one of two shown products was asked about ("the first one"): the request points at the
 * other, read as "the last one" or "the first one" would be (it had shown products like the same one again). After
 * one of more, left-out-turn.ts shows the list without it; with none asked about, it is read as before.
 */
import type { SessionTurn } from '../ports.ts';
import { readLeftOut } from '../search/left-out-list.ts';

/** The request as a pointer at the other of two shown products, or undefined when it is not one. */
export function otherOneContent(content: string, turn: SessionTurn | undefined): string | undefined {
  const shown = turn?.shown ?? [];
  const focus = turn?.focus?.id;
  if (shown.length !== 2 || focus === undefined || readLeftOut(content) !== 'other') return undefined;
  if (focus === shown[0]) return 'the last one';
  return focus === shown[1] ? 'the first one' : undefined;
}
