/**
 * "sunscreen safe for kids", "shoes suitable for children", "a watch made for women": the word saying it fits the
 * audience goes with the audience, no word of the product's ("Showing sunscreen safe." had been said). Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { words } = queryDefaults.audience;
const AUDIENCE = alternation([
  ...Object.keys(words),
  ...Object.values(words).flat(),
  'kid',
  'child',
  'babies',
  'baby',
]);
const FIT = new RegExp(
  `${WORD_START}(?:safe|suitable|appropriate|ideal|made|designed|meant|intended)\\s+(?=for\\s+(?:the\\s+)?(?:${AUDIENCE})${WORD_END})`,
  'giu',
);

export function readFitForAudience(draft: Draft): void {
  if (/\sfor\s/iu.test(draft.rest)) draft.rest = draft.rest.replace(FIT, '');
}
