/**
 * Work done on one's feet (`selfDescriptions.onTheirFeet`) asks what standing all day does (`selfDescriptions.need`:
 * cushioned, need-phrases.ts): "shoes for nurses", and "shoes, i'm a nurse" read as "shoes for a nurse"
 * (self-descriptions.ts), list cushioned shoes first, as "shoes for standing all day" does; they had listed any
 * shoes. The feature is implied, no word of the shopper's: where nothing asked has it, it is dropped first and
 * silently (implied-features.ts), so "a watch for a nurse" lists watches. Only where the catalogue tags it. Pure.
 */
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { askFeature, FEATURE_OF } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { selfDescriptions } = queryDefaults;
const ON_THEIR_FEET = new Set(selfDescriptions.onTheirFeet.map(termKey));
const FEATURE = FEATURE_OF.get(selfDescriptions.need);
const GIFT_WORDS = new RegExp(
  `${WORD_START}(?:${alternation(queryDefaults.filler.giftWords)})${WORD_END}`,
  'giu',
);
/** The person's name without its determiner: "a nurse" → "nurse", "your hairdresser" → "hairdresser". */
const DETERMINER = /^(?:a|an|the|my|your|our|his|her|their)\s+/iu;

/** Asks the feature of the recipient's work on their feet, implied (see above). */
export function readWorkNeed(draft: Draft, features: TermLexicon): void {
  const who = draft.recipient?.replace(DETERMINER, '');
  if (who === undefined || FEATURE === undefined || !ON_THEIR_FEET.has(termKey(who))) return;
  if (draft.filters.features?.includes(FEATURE) === true) return;
  // Naming no kind, a gift is no thing worn on the feet ("gift for a nurse": any product, not cushioned ones).
  const named = draft.rest.replace(GIFT_WORDS, ' ');
  if (!/[\p{L}\p{N}]/u.test(named) && (draft.filters.categories ?? []).length === 0) return;
  if (askFeature(draft, features, FEATURE)) (draft.impliedFeatures ??= []).push(FEATURE);
}
