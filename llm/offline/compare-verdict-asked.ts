/**
 * Whether a comparison asks for a verdict: one pick ("which one should I buy?", "which knife would you recommend?")
 * or the best value ("which is best value?", "is the dearer one worth it?"), by the phrases of
 * `queryDefaults.compare` (core/search/query-defaults-compare.ts). Pure.
 */
import { queryDefaults, type Product } from '../../core/index.ts';
import type { CompareMessageInput } from './compare-details.ts';
import type { CompareFocus } from './compare-focus.ts';
import { meets, type Need } from './compare-need.ts';
import { usedFor, usesOf } from './compare-use.ts';

const { verdict: VERDICT, value: VALUE } = queryDefaults.compare;

export type Verdict = 'pick' | 'value';

/** "which is best rated?", "which is better reviewed?": a measure asked, answered by the "Best rated" line. */
const ASKED_MEASURE = '(?!\\s+(?:rated|reviewed|rating|ratings|reviews|ranked))';

const phrasePattern = (phrases: readonly string[]): RegExp =>
  new RegExp(
    `\\b(?:${phrases.map((one) => one.replace(/\s+/gu, '\\s+')).join('|')})\\b${ASKED_MEASURE}`,
    'u',
  );
const PICK = phrasePattern(VERDICT.phrases);
const VALUE_ASKED = phrasePattern(VALUE.phrases);

/** "which one", "which of these", "which of the three": read as "which". */
const WHICH = /\bwhich\s+(?:one|of\s+(?:these|those|them|the\s+\w+)(?:\s+(?:two|three|four|five))?)\b/gu;

/** "which knife should I buy?", "which sheets are best?": the kind named between "which" and its verb, dropped. */
const WHICH_KIND = /\bwhich\s+(?:[\p{L}-]+\s+){1,2}?(?=(?:should|would|do|is|are|to)\b)/gu;

/**
 * The verdict asked, if any: the best value whatever else is asked, a pick only when the request asks nothing
 * else a comparison answers (`overall`: its focus is the overall one).
 */
export function verdictAsked(content: string, overall: boolean): Verdict | undefined {
  const text = content
    .toLowerCase()
    .replace(/[’']/gu, '')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(WHICH, 'which')
    .replace(WHICH_KIND, 'which ')
    .replace(/\bwhich\s+are\b/gu, 'which is');
  if (VALUE_ASKED.test(text)) return 'value';
  return overall && PICK.test(text) ? 'pick' : undefined;
}

/**
 * Of a pick asked for a use or a need ("which tent should I get for backpacking?", "which is best for rain?"), the
 * products it is made among: those whose details mention the use, or that meet the need; else undefined.
 */
export function verdictAmong(
  focus: CompareFocus,
  content: string,
  products: readonly Product[],
  need: Need | undefined,
): Product[] | undefined {
  if (focus === 'need' && need !== undefined)
    return products.filter((product) => meets(product, need).length > 0);
  const uses = focus === 'use' ? usesOf(content) : [];
  if (uses.length === 0) return undefined;
  return products.filter((product) => uses.every((use) => usedFor(product, use)));
}

/**
 * The verdict a comparison asks and, of a pick for a use or a need, the products it is made among; a pick only when
 * the request asks nothing else a comparison answers (`alone`: nothing of them compare-asked.ts answers), or for a use
 * or a need two or more of them meet.
 */
export function verdictOf(
  input: Pick<CompareMessageInput, 'request' | 'products'>,
  focus: CompareFocus,
  need: Need | undefined,
  alone: boolean,
): { verdict: Verdict | undefined; among: Product[] | undefined } {
  const content = input.request.content;
  const among = verdictAmong(focus, content, input.products, need);
  const overall = (focus === 'overall' && alone) || (among ?? []).length > 1;
  return { verdict: verdictAsked(content, overall), among };
}

/** How the opening names a value comparison. */
export const VALUE_FOCUS = 'on value for money';
