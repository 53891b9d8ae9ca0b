/** The parser's working state: the text still to understand, and what has been understood so far. */
import type {
  AskedSuperlative,
  ContextRelation,
  MeasureBound,
  PackAsked,
  PartUnstated,
  SearchFilters,
  SortOrder,
} from './search-query.ts';
import { foldedWords } from './shopper-case.ts';
import type { FactTold } from './fact-told.ts';

export interface Draft {
  /**
   * A bound on a measure the shop states for no product ("under 2 lbs" where none states a weight): the chat says
   * none states it (AskedSuperlative.bound; quantity-cues.ts, bare-comparatives.ts); room for a thing no attribute
   * is room for ("fits a 7 inch wrist"), said by its verb (`does`: "which fit a 7 inch wrist"; room-attribute.ts).
   */
  boundUnstated?: { said: string; states: string; words: string; does?: true };
  /** A superlative of a measure no product states, asked afresh ("heaviest tent"; unstated-superlative.ts). */
  superlativeUnstated?: AskedSuperlative;
  /**
   * A comparative and a bare number with no kind named nor searched, whose measure the shop's units leave open
   * ("something bigger than 4"): the chat says it can't tell what the number measures (bare-comparatives.ts).
   */
  boundKindless?: string;
  /**
   * A comparative of a measure alone with no list to compare against ("something thicker"): as said, and its
   * superlative; the chat asks for the kind (kindless-comparative.ts).
   */
  comparedKindless?: { said: string; superlative: string };
  /** Values asked as they are beside their attribute's words ("yoga mat 6 mm thick"): the nearest rank first. */
  nearRoom?: MeasureBound[];
  /** Features and materials said not to be required ("i don't need them waterproof": unrequired-values.ts). */
  notRequired?: string[];
  /** The shopper's words minus every phrase understood so far (removed phrases leave a GAP). */
  rest: string;
  /** Colours said of a part no value of which names a colour ("brown" of "brown leather strap"): part-phrases.ts. */
  partsUnstated?: PartUnstated[];
  /** Facts the shopper told about themselves, by what suits them (shopper-facts.ts). */
  factsTold?: FactTold[];
  /** A fact of the product asked of a kind ("warranty" of "how long is the warranty on headphones": kind-fact.ts). */
  factAsked?: string;
  /** A trip's place as typed, then its month ("Scotland in October"): SearchQuery.tripAside (trip-places.ts). */
  tripAside?: string;
  /** The request's words to lower-case where they stay in the text ("RAIN JACKET", "Trainers": shopper-case.ts). */
  folded?: ReadonlySet<string>;
  filters: SearchFilters;
  /** An explicit sort intent ("cheapest"), when one was found. */
  sort: SortOrder | undefined;
  /** "cheap", "budget"…: sort by price unless a price was given. */
  cheap: boolean;
  /** "expensive", "high end"…: sort by price, dearest first, unless a price was given. */
  dear?: boolean;
  /** "mid-range", "mid-priced"…: the middle third of the matches' prices, unless a price was given (price-tier.ts). */
  middle?: boolean;
  /** Cheapness negated ("doesn't look cheap", "not cheaply made"): best rated first, unless an order was asked. */
  quality?: boolean;
  /** How the request leans on the viewed page ("this", "similar", "cheaper"), read only when there is one. */
  reference?: ContextRelation;
  /** True once the page-leaning reader removed any words (cues or pointers). */
  leaned?: boolean;
  /** The need a clause about the recipient names ("who is always cold": warm), asked as a feature. */
  clauseNeed?: string;
  /** Read against a viewed product's page: a colour asked alone there is its colour ("is the olive in stock?"). */
  onPage?: boolean;
  /** A yes/no question about the viewed product ("does it work on induction?"; feature-questions.ts). */
  aboutIt?: boolean;
  /** A question of what the viewed product has or comes with ("does it have a rain cover?": need-phrases.ts). */
  asksHas?: boolean;
  /** The viewed product's sizes when all are numbers: "in 12" may ask for one it lacks (viewed-sizes.ts). */
  viewedSizes?: readonly number[];
  /** "full" of "does it come in full?" on the page of a product in bed sizes (viewed-bed-sizes.ts). */
  viewedBedSize?: string;
  /** Read against a conversation's last search: "thicker ones" orders it as "thickest" (measure-sort.ts). */
  inConversation?: boolean;
  /**
   * The request asks a measured spec or the price of what is viewed ("how big is it?", "what does it cost?"): it
   * names nothing to search for.
   */
  specQuestion?: boolean;
  /**
   * The request is read again in the catalogue's spelling of words only guessed ("botas suade" as "boots suede"):
   * a material after the kind keeps its place, so the echo, said as typed, keeps the shopper's order.
   */
  keepOrder?: boolean;
  /** "pounds" after a price cue is a weight whatever the shop states (ParseOptions.poundsWeigh; pounds-weighed.ts). */
  poundsWeigh?: boolean;
  /** A material after the kind went before it ("sheets cotton" → "cotton sheets"; SearchQuery.materialMoved). */
  materialMoved?: boolean;
  /** What the person a request is for does ("a runner" → 'running'), searched in their place. */
  activity?: string;
  /** That person as the shopper named them ("a runner"), for the chat. */
  recipient?: string;
  /** The words name what that person does or loves ("a runner", "who loves cooking"), not a product. */
  interest?: boolean;
  /**
   * A clause describing that person was taken out ("who is always cold"): with no other words, their most
   * popular products are listed.
   */
  described?: boolean;
  /** A gift phrase was read ("gift ideas"; 'small': "stocking stuffers", `filler.smallGiftWords`): gift-only.ts. */
  gift?: 'small' | 'any';
  /** The audience came only from whom a request is for ("for my wife"), not from a word naming it. */
  audienceImplied?: boolean;
  /** Features asked only as the opposite of a need said in the negative ("not for winter": negated-needs.ts). */
  impliedFeatures?: string[];
  /** Category words that only modify another kind ("running" of "running shorts"; SearchQuery.modifierWords). */
  modifierWords?: string[];
  /** The adults' audience the child asked for grows into ("my 10 year old son": men; see SearchQuery.grownInto). */
  grownInto?: string;
  /** A clause of use was read as "for" its place ("ones I can take to the beach"; use-clauses.ts). */
  usedFor?: boolean;
  /** What a clause alone keeps at a temperature ("something to keep my coffee hot": coffee; keep-clauses.ts). */
  keptFor?: string;
  /** The use a request opening with "for" names alone ("something for a hike": "a hike"; SearchQuery.useFor). */
  useFor?: string;
  /** Whom the conversation's last search was for: "he likes music" next is about them (kind-swap.ts). */
  personBefore?: string;
  /**
   * The conversation's last search named a product ("a jacket for my mom"): a need a clause about its person names
   * next ("she hates the cold") is that product's feature, as beside a product asked (need-phrases.ts).
   */
  priorSubject?: boolean;
  /** A pack asked ("tshirt 3 pack", "t-shirts multipack"; pack-count.ts, SearchQuery.pack). */
  pack?: PackAsked;
  /** The categories of the conversation's last search: what a request naming no product is about ("for two"). */
  priorCategories?: readonly string[];
}

/** A draft of the request `rest`, nothing understood yet. */
export const newDraft = (rest: string): Draft => ({
  rest,
  folded: foldedWords(rest),
  filters: {},
  sort: undefined,
  cheap: false,
});

type ListFilter =
  | 'colors'
  | 'sizes'
  | 'materials'
  | 'brands'
  | 'categories'
  | 'audience'
  | 'features'
  | 'excludeTerms'
  | 'excludeBrands'
  | 'excludeAudience';

/** Adds values to a list filter, keeping the first spelling of each (compared lower-cased). */
export function addToFilter(filters: SearchFilters, name: ListFilter, values: Iterable<string>): void {
  const list = filters[name] ?? [];
  const seen = new Set(list.map((value) => value.toLowerCase()));
  for (const value of values) {
    const key = value.toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    list.push(value);
  }
  if (list.length > 0) filters[name] = list;
}
