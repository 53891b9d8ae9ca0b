/**
 * A month said after a word of time (`months`, `monthLeads`): "boots for a hike in october", "a
 * jacket for iceland in march", "needed by early december", "in the middle of july". When the shopper needs
 * something is no word a product holds: the phrase goes, where it had been searched ("No product mentions
 * "october""). Only after a lead word, so "march" or "may" alone stay words. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { months, monthLeads } = queryDefaults;

const MONTH = alternation(months);
const PART = '(?:(?:early|late|mid)[\\s-]+|the\\s+(?:start|beginning|middle|end)\\s+of\\s+)?';
const PHRASE = new RegExp(
  `${WORD_START}(?:${alternation(monthLeads)})\\s+(?:the\\s+)?${PART}(?:${MONTH})(?:\\s+\\d{4})?${WORD_END}`,
  'giu',
);
/** A cheap test first: most requests name no month. */
const MAY_NAME = new RegExp(`${WORD_START}(?:${MONTH})${WORD_END}`, 'iu');

/** Takes out the months said after a word of time. */
export function readMonths(draft: Draft): void {
  if (!MAY_NAME.test(draft.rest)) return;
  draft.rest = consume(draft.rest, PHRASE, (match) => {
    // "Scotland in October": the month of the trip named, for the chat (trip-places.ts).
    const month = MAY_NAME.exec(match[0])?.[0];
    if (draft.tripAside !== undefined && month !== undefined && !draft.tripAside.includes(' in '))
      draft.tripAside = `${draft.tripAside} in ${month.charAt(0).toUpperCase()}${month.slice(1).toLowerCase()}`;
    return true;
  });
}
