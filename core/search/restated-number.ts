/**
 * A follow-up that is only a number ("make that 10", "actually 10.5", "what about 11?", "10 instead") after a search
 * that asked a size or a price bound: the number restates that constraint, read as "size 10" or "under 80" would
 * be, so it replaces the one asked before. A width with it restates the size ("10 wide" after "size 10.5 hiking
 * boots": "size 10 wide"; it had searched "10" beside the boots in size 10.5). Left alone it had joined the words ("sneakers 10 in size 9", and every
 * later turn searched "sneakers 10"). A number below `price.atEndMinimum` restates no price. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const NUMBER = /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu;
/** The words of a request that named nothing but a number ("10.5" leaves "10 5"). */
const DIGITS_ONLY = /^[\d\s.,]+$/u;
/** A width said with the size (`sizes.widths`): "10 wide". */
const WIDTH = new RegExp(`${WORD_START}(?:${alternation(queryDefaults.sizes.widths)})${WORD_END}`, 'iu');

/** The request `input` as the constraint it restates ("size 10", "under 80"), or undefined. */
export function restatedNumber(input: string, own: SearchQuery, previous: SearchQuery): string | undefined {
  const asked = Object.values(own.filters).filter((value) => value !== undefined);
  const width = WIDTH.exec(own.text)?.[0];
  const rest = width === undefined ? own.text : own.text.replace(WIDTH, ' ');
  if (!DIGITS_ONLY.test(rest.trim()) || asked.length > 0 || own.sort !== 'relevance') return undefined;
  const numbers = input.match(NUMBER) ?? [];
  if (numbers.length !== 1) return undefined;
  const number = numbers[0]!.replace(',', '.');
  const { sizes, priceMin, priceMax } = previous.filters;
  // A width says the number is a size, asked before or not ("running shoes under 100", then "10 wide").
  if ((sizes ?? []).length > 0 || width !== undefined)
    return `size ${number}${width === undefined ? '' : ` ${width}`}`;
  if (Number(number) < queryDefaults.price.atEndMinimum) return undefined;
  if (priceMax !== undefined && priceMin === undefined) return `under ${number}`;
  if (priceMin !== undefined && priceMax === undefined) return `over ${number}`;
  return undefined;
}
