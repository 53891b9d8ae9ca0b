/**
 * A zero typed for the letter "o" of a unit after a number: "16 0z water bottle" is "16 oz water bottle", as
 * "16 0unces" is "16 ounces". Narrow: the 0 stands alone after a number and a space, directly followed by the
 * rest of a unit spelling beginning with "o" (`spellings`); "16 0", "160z" and "2 0zone" stay as typed. Pure.
 */
const ZERO_UNIT = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?) 0(\p{L}+)(?![\p{L}\p{N}])/gu;

/** `text` with each such zero written as the letter it stands for ("O" before capitals: "16 0Z" → "16 OZ"). */
export function zeroForO(text: string, spellings: ReadonlySet<string>): string {
  if (!text.includes(' 0')) return text;
  return text.replace(ZERO_UNIT, (whole, number: string, rest: string) => {
    if (!spellings.has(`o${rest.toLowerCase()}`)) return whole;
    return `${number} ${rest === rest.toUpperCase() ? 'O' : 'o'}${rest}`;
  });
}
