/**
 * A place the shopper is going to, named after a word of travel (`framing.tripLeads`: "I'm going to Iceland in
 * March", "visiting Scotland"; "a trip to Japan", `framing.tripNouns`), is no brand, origin or word of a product: the
 * place goes, a noun of the trip stays ("trip"). It had been searched and said as a name ("Showing Iceland jacket.
 * … No product here is from Iceland; these are other jackets."). Only a name as typed, capitalised, and none of the
 * catalogue's words ("visiting Patagonia" where it is a brand). A place not named, the trip a clause of its own,
 * is the use after the request ("going to the beach, need sandals": "sandals for the beach"). "shoes from Italy" is an
 * origin, left as it was. The place named is kept aside for the chat, which says it chose nothing by the trip
 * (`Draft.tripAside`; a month said after it joins it: month-phrases.ts). Run before the filler, which takes "going
 * to". Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { alternation, findTerms, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { tripLeads, tripNouns, tripSubjects, tripPlaceLeads } = queryDefaults.framing;

const NAME = "\\p{L}[\\p{L}'’-]*";
/** The shopper going ("i'm going to"), or a noun of travel and "to" or "in", then up to three words of the place. */
const TRIP = new RegExp(
  `${WORD_START}(?:(?:(?:${alternation(tripSubjects)})\\s+)?(?:${alternation(tripLeads)})` +
    `|(?<noun>${alternation(tripNouns)})\\s+(?:to|in))\\s+(?<place>${NAME}(?:\\s+${NAME}){0,2})${WORD_END}`,
  'giu',
);
const MAY_MATCH = new RegExp(
  `${WORD_START}(?:${alternation([...tripLeads, ...tripNouns])})${WORD_END}`,
  'iu',
);
const CAPITAL = /^\p{Lu}/u;
/** A noun of the trip opening the request, its place gone, before a mark and more words: "trip ; , need…". */
const OPENING = new RegExp(
  `^[^\\p{L}\\p{N}]*(?:(?:a|an|my|our)\\s+)?(${alternation(tripNouns)})\\s*;\\s*(?=[,.!?:][^\\p{L}\\p{N}]*\\p{L})`,
  'iu',
);

/** A trip's lead: the shopper going ("i'm going to"), or a noun of travel and "to" ("a trip to"). */
const GOING =
  `(?:(?:(?:${alternation(tripSubjects)})\\s+)?(?:${alternation(tripLeads)})` +
  `|(?:(?:a|an|my|our)\\s+)?(?:${alternation(tripNouns)})\\s+to)\\s+`;
/** A place not named: after "the", "my"… up to three words ("the beach"), or one word alone ("school"). */
const PLACE = `(?<place>(?:(?:${alternation(tripPlaceLeads)})\\s+${NAME}(?:\\s+${NAME}){0,2}|${NAME}))`;
/** The trip opening the request, before a mark and more words: "going to the beach, need sandals". */
const OPENING_TRIP = new RegExp(
  `^(?<before>[^\\p{L}\\p{N}]*)${GOING}${PLACE}\\s*(?=[,.!?:][^\\p{L}\\p{N}]*\\p{L})`,
  'iu',
);
/** The trip after a mark, to the request's end or another mark: "sandals, heading to the mountains". */
const CLOSING_TRIP = new RegExp(`(?<=[,.!?:]\\s*)${GOING}${PLACE}(?=\\s*(?:$|[,.!?:]))`, 'giu');

/**
 * A trip to a place not named, a clause of its own, is the use ("going to the beach, need sandals": "sandals for
 * the beach"), as the shopper could have said it; it had been searched ('No product mentions "going"').
 */
function readTripUses(draft: Draft): void {
  const opening = OPENING_TRIP.exec(draft.rest);
  if (opening !== null) {
    const { before = '', place = '' } = opening.groups ?? {};
    draft.rest = `${before}${draft.rest.slice(opening[0].length)} for ${place}`;
  }
  draft.rest = draft.rest.replace(CLOSING_TRIP, (...args: unknown[]) => {
    const { place = '' } = args.at(-1) as Record<string, string | undefined>;
    return ` for ${place}`;
  });
}

/** Takes out the places named after a word of travel (see above). */
export function readTripPlaces(
  draft: Draft,
  lexicons: Pick<QueryLexicons, 'brands' | 'categories' | 'known'>,
): void {
  if (!MAY_MATCH.test(draft.rest)) return;
  let trips = false;
  draft.rest = draft.rest.replace(TRIP, (whole: string, ...args: unknown[]) => {
    const { noun, place = '' } = args.at(-1) as Record<string, string | undefined>;
    // The place: the words capitalised as typed from its start ("New Zealand" of "New Zealand in May").
    const words = place.split(/\s+/u);
    const named = words.findIndex((word) => !CAPITAL.test(word));
    const end = named < 0 ? words.length : named;
    const name = words.slice(0, end).join(' ');
    if (end === 0) return whole;
    const terms = [lexicons.brands, lexicons.categories.terms, lexicons.known];
    if (terms.some((matcher) => findTerms(name, matcher).length > 0)) return whole;
    const after = words.slice(end).join(' ');
    trips = true;
    draft.tripAside ??= name;
    return `${noun === undefined ? '' : ` ${noun}`}${GAP}${after}`;
  });
  // "trip to Japan, need a backpack": the trip opening the request is its use, after it ("backpack for a trip").
  const opening = trips ? OPENING.exec(draft.rest) : null;
  if (opening !== null)
    draft.rest = `${draft.rest.slice(opening[0].length)} for a ${opening[1]!.toLowerCase()}`;
  readTripUses(draft);
}
