/**
 * A budget moved by no amount ("can you go a bit higher", "a bit more budget", "raise the budget", "a little
 * lower"): the whole request, after a search. It had been searched for ("I couldn't find any bit more"). The last
 * search's ceiling moves by a share of itself (`queryDefaults.relativeBudget.share`, a quarter: under $60 → under
 * $75, or $45), read as "under 75" would be, so it replaces the bound asked; with no ceiling it reads as "more
 * expensive ones" (or "cheaper ones"): dearest (cheapest) first. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation } from './text-tools.ts';

const { share, leads, degrees, verbs, names, up, down, ends } = queryDefaults.relativeBudget;

const DEGREE = `(?:(?:${alternation(degrees)})\\s+)?`;
const NAMED = `(?:(?:the|my|our|that|a)\\s+)?(?:${alternation(names)})`;

/** The request moving the budget one way: "go a bit higher", "a bit more budget", "raise the budget a bit". */
function movingBudget(way: typeof up): RegExp {
  const words = alternation(way.words);
  const core = [
    `(?:${alternation(verbs)})\\s+${DEGREE}(?:${words})(?:\\s+${NAMED})?`,
    `(?:${alternation(degrees)})\\s+(?:${alternation(way.alone)})`,
    `${DEGREE}(?:${words})\\s+${NAMED}`,
    `(?:${alternation(way.moves)})\\s+(?:it|${NAMED})(?:\\s+(?:up|down))?(?:\\s+(?:${alternation(degrees)}))?`,
  ];
  return new RegExp(
    `^(?:(?:${alternation(leads)})[\\s,]+)*(?:${core.join('|')})(?:[\\s,]+(?:${alternation(ends)}))*[\\s?!.]*$`,
    'iu',
  );
}

const UP = movingBudget(up);
const DOWN = movingBudget(down);

/** Whole units, as a shopper names a budget. */
const whole = (amount: number): string => String(Math.max(1, Math.round(amount)));

/** The request `input` as the price it moves the last search's to ("under 75"), or undefined. */
export function relativeBudget(input: string, previous: SearchQuery): string | undefined {
  const text = input.trim();
  const raise = UP.test(text);
  if (!raise && !DOWN.test(text)) return undefined;
  const { priceMin, priceMax } = previous.filters;
  if (priceMax === undefined) return raise ? 'more expensive ones' : 'cheaper ones';
  const ceiling = whole(priceMax * (raise ? 1 + share : 1 - share));
  return priceMin !== undefined && priceMin < Number(ceiling)
    ? `between ${whole(priceMin)} and ${ceiling}`
    : `under ${ceiling}`;
}
