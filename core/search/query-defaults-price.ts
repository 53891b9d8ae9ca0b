/**
 * Price cues of the query parser: amounts, currencies, "cheap" words and comparison words before a
 * quantity. Part of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { list } from './lexicon-notation.ts';

/** Verbs after which a number counts people or things: "sleeps 4", "seats 6", "holds 10". */
const countVerbs = list('sleeps, sleep, seats, seat, fits, fit, holds, hold, accommodates, serves, feeds');

export const priceDefaults = {
  price: {
    /** Half-width of the band for "around 200" and for a bare currency amount: 0.2 → 160–240. */
    aroundTolerance: 0.2,
    /** What "$50 headphones" (a currency amount with no cue) means: a band around it, or an upper bound. */
    bareCurrencyAmount: 'around' as 'around' | 'max',
    /**
     * A bare number after a strong cue is a price only when it ends its phrase (end, punctuation, a connector or
     * another cue): "over 100" and "under 50 for my son" are prices, "more than 2 pockets" counts pockets.
     * Set to false to read every bare number after a strong cue as a price ("more than 2 pockets" too); one before a
     * kind the shop sells is read by `bareNumberBeforeKind`.
     */
    bareNumberEndsPhrase: true,
    /**
     * After a strong ceiling cue ("under", "less than", "cheaper than", "or less" after it), a bare number is a price
     * before a kind the shop sells too, a category of its catalogue: "under 50 running shoes", "cheaper than 50
     * tents" (they had searched "50"). Never after a floor ("more than 2 running shoes") and never before a unit or
     * a word the shop sells no kind of ("under 2 lbs", "under 3 compartment backpack").
     */
    bareNumberBeforeKind: true,
    /**
     * A bare range or span right after a kind the shop sells, ending its phrase, with no unit, is a price band:
     * "boots 100-150", "sneakers in the 100s" ($100 to $199.99); not below `maxAfterMinimum` ("boots 8-10") nor
     * between two sizes the shop sells, nor run as the kind's sizes ("boots 40-42"). See bare-price-ranges.ts.
     */
    bareRanges: true,
    /** A narrower bare range (top under this times its bottom) run as a kind's sizes is sizes (size-like-range.ts). */
    sizeBandRatio: 1.2,
    /** After a currency word, these make it a style, not money: "30 euro style espresso cups" has no price. */
    styleWords: list('style, styled'),
    /** Words that may precede a price phrase and are removed with it ("priced under $50"). */
    lead: list(`priced, price, prices, costing, costs, cost, that cost, that costs, for, at, keep it, keep them,
      keep things, keep, keeping it, stay, staying, stays`),
    /**
     * Cues before or after an amount. A `strong` cue makes a bare number a price ("under 50"); an `atEnd` cue
     * too, but only when the number ends its phrase (whatever `bareNumberEndsPhrase` says) and is at least
     * `atEndMinimum`: "watch up to 150" and "jacket for about 100" are prices, "tent up to 4 people" and "a tent
     * for up to 4" are not; a `weak` cue needs a currency ("max $40"), as names hold it before a number ("Air
     * Max 90").
     */
    maxBefore: {
      strong: list(`under, below, less than, cheaper than, lower than, no more than, not more than,
        nothing over, nothing above, not over, not above, no higher than, at most, at or below, budget of,
        budget is, my budget is, a budget of, budget, less expensive than, less pricey than, nothing more than,
        nothing higher than, nothing pricier than, nothing more expensive than, no pricier than,
        no more expensive than, not more expensive than, at or under, shy of`),
      atEnd: list('up to, within, <, <=, ≤'),
      weak: list('max, maximum, tops'),
    },
    /**
     * Of the weak ceiling cues, those read as `atEnd` ones (a bare number ending its phrase, of at least
     * `maxAfterMinimum`: "boots max 120" is under $120) where no title or brand of the shop holds them as a word
     * (CatalogVocabulary.priceCueNames: "Air Max 90", "Power Max 726"); not "tops", a kind ("tank tops 40").
     */
    nameCues: list('max, maximum'),
    minBefore: {
      strong: list(`over, above, more than, greater than, higher than, at least, no less than,
        not less than, starting at, minimum of, more expensive than, pricier than, dearer than, costlier than,
        more pricey than, at or above, at or over`),
      atEnd: list('starting from, >, >=, ≥'),
      weak: list('from, min, minimum'),
    },
    /**
     * Cues after an amount. "100 or less" is a price when it ends its phrase, as after a strong cue before it
     * ("2 or less pockets" is not); so is "150 max"; "tops" needs a currency ("$200 tops"), as "4 tops" are
     * shirts.
     */
    maxAfter: {
      strong: list(
        'or less, or under, and under, or below, and below, or lower, or cheaper, or cheaper than that',
      ),
      atEnd: list('max'),
      weak: list('tops'),
    },
    minAfter: list('or more, and up, and above, or above, or higher, and over, or over, +, plus, min'),
    around: {
      strong: list('around, approximately, roughly, approx, somewhere around'),
      atEnd: list('about, near, close to, circa, ~'),
      weak: [] as string[],
    },
    /** After an amount, a band around it: "200 or so", "100ish", "for 200 bucks or so". */
    aroundAfter: {
      strong: [] as string[],
      atEnd: list('or so, ish, or thereabouts, give or take'),
      weak: [] as string[],
    },
    /**
     * The smallest bare number an `atEnd` cue makes a price: below it, a count ("sleeps up to 4") or a heart
     * ("sneakers <3"). Comparison signs are `atEnd` cues too.
     */
    atEndMinimum: 10,
    /** The largest amount that is a price; above it (and below zero) a named amount sets no bound. */
    largestAmount: 1_000_000_000,
    /**
     * The smallest bare number "max" after it makes a price: model numbers come before "max" in names ("iphone
     * 15 max", "hero 12 max") and run below it; prices written so ("150 max") seldom do. A currency always counts.
     */
    maxAfterMinimum: 20,
    /**
     * Words after which a bare number with an `atEnd` cue counts people or things when below `countCeiling`:
     * "tent for up to 10", "sleeps up to 10", "a tent for 10 or so"; "watch for about 100" is still a price.
     */
    countBefore: [...list('for'), ...countVerbs],
    /** Of those, the verbs, after which a bare number below `countCeiling` counts whatever its cue: "sleeps at least 3". */
    countVerbs,
    countCeiling: 20,
    /**
     * Words after which a bare number with an `atEnd` cue is an age: "he's about 10", "who is 12ish", "kids from
     * 10 to 14". "is" / "are" count unless a price word precedes them ("the price is about 100").
     */
    ageBefore:
      list(`he's, she's, hes, shes, he is, she is, they're, they are, who's, is, are, aged, age, ages,
      kid, kids, child, children, boys, girls, toddlers, teens, years, year, yrs, old, turning, turns`),
    /** Before "is" / "are", these keep a number a price: "my budget is about 100". */
    priceWords: list('price, prices, cost, costs, budget, total, spend, limit'),
    /**
     * Words after which a number is no price, whatever the cue: a size, an age, a rating or a count of reviews
     * ("sizes from 8 to 10", "ages from 8 to 12", "rating >4.5", "reviews >1000"). Not "rated": "top rated
     * under 50" asks a price (the rating reader takes "rated >4" first).
     */
    notPriceBefore: list(
      'size, sizes, sz, age, ages, aged, rating, ratings, stars, star, reviews, review, score',
    ),
    /** "between 150 and 300" (bare numbers allowed), "from 100 to 200" (ending its phrase). */
    rangeBefore: { strong: list('between'), atEnd: list('from'), weak: [] as string[] },
    /** Currency symbols and words by ISO code. */
    currencies: {
      USD: list('$, us$, usd, dollar, dollars, buck, bucks'),
      EUR: list('€, eur, euro, euros'),
      // Not "pound(s)": far more often a weight ("50 pound bag") than money; £, GBP and quid remain.
      GBP: list('£, gbp, quid'),
    } as Record<string, string[]>,
    /**
     * Words for pounds sterling that are weights too ("a 50 pound bag"): money only after a strong cue or
     * "between", ending its phrase, where the shop states no weights (CatalogVocabulary.measureUnits lacks 'g'):
     * "jackets under 80 pounds" is under £80 there (pound-prices.ts); where it weighs, a weight bound.
     */
    poundWords: list('pounds sterling, pound sterling, pounds, pound'),
    /**
     * Such a ceiling below this share of the cheapest price of what the request matches is a weight after all:
     * "tent under 2 pounds" where the cheapest tent is $48.99 (pounds-weighed.ts); "jackets under 80 pounds" stays
     * money.
     */
    poundsWeighBelow: 0.2,
    /** A bare number followed by one of these is a quantity, never a price: "8 ounce", "2 pack", "3/4 in." */
    units:
      list(`oz, ounce, ounces, fl oz, lb, lbs, pound, pounds, kg, kgs, g, gram, grams, mg, ml, cl, l, liter, liters,
      litre, litres, gal, gallon, gallons, qt, quart, quarts, pint, pints, cup, cups, in, inch, inches, ft,
      feet, foot, cm, mm, m, meter, meters, metre, metres, yd, yard, yards, pack, packs, pk, pc, pcs, piece,
      pieces, count, ct, pair, pairs, set, sets, w, watt, watts, v, volt, volts, mah, wh, gb, tb, mb, hz,
      mp, hour, hours, hr, hrs, minute, minutes, mins, min, day, days, week, weeks, month, months, year,
      years, yr, yrs, person, persons, people, seater, player, players, degree, degrees, percent, sheets,
      rolls, lumens, qty, stars, star`),
    /**
     * Words before which "in" after a number is a preposition, not inches: "under 100 in blue", "under 50 in
     * size 10", "under 200 in stock" (the built-in colours and materials count too).
     */
    inBefore: list(
      `size, sizes, stock, store, stores, the, a, an, my, your, our, all, any, total, colour, color`,
    ),
    /**
     * Degrees before a price comparative go with it ("slightly cheaper running shoes", "something a bit cheaper"
     * on a page, "a little more expensive"): they had been searched for ("Showing slightly running shoes").
     */
    degrees: list(`a bit, a little, a little bit, a tiny bit, slightly, somewhat, a tad, a touch, a smidge,
      a lot, much, way, far, even`),
    /**
     * Degrees before a bound or a band with an amount go with it, which is the plain bound: "a bit cheaper than 50"
     * and "just under 100" are under $50 and under $100, "a little over 40" over $40, "well under 200" under
     * $200, "just about 100" about $100 (they had been searched for: "No product mentions \"bit\"").
     */
    boundDegrees:
      list(`a bit, a little, a little bit, a tiny bit, slightly, somewhat, a tad, a touch, a smidge,
      a hair, just, well, way, much, far, a lot, even, right`),
    /** Removed and, unless a price was given, sort by price ascending. Never invents a price. */
    cheap: list(`cheap, cheaper, budget, inexpensive, affordable, low cost, low priced, bargain, economical,
      not too expensive, not expensive, on a budget, budget friendly, not too pricey, not pricey,
      nothing too expensive, nothing too pricey, nothing expensive, nothing pricey, isn't too expensive,
      isn't too pricey, aren't too expensive, aren't too pricey, is not too expensive, is not too pricey,
      not that expensive, not that pricey, not very expensive, not overly expensive, not so expensive,
      won't break the bank, doesn't break the bank`),
    /**
     * Removed and, unless a price was given, sort by price descending: "expensive sunglasses", "high end
     * headphones". Not "premium" or "luxury": product names hold them ("Premium Coffee", "Luxury Towel"); they are
     * `tiers` words, read so only where no title holds them.
     */
    dear: list('expensive, more expensive, pricey, pricier, high end, high-end, upscale, top of the line'),
    /**
     * Price tiers, read unless a price was given and only where none of the shop's titles holds the phrase
     * ("Behr Premium Plus", "Luxury Vinyl Plank": there a name, searched as words; CatalogVocabulary.tierNames).
     * `upper` reads as `dear` ("premium backpack": dearest first), `lower` as `cheap` ("entry-level headphones":
     * cheapest first), `middle` as the middle third of the prices of what the request matches ("mid-range watch":
     * price-tier.ts).
     */
    tiers: {
      upper: list(`premium, luxury, luxurious, top end, top-end, top tier, top-tier, high tier, high-tier,
        higher end, higher-end, top of the range`),
      middle: list(`mid-range, mid range, midrange, mid-priced, mid priced, midpriced, moderately priced,
        mid-tier, mid tier, middle of the range, medium priced, medium-priced, mid-market,
        mid market`),
      lower: list(`entry-level, entry level, low end, low-end, lower end, lower-end, value priced,
        reasonably priced`),
    },
    /**
     * Cheapness negated asks for quality, not a price order: "sunglasses that don't look cheap", "not cheap",
     * "nothing cheap-looking", "not cheaply made" list the best rated first (negated-cheapness.ts). A negation cue
     * (`negation.cues`) or one of `cues`, up to three `between` words, then a `words` one; the whole phrase leaves
     * the text (it had been read as "cheap", cheapest first, and its "don't look" searched).
     */
    notCheap: {
      cues: list(`never, wasn't, weren't, doesn't, don't, does not, do not, won't, will not, shouldn't,
        should not, not looking, not feeling`),
      between:
        list(`anything, something, any, too, very, so, that, overly, super, it, them, to, be, have, has,
        need, needs, look, looks, looking, feel, feels, feeling, seem, seems, appear, appears, made, built`),
      words:
        list(`cheap, cheaply, cheapo, cheap looking, cheaply made, cheap made, cheap feeling, cheap quality,
        cheaply built, cheap stuff, cheap things, cheap junk`),
    },
  },
  /**
   * Words after a size or a measure that go with it and leave the text ("size 10 or so", "size 10ish", "30L or
   * so"); `bound` words only after a size ("size 9 max"), as a measure reads them as its bound ("30L max");
   * `before` words before a measure ("backpack about 20L" is "backpack 20L", as "20L or so" is: it had searched
   * "about" and found nothing).
   */
  approximations: {
    around: list('or so, ish, or thereabouts, give or take, approx, approximately'),
    before: list('about, around, approximately, approx, roughly, somewhere around, close to, circa, ~'),
    bound: list('max, maximum, min, minimum, tops'),
  },
  /**
   * Comparison words before a number that is not a price ("at least 16gb", "over 55 inch", "more than 2
   * pockets"): removed, the quantity stays as words to match (there is no quantity filter). Not "max" or
   * "min": names hold them before a number ("Power Max 726", "Air Max 90").
   */
  quantityCues: list(`at least, at most, more than, less than, fewer than, greater than, no more than,
    no less than, not more than, not less than, over, under, above, below, up to`),
};
