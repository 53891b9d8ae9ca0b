/**
 * Two numbers sharing one scale word, as shoppers say a budget: "between 1 and 2 hundred", "one to two hundred",
 * "1-2 hundred" are 100 and 200 ("tent between 1 and 2 hundred" had searched its words and found nothing); "2
 * grand" is $2000 ("grand" is a thousand dollars only after a number); "a couple hundred", "a few hundred" are 200
 * and 300. The price readers then read them as they read "between 100 and 200". Pure.
 */

const DIGITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, grand: 1000 };
const ONE = `\\d{1,3}(?:\\.\\d)?|${Object.keys(DIGITS).join('|')}`;

const PAIR = new RegExp(
  `(?<![\\p{L}\\p{N}.$£€])(?<a>${ONE})(?<join>\\s*-\\s*|\\s+(?:and|to|or)\\s+)(?<b>${ONE})\\s+` +
    `(?<scale>hundred|thousand|grand)s?(?![\\p{L}\\p{N}])`,
  'giu',
);
const GRAND = new RegExp(`(?<![\\p{L}\\p{N}.$£€])(?<a>${ONE})\\s*grand(?![\\p{L}\\p{N}])`, 'giu');
/** "a couple hundred", "a few hundred" where a budget ends: before a pause, the end, a bound's word or currency. */
const VAGUE = new RegExp(
  `(?<![\\p{L}\\p{N}])a\\s+(?<how>couple(?:\\s+of)?|few)\\s+(?<scale>hundred|thousand)` +
    `(?=\\s*(?:$|[,.!?;)]|(?:max|maximum|tops|or\\s+(?:less|under|so))(?![\\p{L}])|` +
    `(?<money>dollars?|bucks|quid|pounds|euros?)(?![\\p{L}\\p{N}])))`,
  'giu',
);

const valueOf = (said: string): number => DIGITS[said.toLowerCase()] ?? Number(said);
const scaled = (said: string, scale: string): string =>
  String(Math.round(valueOf(said) * (SCALES[scale.toLowerCase()] ?? 1)));

export function sharedScale(text: string): string {
  if (!/hundred|thousand|grand/iu.test(text)) return text;
  return text
    .replace(PAIR, (...args: unknown[]) => {
      const { a, join, b, scale } = args.at(-1) as Record<string, string>;
      const dollars = scale!.toLowerCase() === 'grand' ? '$' : '';
      return `${dollars}${scaled(a!, scale!)}${join}${dollars}${scaled(b!, scale!)}`;
    })
    .replace(
      GRAND,
      (...args: unknown[]) => `$${scaled((args.at(-1) as Record<string, string>)['a']!, 'grand')}`,
    )
    .replace(VAGUE, (...args: unknown[]) => {
      const { how, scale, money } = args.at(-1) as Record<string, string | undefined>;
      const count = how!.toLowerCase().startsWith('couple') ? 2 : 3;
      return `${money === undefined ? '$' : ''}${count * (SCALES[scale!.toLowerCase()] ?? 1)}`;
    });
}
