/**
 * The structured query the core hands to the catalogue: what the shopper's words were understood to mean.
 * Produced by a pure parser (see parse-query.ts); consumed by storage's retrieval and core's scoring.
 */
import type { FactTold } from './fact-told.ts';
import type { Constraint } from './constraint-labels.ts';
import type { AskedSuperlative, KindAsked, PackAsked, PartUnstated } from './query-asked.ts';
import type { MeasureBound, MeasureSort } from './query-measures.ts';

export type { AskedSuperlative, KindAsked, PackAsked, PartUnstated } from './query-asked.ts';
export type { MeasureBound, MeasureSort } from './query-measures.ts';

/**
 * The orders a search can ask for: relevance, price either way, best rated, newest, most popular (rating ×
 * ln(1 + reviews): "best sellers", "most popular"), and the biggest saving off the regular price ("biggest
 * discount": the amount a product on sale saves, as its pick says "save $63").
 */
export const SORT_ORDERS = [
  'relevance',
  'price_asc',
  'price_desc',
  'rating',
  'newest',
  'popular',
  'discount',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface SearchFilters {
  priceMin?: number;
  priceMax?: number;
  /** ISO 4217 code of the price bounds when the shopper named a currency ("€50" → 'EUR'); bounds are not converted. */
  currency?: string;
  /** Any of these colours (canonical names, families expanded). */
  colors?: string[];
  sizes?: string[];
  materials?: string[];
  brands?: string[];
  categories?: string[];
  audience?: string[];
  features?: string[];
  minRating?: number;
  inStock?: boolean;
  /** Only products priced below their compareAtPrice ("on sale", "discounted"). */
  onSale?: boolean;
  /** Bounded measures ("at least 30 hours", "under 40 mm"): some attribute value of the family within each. */
  measures?: MeasureBound[];
  /**
   * Kinds named with their attribute's noun ("dry skin": skin type dry): products whose attribute of that name,
   * or whose title, names only other kinds of it ("skin type: oily", "Moisturizer for Oily Skin") go.
   */
  kinds?: KindAsked[];
  /** Terms a product must not contain ("not leather"). */
  excludeTerms?: string[];
  /** Brands left out ("sneakers not from Stridewell"): products of any other brand, or of none. */
  excludeBrands?: string[];
  /**
   * Audiences left out ("running shoes not for kids", "jacket, not women's"): products tagged with none of them
   * (an untagged product stays). The canonical audience and the catalogue's spellings of it, never "unisex".
   */
  excludeAudience?: string[];
  /** Products left out by id: the viewed product when the shopper asks for alternatives to it. */
  excludeIds?: string[];
}

/** How a request relates to the product or page the shopper is viewing (see page-context.ts). */
export type ContextRelation = 'refine' | 'similar' | 'cheaper' | 'pricier';

/** The page a request was read against, when it leaned on it ("do you have this in blue?", "cheaper ones"). */
export interface QueryContext {
  /** The viewed product's title, or the page title. */
  title: string;
  /** The viewed product, when `chatMetadata.productId` named one of the tenant's products. */
  productId?: string;
  /** Its price, the bound of "cheaper" / "more expensive". */
  price?: number;
  relation: ContextRelation;
  /** True when the shopper named nothing of their own to search for, so the page supplied it. */
  fromPage: boolean;
  /**
   * The audience filter is the viewed product's own (its title's, else its `gender`/`audience` attribute), lent by
   * the page, not asked by the shopper or kept from the conversation: "products like the X" says it already, so the
   * chat names no "for men" after its title (describe-query.ts).
   */
  audienceLent?: true;
}

export interface SearchQuery {
  /** The words to match, with understood constraints and conversational filler removed. */
  text: string;
  filters: SearchFilters;
  sort: SortOrder;
  /** Present when the request was read against the viewed product or page (chatMetadata). */
  context?: QueryContext;
  /**
   * A pack asked ("tshirt 3 pack", "pack of 3 t-shirts"): no filter and no words, but the products stating it rank
   * first, and the chat says when none shown does.
   */
  pack?: PackAsked;
  /** True when the request narrowed the conversation's last search (sessionId): "under $100" after "boots". */
  followUp?: boolean;
  /**
   * The last search's constraints the request took back ("remove the price filter", "any colour": see
   * dropped-constraints.ts), as they were, for the chat ("Dropped as you asked: under $100.").
   */
  dropped?: SearchFilters;
  /**
   * The audience taken back (`dropped`) was only implied by the person ("for everyone" after "hiking boots for my
   * 12 year old son"): the chat names it as a kind of product ("kids' products only"), not "for kids".
   */
  droppedImplied?: boolean;
  /** The request cleared the conversation ("start over", "new search", "clear filters"), for the chat. */
  startedOver?: boolean;
  /**
   * Bounds asking for room that relaxation dropped ("laptop backpack that fits 17 inch" where the largest fits
   * 16), and values asked as they are beside their attribute's words ("yoga mat 6 mm thick": min and max one value,
   * bare-measures.ts): they filter nothing, but the products nearest to them rank first (see MeasureBound.snug).
   */
  nearRoom?: MeasureBound[];
  /**
   * A ceiling the search had to relax (nothing under $20), remembered without it: a budget moved next ("a bit
   * more") moves from it (relative-budget.ts).
   */
  relaxedCeiling?: number;
  /**
   * A floor the search had to relax (nothing over $500), remembered the same way: "a bit less" next moves from it.
   * Both stay across refinements ("in black") until the price is restated or dropped (follow-up.ts).
   */
  relaxedFloor?: number;
  /**
   * The conversation's budget a request pointing at a shown product moved ("spend a bit more, show me the first
   * one"): the conversation, whose list stays the one to point into and page through, keeps it.
   */
  movedBudget?: Pick<SearchFilters, 'priceMin' | 'priceMax'>;
  /**
   * The price bound was read from the middle of the prices the last search showed ("a bit more" after "running
   * shoes", which had no ceiling to move: over $83), above or below it: the chat says so (describe-query.ts).
   */
  priceFromShown?: 'above' | 'below';
  /**
   * "mid-range": the middle third of the matches' prices, a band set before the search (price-tier.ts); 'lower',
   * low prices and quality asked together ("a watch that looks expensive but isn't"): the cheapest third.
   */
  priceTier?: 'middle' | 'lower';
  /**
   * Who the request is for, named by what they do ("a gift for a runner" → "a runner"), for the chat only: the
   * text searches their activity ("running") instead.
   */
  recipient?: string;
  /** A gift phrase alone ("stocking stuffers"): the chat says it names no kind (gift-only.ts). Never remembered. */
  giftOnly?: true;
  /**
   * The words name what the recipient does or loves ("a gift for a runner": "running"; "for my wife who loves
   * cooking": "cooking"), not a product: the chat says "running picks for a runner".
   */
  interest?: boolean;
  /**
   * What the request keeps at a temperature, its words in `text` after the feature ("something to keep my coffee
   * hot": "insulated coffee"), for the chat only: "insulated picks for coffee" (keep-clauses.ts).
   */
  keptFor?: string;
  /** The use a request opening with "for" names, no kind ("something for a hike"), for the chat: "products for a hike". */
  useFor?: string;
  /**
   * The audience filter came only from whom the request is for ("a gift for my wife"), not from a word naming it
   * ("women's"): relaxed, it leaves no word to rank by (see softenedQuery).
   */
  audienceImplied?: boolean;
  /**
   * Features asked only as the opposite of a need said in the negative ("a tent that isn't for winter": breathable,
   * negated-needs.ts), no word of the shopper's: relaxed, the chat does not say so (relax-query.ts).
   */
  impliedFeatures?: string[];
  /**
   * An implied audience where no product states one (untagged-audience.ts), as the words titles name audiences
   * with: among the matches of the kind asked, those whose titles hold a `prefer` word come first, those holding
   * only an `avoid` word (another audience's) last, none left out. Set only while searching, never remembered.
   */
  audienceTitles?: { prefer: string[]; avoid: string[] };
  /**
   * Words of a colour, audience or brand that relaxation dropped, put back into `text` (softenedQuery): they rank
   * the products the shopper's other words match but match nothing alone, so "camping gear for the kids" where
   * no camping product is for kids lists camping products, children's first, not kids' sneakers. Alone in the
   * text, they match as any word. Remembered too, with the words of a feature or material a turn relaxed (still in
   * its text), so a sort or "more" next does not seek them again (relax-query.ts relaxedWordsOf).
   */
  relaxedWords?: string[];
  /** Features and materials said not to be required ("i don't need them waterproof"; unrequired-values.ts). */
  notRequired?: string[];
  /**
   * Words of `text` naming a category that only modify the kind asked ("running" of "running shorts" where
   * "Running" is shoes: modifier-category.ts): they name no product of that kind, so beside a kind no product
   * holds they match nothing (storage: names-products.ts), and the chat says the shop has none.
   */
  modifierWords?: string[];
  /**
   * A material said after the kind was read before it ("sheets cotton": "cotton sheets"; feature-after-kind.ts): a
   * search then finding a word no product holds reads the request again in the order typed ("botas suede").
   */
  materialMoved?: true;
  /**
   * Kinds asked with their noun that relaxation dropped ("dry skin" where no moisturizer is for dry skin): they
   * filter no more, but among the products of the kind asked for, those naming only another kind ("Moisturizer
   * for Oily Skin", skin type oily) come after those naming the asked one or none (storage: asked-kind-first.ts).
   */
  relaxedKinds?: KindAsked[];
  /**
   * The constraints a follow-up adding no words kept as the last search had them (carried-constraints.ts): the
   * products shown under them held only part of the words already, so a partial match drops none of them ("cheaper
   * ones" after "rain jackets" → "for kids" sorts the kids' jackets shown). Not remembered.
   */
  carried?: Constraint[];
  /**
   * Read against a product pointed at or viewed, the request said a size of its own ("the second one in size 9"):
   * what the product lent (its audience: a kids' shoe) and the conversation kept (a colour, a price) give way
   * before that size, which goes last but for the category (relax-query.ts). Not remembered.
   */
  sizeSaid?: true;
  /**
   * The adults' audience ("men", "women") of the child the request is for ("my 12 year old son", "boys' boots"):
   * should the kids' audience give way, the other sex's products stay out (`queryDefaults.audience.grownInto`).
   */
  grownInto?: string;
  /**
   * A superlative of a measure ("lightest hiking boots", "the thickest yoga mat", "longest battery life"): the
   * matches ordered by the attributes whose names hold one of `words` and whose values are in one of the `units`
   * families, `order` ascending or descending; products without such a value come last (see measure-sort.ts).
   */
  measureSort?: MeasureSort;
  /**
   * A superlative asked of the conversation's list ("which is the lightest?", "what's the best rated one?"): the
   * chat names the first match as the answer, or says that none states the measure. Never remembered.
   */
  superlativeAsked?: AskedSuperlative;
  /**
   * Colours said of a part no value of which names a colour ("watch with a brown leather strap" where straps are
   * only "leather", "nylon"…): no filter on the product, and the chat says so (part-phrases.ts). Never remembered.
   */
  partsUnstated?: PartUnstated[];
  /** Facts the shopper told about themselves ("i have wide feet"): fact-told.ts. Never remembered. */
  factsTold?: FactTold[];
  /**
   * A fact of the products asked of a kind ("warranty" of "how long is the warranty on headphones"): the chat says
   * each pick's value, or that none states it (kind-fact.ts). Never remembered.
   */
  factAsked?: string;
  /**
   * The place (and month) of a trip the shopper named, which narrows nothing ("Scotland in October"): the chat says
   * it can't tell the weather there and asks what the products must handle (trip-places.ts). Never remembered.
   */
  tripAside?: string;
}
