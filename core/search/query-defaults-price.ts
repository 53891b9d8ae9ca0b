/**
 * Price cues of the query parser: amounts, currencies, "cheap" words and comparison words before a
 * quantity. Part of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { list } from './lexicon-notation.ts';

export const priceDefaults = {
  price: {
    /** Half-width of the band for "around 200" and for a bare currency amount: 0.2 → 160–240. */
    aroundTolerance: 0.2,
    /** What "$50 headphones" (a currency amount with no cue) means: a band around it, or an upper bound. */
    bareCurrencyAmount: 'around' as 'around' | 'max',
    /**
     * A bare number after a strong cue is a price only when it ends its phrase (end, punctuation, a connector or
     * another cue): "over 100" and "under 50 for my son" are prices, "more than 2 pockets" counts pockets.
     * Set to false to read "under 50 running shoes" as a price too.
     */
    bareNumberEndsPhrase: true,
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
        budget is, my budget is, a budget of, budget`),
      atEnd: list('up to, within, <, <=, ≤'),
      weak: list('max, maximum, tops'),
    },
    minBefore: {
      strong: list(`over, above, more than, greater than, higher than, at least, no less than,
        not less than, starting at, minimum of`),
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
    countBefore: list('for, sleeps, sleep, seats, seat, fits, fit, holds, hold, accommodates, serves, feeds'),
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
    /** Removed and, unless a price was given, sort by price ascending. Never invents a price. */
    cheap: list(`cheap, cheaper, budget, inexpensive, affordable, low cost, low priced, bargain, economical,
      not too expensive, not expensive, on a budget, budget friendly, not too pricey, not pricey,
      nothing too expensive, nothing too pricey, nothing expensive, nothing pricey, isn't too expensive,
      isn't too pricey, aren't too expensive, aren't too pricey, is not too expensive, is not too pricey,
      not that expensive, not that pricey, not very expensive, not overly expensive, not so expensive,
      won't break the bank, doesn't break the bank`),
    /**
     * Removed and, unless a price was given, sort by price descending: "expensive sunglasses", "high end
     * headphones". Not "premium" or "luxury": product names hold them ("Premium Coffee", "Luxury Towel").
     */
    dear: list('expensive, more expensive, pricey, pricier, high end, high-end, upscale, top of the line'),
  },
  /**
   * Saying what one will spend, read before the filler and the price phrases (spending-phrases.ts): the words go,
   * and an amount after them is a ceiling. "I can spend 40", "we're happy to pay $60", "I can go up to 150",
   * "raise the budget to 300", "lower it to 30"; negated, a bound above is one below: "I don't want to spend more
   * than 60", "I'd rather not pay over 70" (they had searched "spend" or "raise", or read a minimum of $60).
   */
  spending: {
    /** Who speaks, before it all (optional): "I", "we're". */
    speakers: list(`i, we, i'm, im, i am, we're, we are, i'd, id, we'd, i'll, we'll, i've, we've`),
    /** Words between the speaker (or a negation) and the verb, any number of them: "can", "am willing to". */
    modals: list(`can, could, will, would, should, may, might, only, just, really, probably, comfortably,
      realistically, happily, am, are, willing to, happy to, able to, prepared to, ready to, want to, wanna,
      wanted to, would like to, like to, plan to, planning to, hoping to, hope to, looking to, trying to,
      aiming to, going to, gonna, allowed to, ok to, okay to, fine to, afford to, to`),
    /** Verbs an amount may follow directly ("spend 40") or after `reach` ("pay up to 60"). */
    verbs: list('spend, pay, afford, splurge, splash out, put in'),
    /** Verbs read only after a speaker: "I have 60 dollars", "we've got $50" ("tents that have 2 doors"). */
    held: list('have, have got, got'),
    /** Verbs that need `reach` after them: "go up to 150", "stretch to 110". */
    reachVerbs: list('go, stretch, push it, push, budget, budget for'),
    /** After a verb, before the amount: a ceiling ("up to 150", "as much as 60"). */
    reach: list(`to, up to, as high as, as much as, as far as, a max of, a maximum of, max, maximum, at most,
      no more than, tops`),
    /** Negations before the modals: "I don't want to spend…", "I'd rather not pay…", "not willing to go…". */
    negations:
      list(`don't, do not, dont, doesn't, does not, won't, will not, wont, wouldn't, would not, can't,
      cannot, can not, cant, couldn't, could not, shouldn't, should not, rather not, would rather not,
      prefer not to, would prefer not to, not, never, am not, 'm not, are not, aren't`),
    /** After a negated verb, a bound above, read as a ceiling: "(don't want to spend) more than 60". */
    above:
      list(`more than, much more than, any more than, over, above, beyond, past, higher than, in excess of,
      anything over, anything above, a lot more than, much over`),
    /**
     * Verbs that move the budget to an amount, before its name or "it" and "to": "raise the budget to 300",
     * "bump it up to 120", "change my max to 45".
     */
    moves:
      list(`raise, increase, up, bump, bump up, push, lower, reduce, drop, cut, change, set, move, adjust,
      bring, take, put, make, extend, stretch`),
    /** What such a verb moves besides the budget's `names`: "bump it up to 120". */
    moved: list('it, that, this'),
    /**
     * The budget's names: moved ("raise my budget to 300"), or said to be an amount with `naming`: "my budget is
     * now 80", "budget's 90", "my limit is 70" (a price phrase had read "budget is" alone, as the pointer "now"
     * left a gap in a conversation).
     */
    names: list(`budget, the budget, my budget, our budget, price, the price, my price, price limit,
      the price limit, my price limit, limit, the limit, my limit, max, the max, my max, maximum, the maximum,
      my maximum, cap, the cap, my cap, spend, my spend, the spend, spending, my spending, spending limit,
      my spending limit, ceiling, the ceiling`),
    naming:
      list(`is, is now, 's, 's now, are, will be, would be, should be, is set to, is set at, is about to be,
      can be, could be`),
  },
  /**
   * A budget moved by no amount, the whole request ("can you go a bit higher", "a bit more budget", "raise the
   * budget", "a little lower"; relative-budget.ts): the last search's ceiling moves by `share` of itself, up or
   * down (under $60 → under $75 or $45, rounded to whole units); with no ceiling, dearest (cheapest) first.
   */
  relativeBudget: {
    share: 0.25,
    /** Before it all: "ok", "can you", "could we", "let's". */
    leads: list(`ok, okay, so, hmm, well, actually, maybe, can you, could you, would you, can we, could we,
      can i, could i, i can, i could, we can, we could, i'm happy to, im happy to, happy to, let's, lets, please,
      and, but, i'd like to, i want to`),
    /** How much: "a bit", "a little", "slightly". */
    degrees: list(`a bit, a little, a little bit, a tiny bit, bit, little, slightly, somewhat, a tad, a touch,
      a smidge, some, a lot, much, way`),
    /** Verbs before the direction: "go higher", "spend more", "stretch a bit". */
    verbs: list('go, spend, pay, stretch, push, push it, move, bump it, take it, budget'),
    /** The budget's names: "a bit more budget", "raise the price range". */
    names: list(`budget, price, price range, price limit, max, maximum, limit, ceiling, cap, money, spend,
      spending, price point`),
    /**
     * Each way: `words` after a verb or before a name ("go higher", "more budget"), `alone` after a degree
     * alone ("a bit higher"; "cheaper" stays the sort it is), `moves` before a name or "it" ("raise the budget",
     * "bump it up"; "drop" and "lift" take it back: dropConstraints).
     */
    up: {
      words: list('higher, more, up, further, bigger, larger, greater'),
      alone: list('higher'),
      moves: list('raise, increase, up, bump up, bump, stretch, extend, expand, push up'),
    },
    down: {
      words: list('lower, less, down, smaller'),
      alone: list('lower'),
      moves: list('lower, reduce, decrease, cut, bring down, shrink, tighten'),
    },
    /** After it all: "please", "if you can". */
    ends: list('please, if you can, if possible, then, too, ok, okay, thanks, for now'),
    /**
     * Between the move and words of their own ("spend a bit more on a backpack", "a backpack, with a bit more
     * budget"; a comma joins them too): read as those words with the moved bound.
     */
    joins: list('on, with, and, but, so'),
    /** Joins that stay with the words after the move, which read them: "a bit more budget for her" (the person). */
    keptJoins: list('for'),
  },
  /**
   * Words after a size or a measure that go with it and leave the text ("size 10 or so", "size 10ish", "30L or
   * so"); `bound` words only after a size ("size 9 max"), as a measure reads them as its bound ("30L max").
   */
  approximations: {
    around: list('or so, ish, or thereabouts, give or take, approx, approximately'),
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
