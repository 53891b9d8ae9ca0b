/**
 * A size move said on a product's page ("one size smaller", "a size up", "go down a size", "is there one size
 * bigger?"): asked of the viewed product, as "is there a smaller size?" is, and answered from its size options. It
 * had been read as a sort by a measure ("Showing size, smallest first.", watches) or searched ("one size smaller").
 * Only a move standing alone, or after an opening that asks of it ("is there", "do you have it"), is rewritten. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { asksAboutIt } from './question-about-it.ts';
import { readSizeMove } from './size-moves.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { moveUp, moveDown, moveFillers } = queryDefaults.sizes;
const FILLERS = new RegExp(`${WORD_START}(?:${alternation(moveFillers)})${WORD_END}|[\\s,.!?;:]+`, 'giu');

/** The page question a size move asks ("is there a smaller size?"), or undefined when it is no bare size move. */
export function pageSizeMoveQuestion(content: string): string | undefined {
  const move = readSizeMove(content.replaceAll('’', "'"));
  if (move === undefined) return undefined;
  const word = move.direction === 'up' ? moveUp[0] : moveDown[0];
  if (word === undefined) return undefined;
  const rest = move.rest.replace(/[\s?.!,;:]+$/u, '').trim();
  if (rest.replace(FILLERS, '') === '') return `is there a ${word} size?`;
  const asked = `${rest} a ${word} size?`;
  return asksAboutIt(asked) ? asked : undefined;
}
