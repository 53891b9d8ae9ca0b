/**
 * How loosely a product's measure fits a bound that asks for room ("a tent for 4 people", "fits a 15 inch
 * laptop"): the closest fit is the best one. Pure; weighted by `rankingDefaults.looseFit`.
 */

/** log2 of how many times `a` the larger `b` is, capped at 1 (twice or more). */
const factor = (a: number, b: number): number => Math.min(1, Math.log2(Math.max(a, b) / Math.min(a, b)));

/**
 * 0..1. A value meeting the bound: 0 at exactly the room, up to 0.5 at twice it or more. A value short of it
 * (the bound was relaxed: nothing meets it): from 0.5 up to 1 at half the room or less. No value: 1.
 */
export function looseness(value: number | undefined, room: number, meets: boolean): number {
  if (value === undefined || !(value > 0) || !(room > 0)) return 1;
  const off = factor(value, room) / 2;
  return meets ? off : 0.5 + off;
}
