/**
 * A budget moved by no amount ("can you go a bit higher", "a bit more budget", "raise the budget", "a little lower"),
 * after a search. It had been searched for ("I couldn't find any bit more"). The last search's ceiling moves by a
 * share of itself (`queryDefaults.relativeBudget.share`, a quarter: under $60 → under $75, or $45), read as "under
 * 75" would be, so it replaces the bound asked; with no ceiling, over (under) the median price of the products the
 * last search showed, else as "more expensive ones" (or "cheaper ones"): dearest (cheapest) first. A degree before a
 * price comparative moves it too ("a bit cheaper", "slightly more expensive": `priced`), ceiling or not. The move may
 * come with words of their own, before or after it ("a bit more budget for a backpack", "a bit more, in black", "a
 * backpack, but a bit higher": `joins`; a degree and a direction other than a price comparative only when there is a
 * ceiling to move): they are read with the moved bound (parse-query.ts). A ceiling the last search relaxed moves as
 * one kept; with no ceiling, so does a floor it relaxed ("a bit less" after nothing over $500: over $375).
 * Pure.
 */
import { swappedKind } from './kind-swap.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';
import { alternation } from './text-tools.ts';

const { share, leads, degrees, verbs, names, up, down, ends, joins, keptJoins, notClauses } =
  queryDefaults.relativeBudget;

const DEGREE = `(?:(?:${alternation(degrees)})\\s+)?`;
const NAMED = `(?:(?:the|my|our|that|a)\\s+)?(?:${alternation(names)})`;
const LEADS = `(?:(?:${alternation(leads)})[\\s,]+)*`;
const ENDS = `(?:[\\s,]+(?:${alternation(ends)}))*`;
/** Between the move and the words after it: `keptJoins` stay theirs ("for her"). */
const JOIN_AFTER = `(?:\\s*,\\s*(?:(?:${alternation(joins)})\\s+)?|\\s+(?:${alternation(joins)})\\s+|\\s+(?=(?:${alternation(keptJoins)})\\s))`;
/** Between the words and the move after them. */
const JOIN_BEFORE = `(?:\\s*,\\s*(?:(?:${alternation([...joins, ...keptJoins])})\\s+)?|\\s+(?:${alternation([...joins, ...keptJoins])})\\s+)`;
/** The degrees before a direction alone ("a bit higher"), not `notClauses` ("some more"). */
const CLAUSE_DEGREES = alternation(degrees.filter((degree) => !notClauses.includes(degree)));

type Way = typeof up;

/**
 * The move one way: "go a bit higher", "a bit more budget", "raise the budget a bit"; and after a degree, a
 * direction of `alone` ("a bit higher", "a bit more").
 */
function moving(way: Way, alone: readonly string[]): string {
  const words = alternation(way.words);
  return [
    `(?:${alternation(verbs)})\\s+${DEGREE}(?:${words})(?:\\s+${NAMED})?`,
    ...(alone.length > 0 ? [`(?:${CLAUSE_DEGREES})\\s+(?:${alternation(alone)})`] : []),
    `${DEGREE}(?:${words})\\s+${NAMED}`,
    `(?:${alternation(way.moves)})\\s+(?:it|${NAMED})(?:\\s+(?:up|down))?(?:\\s+(?:${alternation(degrees)}))?`,
  ].join('|');
}

/** The request moving the budget one way by `whole` as the whole request, or `move` with words of their own. */
function movingBudget(whole: string, move: string): readonly RegExp[] {
  return [
    new RegExp(`^${LEADS}(?:${whole})${ENDS}[\\s?!.]*$`, 'iu'),
    new RegExp(`^${LEADS}(?:${move})${ENDS}${JOIN_AFTER}(?<rest>.*?[\\p{L}\\p{N}].*?)[\\s?!.]*$`, 'iu'),
    new RegExp(`^(?<rest>.*?[\\p{L}\\p{N}].*?)${JOIN_BEFORE}${LEADS}(?:${move})${ENDS}[\\s?!.]*$`, 'iu'),
  ];
}

/**
 * Each way's patterns: `plain` always ("a bit more" alone only as the whole request: "boots a bit higher" may ask
 * for a taller shaft; a price comparative in a clause too: "a bit cheaper, in black"); `clause` when there is a
 * ceiling to move, where a degree and a direction are the budget as a clause of its own too ("a backpack, but a bit
 * higher", "a bit more, in black").
 */
const patterns = (way: Way) => {
  const directions = [...way.alone, ...way.priced];
  return {
    plain: movingBudget(moving(way, directions), moving(way, way.priced)),
    clause: movingBudget(moving(way, directions), moving(way, directions)),
  };
};
const UP = patterns(up);
const DOWN = patterns(down);

/** Whole units, as a shopper names a budget. */
const whole = (amount: number): string => String(Math.max(1, Math.round(amount)));

/** The price a request moves the last search's to ("under 75"), and its words of their own (`rest`, or ''). */
interface MovedBudget {
  price: string;
  rest: string;
  /** The bounds of a ceiling moved (its floor kept below it). */
  bounds?: Pick<SearchFilters, 'priceMin' | 'priceMax'>;
  /** The bound was read from the middle of the prices shown, above or below it. */
  fromShown?: 'above' | 'below';
}

/** The middle of `prices` (the mean of the two middle ones of an even count), or undefined with none. */
function median(prices: readonly number[]): number | undefined {
  const sorted = prices.filter((price) => price > 0).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [low, high] = [sorted[middle - 1], sorted[middle]];
  if (high === undefined) return undefined;
  return sorted.length % 2 === 0 && low !== undefined ? (low + high) / 2 : high;
}

/** "under 60", or "between 40 and 60" when the floor kept is below the ceiling. */
const bounded = (priceMin: number | undefined, ceiling: number): string =>
  priceMin !== undefined && priceMin < ceiling
    ? `between ${whole(priceMin)} and ${ceiling}`
    : `under ${ceiling}`;

/**
 * The request `input` as the price it moves the last search's to, or undefined. With no ceiling to move, the
 * median of `shown` (the prices of the products the last search showed) is what the request is cheaper or dearer
 * than: under (over) it, in whole units, so the product at the median goes too.
 */
function relativeBudget(
  input: string,
  previous: SearchQuery,
  shown: readonly number[] = [],
): MovedBudget | undefined {
  const text = input.trim();
  const match = (ways: readonly RegExp[]) =>
    ways.map((way) => way.exec(text)).find((found) => found !== null);
  const { priceMin } = previous.filters;
  // A ceiling the last search relaxed is the one to move (nothing under $20: "a bit more" is under $25).
  const priceMax = previous.filters.priceMax ?? previous.relaxedCeiling;
  // With none, a floor it relaxed (nothing over $500: "a bit less" is over $375).
  const relaxedFloor = priceMax === undefined && priceMin === undefined ? previous.relaxedFloor : undefined;
  const form = priceMax === undefined && relaxedFloor === undefined ? 'plain' : 'clause';
  const raised = match(UP[form]);
  const found = raised ?? match(DOWN[form]);
  if (found === undefined || found === null) return undefined;
  const rest = found.groups?.['rest']?.trim() ?? '';
  const raise = raised !== undefined && raised !== null;
  if (priceMax !== undefined) {
    const ceiling = Number(whole(priceMax * (raise ? 1 + share : 1 - share)));
    const floor = priceMin !== undefined && priceMin < ceiling ? { priceMin } : {};
    return { price: bounded(priceMin, ceiling), rest, bounds: { ...floor, priceMax: ceiling } };
  }
  if (relaxedFloor !== undefined) {
    const floor = Number(whole(relaxedFloor * (raise ? 1 + share : 1 - share)));
    return { price: `over ${floor}`, rest, bounds: { priceMin: floor } };
  }
  const typical = median(shown);
  if (typical === undefined) return { price: raise ? 'more expensive ones' : 'cheaper ones', rest };
  if (raise) return { price: `over ${Math.floor(typical) + 1}`, rest, fromShown: 'above' };
  return { price: bounded(priceMin, Math.max(1, Math.ceil(typical) - 1)), rest, fromShown: 'below' };
}

/** True when `input` moves the budget by no amount, whatever the last search asked. */
export const movesBudget = (input: string): boolean =>
  relativeBudget(input, { text: '', filters: {}, sort: 'relevance' }) !== undefined;

/** What a budget moved is read against. */
export interface BudgetContext {
  /** The conversation's last search. */
  previous?: SearchQuery;
  /** The constraints the products like a product pointed at keep (page-context.ts), without a last search. */
  page?: { standing?: SearchFilters };
  /** The prices of the products the last search showed. */
  shownPrices?: readonly number[];
}

/**
 * The request `input` read with the budget it moves (by `parse`, against the conversation), or undefined: words of
 * their own that started afresh are another kind for the same person (kind-swap.ts). Beside a pointer at a shown
 * product ("spend a bit more, show me the first one") the budget moved is the one the products like it keep,
 * whose page the request is read against (and the conversation keeps, `movedBudget`); with no ceiling, they are
 * cheaper (dearer) than that product.
 */
export function movedBudget(
  input: string,
  { previous, page, shownPrices }: BudgetContext,
  parse: (text: string) => SearchQuery,
): SearchQuery | undefined {
  const standing = page?.standing;
  const budget = previous ?? (standing && { text: '', filters: standing, sort: 'relevance' as const });
  if (budget === undefined) return undefined;
  const moved = relativeBudget(input, budget, previous && shownPrices);
  if (moved === undefined) return undefined;
  const parsed = parse(moved.rest === '' ? moved.price : `${moved.rest}, ${moved.price}`);
  // The chat says where a bound read from the prices shown came from ("over $83, above the middle of …").
  const read = moved.fromShown ? { ...parsed, priceFromShown: moved.fromShown } : parsed;
  // Beside a pointer, the ceiling moved is the conversation's too.
  if (previous === undefined) return moved.bounds ? { ...read, movedBudget: moved.bounds } : read;
  if (moved.rest === '' || read.followUp === true) return read;
  const swapped = swappedKind(read, previous);
  return moved.fromShown ? { ...swapped, priceFromShown: moved.fromShown } : swapped;
}
