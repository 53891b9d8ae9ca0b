/**
 * The sizes nearest one a product doesn't come in, on each side of it in its number scale: a 10.5 asked of whole
 * sizes 5 to 13 is between 10 and 11, a 7 asked of sizes 6, 8 and 10 between 6 and 8. Pure.
 */

export interface NearestSizes {
  /** "10 or 11": the nearest size it comes in below the asked one and above, as the product names them. */
  readonly said: string;
  /** A half size asked of a product in whole sizes only ("half sizes: 10 or 11 are the nearest"). */
  readonly half: boolean;
}

/** A size of a number scale ("10", "10.5"), as a number. */
const sizeNumber = (size: string): number | undefined =>
  /^\d+(?:\.\d+)?$/u.test(size.trim()) ? Number(size) : undefined;

/**
 * The nearest of `listed` on each side of `asked`; undefined when its sizes are no number scale, or the size is one
 * of them or past either end (the sizes it comes in are said then).
 */
export function nearestSizes(asked: string, listed: readonly string[]): NearestSizes | undefined {
  const wanted = sizeNumber(asked);
  const scale = listed.map(sizeNumber);
  if (wanted === undefined || scale.some((one) => one === undefined)) return undefined;
  const numbers = scale as number[];
  const below = Math.max(...numbers.filter((one) => one < wanted));
  const above = Math.min(...numbers.filter((one) => one > wanted));
  if (!Number.isFinite(below) || !Number.isFinite(above)) return undefined;
  const name = (value: number) => listed[numbers.indexOf(value)]!;
  return {
    said: `${name(below)} or ${name(above)}`,
    half: numbers.every(Number.isInteger) && !Number.isInteger(wanted),
  };
}
