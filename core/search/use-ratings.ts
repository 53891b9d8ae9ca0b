/**
 * What a use named after "for" asks of an attribute a shop may state: "watch for swimming" asks a water resistance
 * of at least 50 m, by the activities of `queryDefaults.needActivities` and their least ratings
 * (`needActivityRatings`), as a viewed product's "can I swim with it?" reads them; the attribute is named by the
 * words of the feature the activity's condition needs ("water-resistant": a `waterResistance`). It filters nothing:
 * storage ranks the products stating a value meeting it first (storage/search/stated-use.ts). Pure.
 */
import { measureOf } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureBound } from './search-query.ts';

/** Words between "for" and the activity ("for open water swimming"). */
const BETWEEN = 2;
/** Shortest word of a feature that names the attribute bearing on it ("water" of "water-resistant"). */
const NAMING_LENGTH = 4;

/** The feature whose condition the activity is done in ("water-resistant" for "wet"). */
const featureOf = (condition: string): string | undefined =>
  Object.keys(queryDefaults.needs).find((feature) =>
    (queryDefaults.needs[feature] ?? []).includes(condition),
  );

/** The bounds the uses the text names after "for" ask, at least their ratings, of the attributes bearing on them. */
export function useRatings(text: string): MeasureBound[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const fors = words.flatMap((word, at) => (word === 'for' ? [at] : []));
  if (fors.length === 0) return [];
  return Object.entries(queryDefaults.needActivities).flatMap(([condition, activity]) => {
    const name = activity[0];
    const rating = name === undefined ? undefined : queryDefaults.needActivityRatings[name];
    const least = rating === undefined ? undefined : measureOf(rating);
    const feature = featureOf(condition);
    if (least === undefined || feature === undefined) return [];
    const named = words.some(
      (word, at) => activity.includes(word) && fors.some((one) => one < at && at - one <= BETWEEN + 1),
    );
    if (!named) return [];
    const naming = feature.split(/[^\p{L}]+/u).filter((word) => word.length >= NAMING_LENGTH);
    return [{ unit: least.unit, min: least.value, label: `at least ${rating}`, words: naming }];
  });
}
