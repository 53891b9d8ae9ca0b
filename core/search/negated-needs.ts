/**
 * What a product is said not to be for (`queryDefaults.negatedFor`): "a jacket not for cold weather", "a tent that
 * isn't for winter", "shoes not meant for running". A condition of `queryDefaults.needs` so negated is never asked:
 * it reads as the opposite condition's feature where the catalogue tags one (`needOpposites`: "not for cold
 * weather" is breathable, "not for summer" warm), else it only leaves the text ("not for rain": the shoes). It had
 * been read as asked ("Showing warm jacket.", the puffer jackets), the negation dropped. That feature is implied,
 * never said (`impliedFeatures`: relaxed unsaid, implied-features.ts); and a kind an attribute names the condition
 * by is left out ("a tent that isn't for winter": no 4-season tent, its season asked 3-season). An activity so
 * negated ("not for running", "not for hikers": hiking) leaves out the products naming it, as "no running" does. An
 * audience ("that aren't for kids") is the audience reader's (audience-phrases.ts). Run before the needs are
 * read (need-phrases.ts, need-weather.ts), which would ask the condition. Pure.
 */
import { addToFilter, type Draft } from './draft.ts';
import type { KindAttribute } from './kind-phrases.ts';
import { conditionsNamedIn, type TermLexicon } from './lexicon-terms.ts';
import { askFeature, FEATURE_OF } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { negatedFor, needContext, needOpposites, filler } = queryDefaults;

/** "not for", "that isn't for", "not meant for" (a regex source), shared with the audience reader. */
export const NOT_FOR =
  `(?:(?:but|and)\\s+)?(?:${alternation(negatedFor.cues)})` +
  `(?:\\s+(?:${alternation(negatedFor.between)}))?\\s+for`;

/** Each known activity and each of its people, by the activity ("runners" → "running"). */
const ACTIVITY_OF = new Map(
  Object.entries(filler.personas).flatMap(([activity, people]) =>
    [activity, ...people].map((word) => [word.toLowerCase(), activity] as const),
  ),
);
/** Where the negated phrase ends: the request's end, punctuation, or a word opening another phrase. */
const PHRASE_END = `(?=\\s*(?:$|[,;.!?)]|(?:and|or|but|with|under|below|over|in|from|that|which|please|size)${WORD_END}))`;
const PHRASE = new RegExp(
  `${WORD_START}${NOT_FOR}\\s+(?:(?:the|a|an)\\s+)?(?:(?<need>${alternation(FEATURE_OF.keys())})` +
    `(?:\\s+(?:${alternation(needContext)}))?|(?<activity>${alternation(ACTIVITY_OF.keys())}|\\p{L}+ing))` +
    `${WORD_END}${PHRASE_END}`,
  'giu',
);
const ANY_FOR = new RegExp(`${WORD_START}for${WORD_END}`, 'iu');

/**
 * A kind of an attribute that names the need's condition (a tent's season "4-season" names warm: conditionsNamedIn)
 * is left out, the attribute's first other kind asked ("a tent that isn't for winter": 3-season; a product without
 * the attribute, a jacket, stays).
 */
function leaveOutNamingKinds(draft: Draft, feature: string, attributes: readonly KindAttribute[]): void {
  for (const { attribute, kinds } of attributes) {
    const naming = kinds.filter((kind) => conditionsNamedIn(kind).includes(feature));
    const other = kinds.find((kind) => !naming.includes(kind));
    if (naming.length === 0 || other === undefined) continue;
    const noun = attribute.split(' ').at(-1) ?? attribute;
    const kind = {
      attribute,
      value: other.toLowerCase(),
      others: naming.map((k) => k.toLowerCase()),
      noun,
      label: other,
    };
    draft.filters.kinds = [...(draft.filters.kinds ?? []), kind];
  }
}

/** Takes out the negated needs and activities (see above). */
export function readNegatedNeeds(
  draft: Draft,
  features: TermLexicon,
  attributes: readonly KindAttribute[],
): void {
  if (!ANY_FOR.test(draft.rest)) return;
  draft.rest = consume(draft.rest, PHRASE, (match) => {
    const { need, activity } = match.groups ?? {};
    if (need !== undefined) {
      const feature = FEATURE_OF.get(need.toLowerCase().replace(/\s+/gu, ' '));
      if (feature === undefined) return false;
      const opposite =
        features.catalogue.length === 0
          ? undefined
          : (needOpposites[feature] ?? []).find((other) => askFeature(draft, features, other));
      if (opposite !== undefined) (draft.impliedFeatures ??= []).push(opposite);
      leaveOutNamingKinds(draft, feature, attributes);
      return true;
    }
    const word = (activity ?? '').toLowerCase();
    if (word === '' || /thing$/u.test(word)) return false;
    addToFilter(draft.filters, 'excludeTerms', [ACTIVITY_OF.get(word) ?? word]);
    return true;
  });
}
