/**
 * "does it fit 7 inch?" of a product stating nothing it has room for: a bound asking for room is on the attributes
 * that are room (`MeasureBound.words`: "laptop size", "capacity"; core/search/room-attribute.ts), so a product
 * stating none of them neither meets it nor fails it. "I can't tell whether it fits 7 inch: the Atlas 41 mm
 * Smartwatch you're viewing states no size it fits; it has a case size of 41 mm.", never a "No" read from its case
 * size. Pure.
 */
import { boundTakes, measuredAttributes, type Product, type SearchFilters } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { specPhrase } from './spec-phrase.ts';

/** "fits 7 inch" → verb "fit", "holds 2 litres" → "hold". */
const ROOM_LABEL = /^(fits|holds)\s/u;

/** The "can't tell" answer for the one room bound asked where `product` states nothing it may be on; else undefined. */
export function roomUnstated(
  filters: SearchFilters,
  product: Product | undefined,
  name: string,
): string | undefined {
  const bounds = filters.measures ?? [];
  const [bound] = bounds;
  const verb = bound === undefined ? undefined : ROOM_LABEL.exec(bound.label)?.[1];
  if (bounds.length !== 1 || bound?.snug !== true || verb === undefined || product === undefined)
    return undefined;
  const family = measuredAttributes(product).filter((one) => one.measure.unit === bound.unit);
  if (family.some((one) => boundTakes(bound, one.words))) return undefined;
  const others = family.slice(0, 2).map((one) => specPhrase(one.words.join(' '), [one.value]));
  const stated = others.length === 0 ? '' : `; it ${joinList(others)}`;
  const none = verb === 'holds' ? 'no capacity' : 'no size it fits';
  return `I can't tell whether it ${bound.label}: ${name} states ${none}${stated}.`;
}
