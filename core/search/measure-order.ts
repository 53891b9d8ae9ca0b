/**
 * The order a measure's word asks for ("lightest": weight, ascending, "lightest first"; "better battery": battery
 * life, descending), where the catalogue has an attribute it can order by (`measuredAttributes`, "family:name");
 * and whether two orders are one. Pure.
 */
import { MEASURE_COMPARATIVES, type MeasureComparative } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureSort } from './search-query.ts';

const { superlatives, superlativeNouns } = queryDefaults.measures;

const LABEL_NOUN: Record<string, string> = { battery: 'battery life', 'battery life': 'battery life' };

/** Does the catalogue have an attribute named by one of `words` with values in one of `units`? */
export const orderable = (
  measured: readonly string[],
  words: readonly string[],
  units: readonly string[],
): boolean =>
  measured.some((entry) => {
    const at = entry.indexOf(':');
    const name = entry.slice(at + 1).split(' ');
    return units.includes(entry.slice(0, at)) && name.some((word) => words.includes(word));
  });

/** The order a superlative (or a comparative, as its superlative) asks for, when the catalogue can give it. */
export function orderOf(
  groups: Record<string, string | undefined>,
  measured: readonly string[],
  typed = [groups['word'], groups['noun']].filter((part) => part !== undefined).join(' '),
): MeasureSort | undefined {
  const said = (groups['word'] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const comparative: MeasureComparative | undefined = MEASURE_COMPARATIVES.get(said);
  const word = comparative?.superlative ?? said;
  const noun = groups['noun']?.toLowerCase().replace(/\s+/g, ' ');
  const spec = superlatives[word];
  if (spec === undefined) return undefined;
  const instead = (noun === undefined ? undefined : superlativeNouns[noun]) ?? comparative?.measure;
  const units = instead?.units ?? spec.units;
  const words = instead?.words ?? spec.words;
  if (!orderable(measured, words, units)) return undefined;
  // "lasts longer" names what it measures: "longest battery life first".
  const named = noun ?? comparative?.measure?.words[0];
  const label = named === undefined ? `${word} first` : `${word} ${LABEL_NOUN[named] ?? named} first`;
  return {
    words: [...words],
    units: [...units],
    order: spec.order,
    label,
    ...(typed !== '' && { said: typed.replace(/\s+/g, ' ') }),
  };
}

/** "better battery": the order of the most of what the noun names, when the catalogue can give it. */
export function mostOf(
  groups: Record<string, string | undefined>,
  measured: readonly string[],
): MeasureSort | undefined {
  const named = groups['noun'] ?? groups['named'] ?? '';
  const noun = named.toLowerCase().replace(/\s+/g, ' ');
  const spec = superlativeNouns[noun];
  if (spec === undefined || !orderable(measured, spec.words, spec.units)) return undefined;
  const said = [groups['word'], named].join(' ').replace(/\s+/g, ' ');
  const label = `${spec.most ?? 'most'} ${LABEL_NOUN[noun] ?? noun} first`;
  return { words: [...spec.words], units: [...spec.units], order: 'desc', label, said };
}

/** Do two orders ask for the same ("not too big for a small wrist": smallest first, twice)? */
export const sameOrder = (one: MeasureSort, other: MeasureSort): boolean =>
  one.order === other.order &&
  one.words.join() === other.words.join() &&
  one.units.join() === other.units.join();
