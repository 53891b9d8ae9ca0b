/**
 * A comparative ending its phrase read as a noun: after an article ("do you have a lighter?") or, with no degree
 * before it, after a noun that modifies it ("hand warmer", "cigarette lighter"); after `adjectiveLeads`
 * ("something lighter", "ones that are lighter") or a degree ("a bit warmer") it compares. Shared by the
 * conversation's measure sort (measure-sort.ts) and the viewed product's measures (relative-measures.ts). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_START } from './text-tools.ts';

const { adjectiveLeads, comparativeDegrees } = queryDefaults.measures;
const LEADS = new Set(adjectiveLeads);
const ARTICLE = new RegExp(`${WORD_START}(?:a|an|some)[\\s-]*$`, 'iu');
const DEGREE = new RegExp(`${WORD_START}(?:${alternation(comparativeDegrees)})[\\s-]*$`, 'iu');

/** Is the word ending `before` one after which a comparative is a noun ("hand" of "hand warmer")? */
export const nounBefore = (before: string): boolean => {
  const word = /([\p{L}\p{N}]+)[\s-]*$/u.exec(before)?.[1]?.toLowerCase();
  return word !== undefined && !LEADS.has(word);
};

/** Is a comparative ending its phrase after `before` a noun ("a lighter", "cigarette lighter")? */
export const nounAfter = (before: string): boolean =>
  ARTICLE.test(before) || (!DEGREE.test(before) && nounBefore(before));
