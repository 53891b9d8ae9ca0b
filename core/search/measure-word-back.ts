/**
 * "thick socks" in a shop where only the yoga mats state a thickness: no sock can be ordered by it, so "thick" is
 * a word of the request like any other, matched as written (and "lightest" as "light"), not an order. The
 * catalogue reports it (CatalogSearchResult.measureUnstated); the query is searched again this way. In a
 * conversation the word given back replaces the words of the same measure an earlier turn gave back ("thicker
 * ones" after "the thickest socks": "thicker socks", not "thicker thickest socks"). A superlative asked of the
 * conversation's list ("which has the longest battery life?") gives no word back: it is said unstated. Pure.
 */
import { featureSatisfiers } from './lexicon-terms.ts';
import { MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureSort, SearchQuery } from './search-query.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';
import { measureStated } from './unstated-superlative.ts';

const { superlatives, superlativeNouns, positives } = queryDefaults.measures;
const QUALITIES = Object.values(queryDefaults.compare.qualities);

/**
 * The first feature bearing on the quality a superlative asks (`compare.qualities`: "quietest": noise cancelling)
 * that the shop tags (`tagged`, CatalogVocabulary.features), itself or a stronger one; else undefined.
 */
function bearingOf(word: string, tagged: readonly string[]): string | undefined {
  const quality = QUALITIES.find((one) => one.asked.includes(word));
  return quality?.features.find((feature) =>
    featureSatisfiers(feature).some((spelling) => tagged.includes(spelling)),
  );
}

/** A word of a measure ("thickest", "thicker", "thick", "more powerful"), maybe with the noun it measures. */
const MEASURE_WORD = new RegExp(
  `${WORD_START}(?<word>${alternation([...Object.keys(superlatives), ...MEASURE_COMPARATIVES.keys(), ...Object.keys(positives)])})` +
    `(?:\\s+(?<noun>${alternation(Object.keys(superlativeNouns))}))?${WORD_END}`,
  'giu',
);

/** A superlative as said, maybe before what it measures ("longest battery life"), and nothing else. */
const SUPERLATIVE_SAID = new RegExp(
  `^(?<word>${alternation(Object.keys(superlatives))})(?:\\s+(?<noun>${alternation(Object.keys(superlativeNouns))}))?$`,
  'u',
);

/** What a measure word orders by (the attributes' words and units), as measure-sort.ts reads it. */
function measureOf(
  word: string,
  noun: string | undefined,
): { words: readonly string[]; units: readonly string[] } | undefined {
  const comparative = MEASURE_COMPARATIVES.get(word);
  const spec = superlatives[comparative?.superlative ?? positives[word] ?? word];
  if (spec === undefined) return undefined;
  return (noun === undefined ? undefined : superlativeNouns[noun]) ?? comparative?.measure ?? spec;
}

const sameMeasure = (
  sort: MeasureSort,
  measure: { words: readonly string[]; units: readonly string[] } | undefined,
): boolean =>
  measure !== undefined &&
  measure.words.join() === sort.words.join() &&
  measure.units.join() === sort.units.join();

/** `query` without its measure order, the words that asked for it back in its text ("thick socks"). */
export function withMeasureWordBack(
  query: SearchQuery,
  tagsFeatures = true,
  tagged: readonly string[] = [],
): SearchQuery {
  const { measureSort, ...rest } = query;
  if (measureSort === undefined) return query;
  // "which has the longest battery life?" after "backpacks": no word to match, but the chat says none states it.
  const asked = query.superlativeAsked;
  // "which is more compact?" after "earbuds": none states a size, the compact ones (the feature, as below).
  // Its way to answer, no word of the shopper's: where none has it, it goes silently (withAskedFeatures).
  if (asked !== undefined) {
    const { feature } = measureSort;
    const added = feature !== undefined && !(rest.filters.features ?? []).includes(feature);
    const implied = added ? { impliedFeatures: [...(rest.impliedFeatures ?? []), feature] } : {};
    return { ...withFeature(rest, feature), ...implied, superlativeAsked: { ...asked, unstated: true } };
  }
  const earlier = consume(query.text, MEASURE_WORD, (match) => {
    const noun = match.groups?.['noun']?.toLowerCase().replace(/\s+/g, ' ');
    return sameMeasure(
      measureSort,
      measureOf((match.groups?.['word'] ?? '').toLowerCase().replace(/\s+/g, ' '), noun),
    )
      ? ' '
      : false;
  });
  // A phrase opening with "for" follows the name it was said after ("sunglasses for small faces").
  // "most compact speaker": "most" is how much, no word a product holds; "compact" goes back alone.
  const typed = (measureSort.said ?? '').replace(/^most\s+/iu, '');
  const parts = /^for\s/iu.test(typed) ? [earlier, typed] : [typed, earlier];
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  // "compact speaker" where no speaker states a size: the compact ones, as the word alone would ask.
  const back = withFeature({ ...rest, text }, measureSort.feature);
  // "most powerful earbuds" where no earbud states a wattage: said so, and the word not searched unless it is a
  // feature's ("compact") ("powerful" had been: "No earbud here mentions "powerful""). Only a superlative's: "thick
  // socks" asks for thick ones; and only where the shop tags features (`tagsFeatures`): in one that tags none (a
  // hardware shop's titles) the word is as often a name, and "lightest sneakers" finds "Lightweight" ones by it.
  const said = (measureSort.said ?? '').toLowerCase().replace(/\s+/g, ' ');
  const superlative = SUPERLATIVE_SAID.exec(said)?.groups;
  if (superlative === undefined || !tagsFeatures) return back;
  const { word = '', noun } = superlative;
  const states = measureStated(measureSort, noun === undefined ? word : undefined);
  const unstated = {
    said,
    states,
    unstated: true as const,
    ...(noun !== undefined && { has: true as const }),
  };
  const answered = measureSort.feature === undefined ? { ...rest, text: earlier.trim() } : back;
  // "quietest headphones": the feature bearing on it the shop tags (noise cancelling), asked unsaid and relaxed
  // silently where none has it; the chat says the products shown are those (AskedSuperlative.bearing).
  const bearing =
    noun === undefined && measureSort.feature === undefined ? bearingOf(word, tagged) : undefined;
  if (bearing === undefined) return { ...answered, superlativeAsked: unstated };
  return {
    ...withFeature(answered, bearing),
    impliedFeatures: [...(answered.impliedFeatures ?? []), bearing],
    superlativeAsked: { ...unstated, bearing },
  };
}

/** `query` asking for `feature` too, if any. */
function withFeature(query: SearchQuery, feature: string | undefined): SearchQuery {
  const features = query.filters.features ?? [];
  if (feature === undefined || features.includes(feature)) return query;
  return { ...query, filters: { ...query.filters, features: [...features, feature] } };
}
