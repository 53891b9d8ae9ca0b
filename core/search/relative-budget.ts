/**
 * A budget moved by no amount ("can you go a bit higher", "a bit more budget", "raise the budget", "a little
 * lower"), after a search. It had been searched for ("I couldn't find any bit more"). The last search's ceiling
 * moves by a share of itself (`queryDefaults.relativeBudget.share`, a quarter: under $60 → under $75, or $45),
 * read as "under 75" would be, so it replaces the bound asked; with no ceiling it reads as "more expensive ones"
 * (or "cheaper ones"): dearest (cheapest) first. A degree before a price comparative moves it too ("a bit cheaper",
 * "slightly more expensive": `priced`), ceiling or not. The move may come with words of their own, before or after it
 * ("a bit more budget for a backpack", "a bit more, in black", "a backpack, but a bit higher": `joins`; a degree
 * and a direction alone only when there is a ceiling to move): they are read with the moved bound (parse-query.ts).
 * Pure.
 */
import { swappedKind } from './kind-swap.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
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
 * Each way's patterns: `plain` always ("a bit higher" alone only as the whole request: "boots a bit higher" may ask
 * for a taller shaft); `clause` when there is a ceiling to move, where a degree and a direction are the budget as a
 * clause of its own too ("a backpack, but a bit higher", "a bit more, in black").
 */
const patterns = (way: Way) => ({
  plain: movingBudget(moving(way, [...way.alone, ...way.priced]), moving(way, way.priced)),
  clause: movingBudget(
    moving(way, [...way.clause, ...way.priced]),
    moving(way, [...way.clause, ...way.priced]),
  ),
});
const UP = patterns(up);
const DOWN = patterns(down);

/** Whole units, as a shopper names a budget. */
const whole = (amount: number): string => String(Math.max(1, Math.round(amount)));

/** The price a request moves the last search's to ("under 75"), and its words of their own (`rest`, or ''). */
interface MovedBudget {
  price: string;
  rest: string;
}

/** The request `input` as the price it moves the last search's to, or undefined. */
function relativeBudget(input: string, previous: SearchQuery): MovedBudget | undefined {
  const text = input.trim();
  const match = (ways: readonly RegExp[]) =>
    ways.map((way) => way.exec(text)).find((found) => found !== null);
  const { priceMin, priceMax } = previous.filters;
  const form = priceMax === undefined ? 'plain' : 'clause';
  const raised = match(UP[form]);
  const found = raised ?? match(DOWN[form]);
  if (found === undefined || found === null) return undefined;
  const rest = found.groups?.['rest']?.trim() ?? '';
  const raise = raised !== undefined && raised !== null;
  if (priceMax === undefined) return { price: raise ? 'more expensive ones' : 'cheaper ones', rest };
  const ceiling = whole(priceMax * (raise ? 1 + share : 1 - share));
  const price =
    priceMin !== undefined && priceMin < Number(ceiling)
      ? `between ${whole(priceMin)} and ${ceiling}`
      : `under ${ceiling}`;
  return { price, rest };
}

/**
 * The request `input` read with the budget it moves (by `parse`, against the conversation), or undefined: words of
 * their own that started afresh are another kind for the same person (kind-swap.ts). `pointed`: `previous` holds
 * the constraints kept by the products like one pointed at ("spend a bit more, show me the first one"), whose page
 * the request is read against.
 */
export function movedBudget(
  input: string,
  previous: SearchQuery,
  parse: (text: string) => SearchQuery,
  pointed = false,
): SearchQuery | undefined {
  const moved = relativeBudget(input, previous);
  if (moved === undefined) return undefined;
  if (moved.rest === '') return parse(moved.price);
  const read = parse(`${moved.rest}, ${moved.price}`);
  return read.followUp === true || pointed ? read : swappedKind(read, previous);
}
