/**
 * A quantity in a follow-up takes the place of the last search's quantity of its family, as a colour or a price
 * does: "what about 2 person" after "tents for 4 people" asks for 2 people (it had kept "for 4 people" and searched
 * "2 person" beside it), "what about 30L" after "backpack at least 20L" is at least 30L, "what about 40mm" after
 * "watch with 42mm case" is a 40 mm case, and "4 person tent" → "2 person?" searches "2 person tent" (it had searched
 * "4 person tent 2"). A bound the follow-up asks of a family ("at least 30L?" after "backpack 20L") takes the place
 * of that family's quantity among the last search's words. Decided: a bound keeps its direction and moves to the
 * new value (a minimum stays a minimum); a range, or a family the last search names twice, is not guessed at and
 * the quantity is searched beside it as before. Pure.
 */
import { measureOf, QUANTITY_PATTERN, saidAs } from './measure-of.ts';
import type { MeasureBound, SearchQuery } from './search-query.ts';
import { WORD_END, WORD_START } from './text-tools.ts';

const QUANTITY = new RegExp(`${WORD_START}${QUANTITY_PATTERN}${WORD_END}`, 'giu');

interface Said {
  written: string;
  index: number;
  unit: string;
  value: number;
}

/** The quantities `text` holds, with their families. */
function quantities(text: string): Said[] {
  const found: Said[] = [];
  for (const match of text.matchAll(QUANTITY)) {
    const measure = measureOf(match[0]);
    if (measure !== undefined) found.push({ written: match[0], index: match.index, ...measure });
  }
  return found;
}

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** `text` with `said` replaced by `by` (nothing: taken out). */
const replaced = (text: string, said: Said, by = ''): string =>
  squeeze(`${text.slice(0, said.index)} ${by} ${text.slice(said.index + said.written.length)}`);

/**
 * `label` ("for 4 people", "at least 20L", "case size 42mm") saying `value` (in the family's base unit) instead: its
 * quantity's number in its own unit ("20L" → "30L" for 30,000 ml), "people" said of one as "person".
 */
function relabelled(label: string, value: number): string {
  const said = quantities(label).at(-1);
  const moved = said === undefined ? undefined : saidAs(said.written, value);
  if (said === undefined || moved === undefined) return label;
  const written = /^1\s+people$/iu.test(moved) ? moved.replace(/people$/iu, 'person') : moved;
  return `${label.slice(0, said.index)}${written}${label.slice(said.index + said.written.length)}`;
}

/** `bound` moved to `value`, its direction kept; none for a range. */
function moved(bound: MeasureBound, value: number, written: string): MeasureBound | undefined {
  const { past: _past, min, max, ...rest } = bound;
  if (min !== undefined && max !== undefined && min !== max) return undefined;
  const moved: MeasureBound = {
    ...rest,
    ...(min !== undefined && { min: value }),
    ...(max !== undefined && { max: value }),
    label: relabelled(bound.label, value),
  };
  if (bound.said !== undefined) moved.said = written;
  return moved;
}

/** The one bound of `unit` in `bounds`, if there is exactly one. */
const onlyOf = (bounds: readonly MeasureBound[] | undefined, unit: string): MeasureBound | undefined => {
  const of = (bounds ?? []).filter((bound) => bound.unit === unit);
  return of.length === 1 ? of[0] : undefined;
};

/** `previous` and `own` with `own`'s quantities in the place of `previous`'s of their families. */
export function quantitiesFollowed(
  previous: SearchQuery,
  own: SearchQuery,
): { previous: SearchQuery; own: SearchQuery } {
  let text = previous.text;
  let ownText = own.text;
  let measures = previous.filters.measures;
  let nearRoom = previous.nearRoom;
  // A bound asked now: the last search's quantity of its family goes from its words.
  for (const bound of own.filters.measures ?? []) {
    const of = quantities(text).filter((said) => said.unit === bound.unit);
    if (of.length === 1) text = replaced(text, of[0]!);
  }
  // Read from the end, so that the indexes of those before stay true.
  for (const said of quantities(ownText).reverse()) {
    const inText = quantities(text).filter((one) => one.unit === said.unit);
    // The bound on the family to move, if any: a filter's, else a value asked as it is (bare-measures.ts).
    const bound = onlyOf(measures, said.unit) ?? onlyOf(nearRoom, said.unit);
    if (bound !== undefined) {
      const next = moved(bound, said.value, said.written);
      if (next === undefined) continue;
      // A value asked as it is keeps its quantity among the words ("42mm" of "watch with 42mm case").
      if (bound.said !== undefined) {
        const at = inText.find((one) => one.written === bound.said);
        if (at === undefined) continue;
        text = replaced(text, at, said.written);
      }
      measures = measures?.map((one) => (one === bound ? next : one));
      nearRoom = nearRoom?.map((one) => (one === bound ? next : one));
    } else if (inText.length === 1) text = replaced(text, inText[0]!, said.written);
    else continue;
    ownText = replaced(ownText, said);
  }
  if (ownText === own.text && text === previous.text) {
    return { previous, own };
  }
  return {
    previous: {
      ...previous,
      text,
      filters: { ...previous.filters, ...(measures !== undefined && { measures }) },
      ...(nearRoom !== undefined && { nearRoom }),
    },
    own: { ...own, text: ownText },
  };
}
