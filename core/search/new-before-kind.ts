/**
 * "new" before a kind says the shopper needs one, not what the product is: "new jacket", "a new jacket", "brand new
 * running shoes" ask for the jackets (the running shoes), no word to match; it had been required, and no jacket
 * holds it ("None of them has everything you asked for; … it matches "new jacket""). The opener's "I need a new
 * backpack" is the filler's (request-openers.ts RENEWAL); "what's new?", "new in headphones" sort newest
 * (sort-cues.ts), as "newest jackets" and "new arrivals" do. Not before a name that holds it: one built in
 * (`framing.newNames`: "New York", "new year's") or one a title gives ("New Balance" where a title writes it:
 * CatalogVocabulary.adjectiveNames), nor before a connector ("new or used"). Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_START } from './text-tools.ts';

const { framing, filler, audience } = queryDefaults;
const NEW_BEFORE = new RegExp(
  `${WORD_START}(?:(?:a|an|some)\\s+)?(?:${alternation(framing.renewals)})(?=[\\s-]+(?<next>\\p{L}[\\p{L}'’]*))`,
  'giu',
);
/** A renewal word, which most requests lack: tested before the pattern is run. */
const RENEWAL_SAID = new RegExp(alternation(framing.renewals), 'iu');
/** The words after "new" that leave it a word: names holding it, connectors, and people ("a new homeowner", "new mom"). */
const NAMED_AFTER = new Set(
  [
    ...framing.newNames,
    ...filler.connectors,
    ...Object.values(filler.personas).flat(),
    ...Object.values(audience.words).flat(),
    ...Object.values(audience.relations).flat(),
    ...audience.neutralRelations,
  ].map((word) => word.toLowerCase()),
);

/** Removes "new" before a kind, unless the next word makes a name with it (`adjectiveNames`: "new balance"). */
export function readNewBeforeKind(draft: Draft, adjectiveNames: ReadonlySet<string>): void {
  if (!RENEWAL_SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, NEW_BEFORE, (match) => {
    const next = (match.groups?.['next'] ?? '').toLowerCase();
    return !NAMED_AFTER.has(next) && !adjectiveNames.has(`new ${next}`);
  });
}
