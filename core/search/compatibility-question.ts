/**
 * "does it work with iphone?", "is it compatible with android?", "will it connect to my laptop?": whether the viewed
 * product works with a device the shopper names (`pageContext.compatibilityCues`), answered from what its data says
 * (llm/offline/viewed-compatibility.ts). They had been held as words ('I can't tell: nothing about … mentions "work"
 * or "iphone"'). Pure.
 */
import { questionPart } from './question-about-it.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

const { compatibilityCues, framing } = queryDefaults.pageContext.compatibility;
const ASKED = new RegExp(
  `^\\s*(?:is|are|does|do|will|would|can|could)\\s+(?:it|this|that|they|these|those|i)\\s+(?:\\p{L}+\\s+)?` +
    `(?:${alternation(compatibilityCues)})${WORD_END}\\s+(?:(?<lead>${alternation(framing)})\\s+)?` +
    `(?<device>[\\p{L}\\p{N}][\\p{L}\\p{N} .+-]{0,40}?)[\\s?.!]*$`,
  'iu',
);

/**
 * The device `content` asks the product it is about to work with ("iphone"), and as the chat says it back ("your
 * laptop" of "my laptop"), if it asks so.
 */
export function askedCompatibility(content: string): { device: string; said: string } | undefined {
  const groups = ASKED.exec(questionPart(content.replaceAll('’', "'")))?.groups;
  const device = groups?.['device']?.trim().toLowerCase();
  if (device === undefined) return undefined;
  const lead = groups?.['lead']?.toLowerCase();
  const owner = lead === 'my' ? 'your' : lead === 'our' ? 'your' : lead;
  return { device, said: owner === undefined ? device : `${owner} ${device}` };
}
