/**
 * A use that asks a feature of what is used for it (`queryDefaults.useNeeds`): "best pan for eggs" had listed every
 * pan ("No product mentions "eggs""), the cast iron and carbon steel ones among the first; "a pan for eggs" now asks
 * a nonstick pan, "headphones for flying" noise cancelling ones, where the catalogue tags the feature. The feature is
 * implied, no word of the shopper's: where nothing asked has it, it is dropped first and silently
 * (implied-features.ts), so "a spatula for eggs" lists spatulas. The use's words stay. Pure.
 */
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { askFeature } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const FEATURE_OF = new Map(
  Object.entries(queryDefaults.useNeeds).flatMap(([feature, uses]) =>
    uses.map((use) => [termKey(use), feature] as const),
  ),
);
/** Where a use after "for" ends its phrase ("pan for eggs under 50", "for flying, in black"). */
const END = `(?=\\s*(?:$|[,;.!?)]|(?:and|or|with|under|below|over|in|from|that|which|please)${WORD_END}))`;
const USE = new RegExp(
  `${WORD_START}for\\s+(?:(?:the|a|an|my|our|long)\\s+)?(?<use>${alternation(Object.values(queryDefaults.useNeeds).flat())})${WORD_END}${END}`,
  'giu',
);
const USE_SAID = new RegExp(`${WORD_START}for\\s`, 'iu');

/** Asks, implied, the feature of each use of `useNeeds` the text names after "for" (see above). */
export function readUseNeeds(draft: Draft, features: TermLexicon): void {
  if (features.catalogue.length === 0 || !USE_SAID.test(draft.rest)) return;
  for (const match of draft.rest.matchAll(USE)) {
    const feature = FEATURE_OF.get(termKey(match.groups?.['use'] ?? ''));
    if (feature === undefined || draft.filters.features?.includes(feature) === true) continue;
    if (askFeature(draft, features, feature)) (draft.impliedFeatures ??= []).push(feature);
  }
}
