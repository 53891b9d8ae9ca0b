/**
 * "does it run small?", "is it true to size?", "how does it fit?" ('size'), "is this good for wide feet?", "does it
 * run narrow?" ('width'): a question of how the viewed product fits (`queryDefaults.pageContext.fitQuestions`),
 * answered from its fit and width attributes, features and sizing notes, never by the question's words. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

export type AskedFit = 'size' | 'width';

const { fitQuestions, sizeChoice, sizeChoiceNext } = queryDefaults.pageContext;
const cue = (phrases: readonly string[]): RegExp =>
  new RegExp(`${WORD_START}(?:${alternation(phrases)})${WORD_END}`, 'iu');
const WIDTH = cue(fitQuestions['width'] ?? []);
const SIZE = cue(fitQuestions['size'] ?? []);
const SIZE_CHOICE = new RegExp(
  `${WORD_START}(?:${alternation(sizeChoice)})(?:\\s+(?:${alternation(sizeChoiceNext)})${WORD_END}|\\s*[?.!]*\\s*$)`,
  'iu',
);

/** The fit a question asks about: its width first ("wide feet"), else its size ("runs small"). */
export function askedFit(content: string): AskedFit | undefined {
  const text = content.replaceAll('’', "'");
  if (WIDTH.test(text)) return 'width';
  return SIZE.test(text) ? 'size' : undefined;
}

/**
 * "what size should I get for a queen bed?", "which size for a medium?": a question of which of its sizes to pick
 * (`pageContext.sizeChoice`), answered when it names the size to fit.
 */
export const asksSizeChoice = (content: string): boolean => SIZE_CHOICE.test(content.replaceAll('’', "'"));
