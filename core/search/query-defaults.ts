/**
 * Every tunable of the query parser in one documented object (MiniSearch style): lexicons, colour families,
 * filler phrases, sort cues and numbers such as the ±20% band of "around". The parser never special-cases a
 * query; it only reads this object (plus the tenant's CatalogVocabulary).
 *
 * Notation (lexicon-notation.ts): `list('a, b, c')` is `['a', 'b', 'c']`; `lexicon('canonical = synonym,
 * synonym; other')` maps each canonical term to its synonyms. Phrases match whole words, case-insensitively;
 * spaces and hyphens between words are interchangeable ("noise-cancelling" = "noise cancelling" =
 * "noisecancelling") and apostrophes are optional.
 */
import { attributeDefaults } from './query-defaults-attributes.ts';
import { audienceDefaults } from './query-defaults-audience.ts';
import { clauseDefaults } from './query-defaults-clauses.ts';
import { conversationDefaults } from './query-defaults-conversation.ts';
import { followUpDefaults } from './query-defaults-follow-ups.ts';
import { framingDefaults } from './query-defaults-framing.ts';
import { smallTalkDefaults } from './query-defaults-small-talk.ts';
import { phraseDefaults } from './query-defaults-phrases.ts';
import { measureDefaults } from './query-defaults-measures.ts';
import { negatedDefaults } from './query-defaults-negated.ts';
import { factDefaults } from './query-defaults-facts.ts';
import { budgetDefaults } from './query-defaults-budget.ts';
import { calendarDefaults } from './query-defaults-calendar.ts';
import { compareDefaults } from './query-defaults-compare.ts';
import { emojiDefaults } from './query-defaults-emoji.ts';
import { priceDefaults } from './query-defaults-price.ts';
import { lexicon, list } from './lexicon-notation.ts';

export const queryDefaults = {
  ...priceDefaults,
  ...budgetDefaults,
  ...emojiDefaults,
  ...calendarDefaults,
  ...measureDefaults,
  /** Explicit sort intents; the first one found wins and is removed from the text. */
  sort: {
    price_asc: list(`cheapest, lowest price, lowest prices, lowest priced, least expensive,
      price low to high, low to high, by price`),
    price_desc: list(
      'most expensive, highest price, highest priced, priciest, price high to low, high to low',
    ),
    rating: list(
      `best rated, top rated, highest rated, best reviewed, top reviewed, highest rating, by rating, best reviews,
      best ratings, best rating, highest ratings, highest reviews, top reviews`,
    ),
    newest: list(`newest, latest, new arrivals, newest arrivals, latest arrivals, just arrived, just in,
      most recent, newly released, new releases, recently added`),
    // Rating × ln(1 + reviews): the shop has no sales figures, so the most-reviewed well-rated products stand in.
    popular:
      list(`most popular, best sellers, best seller, bestsellers, bestseller, best selling, bestselling,
      top sellers, top seller, top selling, most loved, customer favorites, customer favourites, popular,
      trending, by popularity, most reviewed, most reviews, most ratings`),
  },
  /**
   * The words a sort cue may name before its "first", all removed with it: "cheapest ones first", "newest items
   * first" (the "first" had stayed a word to match).
   */
  sortFirstNouns: list('one, ones, items, products, options, models, styles, pairs'),
  rating: {
    /** Ratings run 0..maxStars; larger numbers are never read as a rating. */
    maxStars: 5,
    /** "highly rated" means at least this many stars. */
    highlyRated: 4,
    highlyRatedPhrases: list(`highly rated, well rated, highly reviewed, well reviewed, good reviews,
      great reviews, high rating, good rating, great rating, highly ranked`),
    /** Number words read as star counts ("four stars"). */
    numberWords: { one: 1, two: 2, three: 3, four: 4, five: 5 } as Record<string, number>,
    /**
     * Superlatives of opinion beside a product ("best running shoes", "the best pan for eggs"): its matches best
     * rated first (enough reviews counting, as "best rated" sorts), among those matching the rest fully
     * (rankingDefaults.sortedCoverage), as "cheap yoga mat" sorts by price (best-opinion.ts). Not where a price word
     * or a measure orders the list ("best cheap headphones", "best battery"), nor before `notBefore` ("best value",
     * "best price" ask for the price's worth), nor where a title of the shop holds the word ("Best Barns":
     * CatalogVocabulary.praiseNames). "good", "great" say less than the best, and stay words of opinion.
     */
    best: list('best, finest, very best'),
    bestNotBefore:
      list(`value, price, prices, deal, deals, offer, offers, buy, buys, seller, sellers, selling,
      bang, for the money, for my money`),
  },
  /**
   * Phrases meaning onSale: true (priced below compareAtPrice), with an "on" after them ("deals on tents",
   * "discounts on tents"); not after `notAfter` ("for sale", "yard sale"), nor where two or more of the tenant's titles use the phrase
   * as a name (the brand Metal Sales, clearance lights: CatalogVocabulary.saleNames).
   */
  onSale: {
    phrases: list(`on sale, in the sale, in sale, sale, sales, on discount, discounted, at a discount,
      with a discount, on special offer, marked down, markdown, markdowns, clearance, on clearance, on offer,
      special offer, special offers, on special, deals, best deals, great deals, good deals, hot deals,
      price drop, price drops, reduced price, reduced prices, price reduced, bargains, discounts, discount,
      promotions, promos`),
    notAfter: list('for, yard, garage, bake, estate, charity, point of'),
    /** Nor before these: "discount code", "sale voucher" ask for no product on sale. */
    notBefore: list('code, codes, coupon, coupons, voucher, vouchers'),
    /**
     * Products on sale, the biggest saving first (sort `discount`): "biggest discount" had ordered the products on
     * sale by their size ("biggest"), a 45L backpack first.
     */
    biggestSaving: list(`biggest discount, biggest discounts, largest discount, largest discounts, deepest
      discount, deepest discounts, highest discount, highest discounts, best discount, best discounts, biggest
      saving, biggest savings, largest savings, best savings, most savings, most discounted, most off, biggest
      markdown, biggest markdowns, biggest price drop, biggest price drops, biggest sale, biggest deals,
      best deals first, biggest discount first, biggest savings first, by discount, sorted by discount`),
  },
  /** Phrases meaning inStock: true. */
  inStock: list(`in stock, available now, available today, currently available, ready to ship, ships today,
    ships now, in stock now, not sold out, not out of stock, available immediately`),
  /**
   * A shopper allowing sold-out products: a `states` phrase after a `before` one ("even if it's sold out") or before
   * an `after` one ("not in stock is fine", "out of stock ones are ok"). It goes, and no stock filter is set (it had
   * been read as in stock); in a conversation it drops the last search's (stock-phrases.ts).
   */
  soldOutAllowed: {
    states: list(
      'not in stock, out of stock, sold out, unavailable, not available, backordered, on backorder',
    ),
    before:
      list(`even if, even if it's, even if its, even if it is, even if they're, even if they are, even when,
      including, include, even, i don't mind, don't mind, i dont mind, dont mind`),
    after:
      list(`fine, ok, okay, alright, all right, good, acceptable, allowed, welcome, no problem, not a problem,
      fine too, ok too, okay too, too, as well, also fine, also ok, totally fine, perfectly fine`),
  },
  ...attributeDefaults,
  ...audienceDefaults,
  /**
   * Shoppers' shorthand, read as the full words wherever those are read ("blk rain jacket" is a black rain jacket,
   * "tent 4 ppl" a tent for 4 people, "tee lg" size L, "tent w/ vestibule" a tent with a vestibule): each
   * abbreviation is replaced by its full word before anything else reads the request, unless the tenant's
   * catalogue names a brand, colour, material or feature with it (the brand LG stays "LG"). Whole words only,
   * any case, never joined to the next word ("U-lock"). Chat shorthand is framing once written out ("whats ur
   * cheapest tent?", "do u have tents pls").
   */
  abbreviations: lexicon(`black = blk, blck; white = wht; grey = gry; navy = nvy;
    people = ppl; year = yr; years = yrs; months = mos;
    you = u; your = ur; please = plz, pls, pleez; thanks = thx, thnx, tnx;
    women's = wmns, wmn, wmns'; men's = mns;
    large = lg; medium = med, md; small = sm;
    with = w/; without = w/o, w/out`),
  /**
   * Letter sizes read as the size word whose measure they order where the kind named is sold in no letter size but
   * states that measure ("xl tent" is a large tent, largest first by people; "xs backpack" smallest first by
   * volume), as a size's shorthand is there ("sm backpack"); elsewhere they stay sizes ("sweater xl").
   */
  letterMeasures: lexicon('small = xs, xxs; large = xl, xxl'),
  negation: {
    /**
     * Cues before an excluded term: "not leather", "without plastic", "no wool", "nothing brown", "avoid wool".
     * "-free" is handled too. Those from "don't keep you" on negate what the product does to its user: "sheets
     * that don't keep you warm" leave out warm ones (the feature had been asked for, and relaxed onto a warm
     * sweater). Not "doesn't make you" or "doesn't get": an exclusion reads descriptions too, and "doesn't make
     * you sweat" would leave out the sweat-wicking ones asked for.
     */
    cues: list(`not, no, without, except, excluding, exclude, free of, free from, other than, anything but,
      nothing made of, nothing in, none in, don't want, do not want, i don't want, i do not want, w/o, minus,
      isn't, aren't, doesn't have, don't have, does not have, do not have, doesn't need, don't need,
      do not need, does not need, i don't need, i do not need, we don't need, we do not need,
      i don't like, i do not like, don't like, do not like, i'm allergic to, i am allergic to, im allergic to,
      he's allergic to, she's allergic to, he is allergic to, she is allergic to, we're allergic to, allergic to,
      doesn't like, does not like, doesn't want, does not want, dislikes, any colour but, any color but,
      any colours but, any colors but, any brand but, nothing, avoid, avoiding, hate, i hate, not a fan of,
      stay away from,
      don't keep you, doesn't keep you, won't keep you, do not keep you, does not keep you, will not keep you`),
    /** Words skipped between the cue and the term: "not made of leather", "without a hood". */
    skip: list('made of, made from, made with, out of, any, a, an, the, containing, with, in'),
    /**
     * A degree we cannot filter on: the phrase and the word after it go ("yoga mat not too thick" searches
     * "yoga mat"; matching "thick" would rank the opposite first). "not too expensive" is read as cheap before.
     */
    softDegree: list(`not too, not overly, not very, not so, nothing too, not super, isn't too, aren't too,
      is not too, are not too, isn't very, aren't very, isn't overly, aren't overly`),
    /**
     * A cue after one of these negates what the product does, not what it is made of: "a mat that does not
     * slip" asks for a mat that grips, as "doesn't slip" does ("does not need" is a cue of its own); "socks
     * that help avoid blisters" ask for socks against blisters, not for socks never mentioning them.
     */
    auxiliaries: list('do, does, did, will, would, can, could, should, must, may, might, shall, help, helps'),
    /** A cue followed by one of these is not a negation: "not too heavy", "not sure", "nothing but white". */
    notAfter: list(`too, very, so, really, sure, only, just, more, less, much, longer, later, over, under,
      above, below, that, quite, necessarily, always, for, than, one, idea, problem, need, bigger, smaller, but,
      else`),
    /** Two-word names that start with a cue but negate nothing: "no show socks", "no iron shirt". */
    notNegation: list(`no show, no iron, no slip, no tie, no fade, no pull, no spill, no drip, no touch,
      no rinse, no scratch, no sew, no drill, no bake, no fuss, no mess, no pinch, no crease, no wire`),
    /**
     * Plural particles that make the word of such a name a compound noun: "no slip ons" leaves out slip-ons (it
     * had read "no slip" and asked for non-slip ones, a slip-on first), as "no slip-ons" does.
     */
    compoundPlurals: list('ons, ups, ins'),
    /**
     * The same particles in the singular, read so only where the phrase ends with them: "shoes that are not slip
     * on" leave out the slip-ons (it had left out "slip" and searched "on"), "not lace up, under $80" the lace-ups;
     * "a mat that won't slip on tile" keeps its words.
     */
    compoundParticles: list('on, up, in'),
    /** Words opening another phrase after such a particle: "not slip on, in black", "not lace up under $80". */
    compoundEnds: list('and, or, but, with, under, below, over, for, from, in, that, which, please, size'),
    /**
     * Where a product sits on the body, a word of `positions` before one of `bodyParts`, is one style however it is
     * spelt: "headphones that aren't over ear" leave out the over-ear ones, as "not over-ear" does (it had read
     * "over" as a price's and excluded nothing); "boots not over the knee" the over-the-knee boots.
     */
    positions: list('over, on, in, under, above, below'),
    bodyParts: list('ear, ears, knee, knees, ankle, calf, head, shoulder, neck, wrist, elbow, hip, thigh'),
  },
  categories: {
    /** Category path segments too generic to mean anything when a shopper types them. */
    ignore: list('other, others, misc, miscellaneous, general, sale, new, all, more, default, uncategorized'),
    /** Segments (and their words) shorter than this are never matched. */
    minLength: 3,
    /** Words after a product's name that begin what it is for: category words after them name no category. */
    qualifiers: list('for, with, that, which, when, while, during'),
    /**
     * Words that end a product's name after a category's word, never the kind it names: "Hiking Sandal in Olive"
     * names a sandal, "running shorts and socks" shorts (category-kinds.ts, modifier-category.ts).
     */
    phraseEnds: list(`for, with, that, which, when, while, during, and, or, but, in, on, of, to, from, by, at,
      like, than, under, over, the, not, without, please`),
  },
  brands: {
    /** Brand names shorter than this, or in `ignore`, are never matched (a brand called "On" or "All"). */
    minLength: 2,
    ignore: list(`on, in, at, to, by, a, an, the, and, or, for, with, new, all, one, best, good, top, more,
      free, up, go, me, my, you, it, is, be, no, not, so, any, some, size, sale`),
    /**
     * Words between a negation cue (`negation.cues`) and a brand that excludes it: "sneakers not from
     * Stridewell", "anything but made by Acme", "no Acme".
     */
    excludeLeads: list('from, by, made by, made from, the, any, anything from, anything by, products from'),
  },
  ...phraseDefaults,
  ...followUpDefaults,
  ...conversationDefaults,
  ...framingDefaults,
  ...clauseDefaults,
  ...smallTalkDefaults,
  ...negatedDefaults,
  ...factDefaults,
  ...compareDefaults,
  /** Product attribute names (lower-cased) feeding each vocabulary list, as storage indexes them. */
  vocabularyAttributes: {
    colors: list('color, colour, colors, colours'),
    sizes: list('size, sizes'),
    materials: list('material, materials'),
    features: list('features, feature'),
    audiences: list('gender, audience'),
  },
};

export type QueryDefaults = typeof queryDefaults;
