/**
 * An interest the shop has no word for names the categories that serve it: "a gift for a teenager who likes
 * music" lists the shop's headphones and speakers ("Showing headphones or speakers for a teenager.") rather
 * than finding nothing that mentions "music". Only for a request for someone (a recipient) whose remaining
 * words are just the interest, when no category is named and the shop has one of the interest's categories
 * (`queryDefaults.filler.interestCategories`, interests that are seldom a product's own word).
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { cleanText } from './clean-text.ts';
import { addToFilter, type Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { termKey } from './text-tools.ts';

const INTERESTS = new Map(
  Object.entries(queryDefaults.filler.interestCategories).map(([interest, words]) => [
    termKey(interest),
    words,
  ]),
);

/** Replaces a lone interest by the shop's categories that serve it (run after readCategories). */
export function readInterestCategories(draft: Draft, lexicon: CategoryLexicon): void {
  if (draft.interest !== true || (draft.recipient ?? draft.personBefore) === undefined) return;
  if ((draft.filters.categories ?? []).length > 0) return;
  // The words left ("who likes music"), else what the person loves or does ("a music lover", "a gamer").
  const own = cleanText(draft.rest);
  const words = INTERESTS.get(termKey(own !== '' ? own : (draft.activity ?? '')));
  const paths = (words ?? []).flatMap((word) => lexicon.paths.get(termKey(word)) ?? []);
  if (paths.length === 0) return;
  addToFilter(draft.filters, 'categories', paths);
  draft.rest = '';
  delete draft.activity;
}
