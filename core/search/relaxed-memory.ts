/**
 * What a relaxed search leaves the conversation to remember (remembered-reading.ts): the price bounds it gave up, and
 * the words of the materials and features it dropped, which keep ranking in later turns without being asked again.
 * Pure.
 */
import { askedValues, type Constraint } from './constraint-labels.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * The ceiling and floor `asked` had that the search relaxed (`searched` is without them): remembered as
 * `relaxedCeiling` and `relaxedFloor`, so "a bit more" after "running shoes under 20" with nothing that cheap moves
 * from $20 (it had nothing to move), and "a bit less" after "over 500" from $500.
 */
export function relaxedBounds(
  asked: SearchQuery,
  searched: SearchQuery,
): Pick<SearchQuery, 'relaxedCeiling' | 'relaxedFloor'> {
  const ceiling = asked.filters.priceMax ?? asked.relaxedCeiling;
  const floor = asked.filters.priceMin ?? asked.relaxedFloor;
  return {
    ...(ceiling !== undefined && searched.filters.priceMax === undefined && { relaxedCeiling: ceiling }),
    ...(floor !== undefined && searched.filters.priceMin === undefined && { relaxedFloor: floor }),
  };
}

/** Constraints whose words stay in the text as parsed ("waterproof jacket": feature waterproof, text "waterproof jacket"). */
const WORDED: readonly Constraint[] = ['materials', 'features'];

/**
 * The values of a material or feature `asked` had that `searched` dropped: their words stay in the text as parsed.
 * Value by value: of "features breathable and lightweight", breathable alone may be dropped (fewest-features.ts).
 */
export const droppedWorded = (asked: SearchQuery, searched: SearchQuery): string[] =>
  WORDED.flatMap((constraint) => {
    const kept = new Set(askedValues(searched.filters, constraint));
    return askedValues(asked.filters, constraint).filter((value) => !kept.has(value));
  });

/**
 * The words of a material or feature `asked` had that the search relaxed (`searched` is without it), with those
 * already relaxed before: remembered as `relaxedWords`, so a sort or "more" next ranks by them but asks them no
 * more ("show me the cheapest" after "for kids" relaxed "waterproof": the kids' jackets shown, cheapest first; it
 * had given up the kids' audience for a jacket holding "waterproof").
 */
export function relaxedWordsOf(asked: SearchQuery, searched: SearchQuery): Pick<SearchQuery, 'relaxedWords'> {
  const words = [...new Set([...(asked.relaxedWords ?? []), ...droppedWorded(asked, searched)])];
  return words.length > 0 ? { relaxedWords: words } : {};
}
