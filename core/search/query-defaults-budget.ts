/**
 * What the shopper says they will spend, and a budget moved by no amount: phrases of the query parser
 * (spending-phrases.ts, relative-budget.ts). Part of `queryDefaults` (query-defaults.ts), where the notation is
 * described.
 */
import { list } from './lexicon-notation.ts';

export const budgetDefaults = {
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
   * budget", "a little lower"; relative-budget.ts): the last search's ceiling moves by `share` of itself, up or down
   * (under $60 → under $75 or $45, rounded to whole units); with no ceiling, over (under) the median price of the
   * products shown, else dearest (cheapest) first.
   */
  relativeBudget: {
    share: 0.25,
    /** Before it all: "ok", "can you", "could we", "let's", "something". */
    leads: list(`ok, okay, so, hmm, well, actually, maybe, can you, could you, would you, can we, could we,
      can i, could i, i can, i could, we can, we could, i'm happy to, im happy to, happy to, let's, lets, please,
      and, but, i'd like to, i want to, something, anything`),
    /** How much: "a bit", "a little", "slightly". */
    degrees: list(`a bit, a little, a little bit, a tiny bit, bit, little, slightly, somewhat, a tad, a touch,
      a smidge, some, a lot, much, way`),
    /** Verbs before the direction: "go higher", "spend more", "stretch a bit". */
    verbs: list('go, spend, pay, stretch, push, push it, move, bump it, take it, budget'),
    /** The budget's names: "a bit more budget", "raise the price range". */
    names: list(`budget, price, price range, price limit, max, maximum, limit, ceiling, cap, money, spend,
      spending, price point`),
    /**
     * Each way: `words` after a verb or before a name ("go higher", "more budget"), `alone` after a degree as the
     * whole request ("a bit higher", "a bit more", "a little less"), or as a clause of its own when the last search
     * has a ceiling to move ("a bit more, in black", "a backpack, but a bit higher"), `priced` after a degree alone
     * or as a clause of its own, ceiling or not ("a bit cheaper", "slightly more expensive, in black"; "cheaper"
     * alone stays the sort it is), `moves` before a name or "it" ("raise the budget", "bump it up"; "drop" and
     * "lift" take it back: dropConstraints).
     */
    up: {
      words: list('higher, more, up, further, bigger, larger, greater'),
      alone: list('higher, more'),
      priced: list('more expensive, pricier, dearer, costlier, more pricey'),
      moves: list('raise, increase, up, bump up, bump, stretch, extend, expand, push up'),
    },
    down: {
      words: list('lower, less, down, smaller, cheaper'),
      alone: list('lower, less'),
      priced: list('cheaper, less expensive, less pricey, more affordable, lower priced, less costly'),
      moves: list('lower, reduce, decrease, cut, bring down, shrink, tighten'),
    },
    /** Degrees that make no such clause: "some more" asks for more products. */
    notClauses: list('some'),
    /** After it all: "please", "if you can". */
    ends: list('please, if you can, if possible, then, too, ok, okay, thanks, for now, ones, options'),
    /**
     * Between the move and words of their own ("spend a bit more on a backpack", "a backpack, with a bit more
     * budget"; a comma joins them too): read as those words with the moved bound.
     */
    joins: list('on, with, and, but, so'),
    /** Joins that stay with the words after the move, which read them: "a bit more budget for her" (the person). */
    keptJoins: list('for'),
  },
  /**
   * A dear look at a low price (value-asked.ts): "a watch that looks expensive but isn't", "expensive-looking but
   * cheap", "looks high-end for less" ask for the low prices and for quality (they had searched "looks isn't",
   * most expensive first). How a product looks is in no field: only the price and the ratings can be met.
   * A `looks` verb before the `dear` word (or "-looking" after it), then one of `cheapAfter`.
   */
  dearLooks: {
    looks: list('look, looks, looking, seem, seems, feel, feels, feeling, appear, appears'),
    dear: list(`expensive, pricey, pricy, high-end, high end, luxury, luxurious, designer, upscale, fancy, posh,
      premium, classy, high-quality, high quality, like a million bucks, like a million dollars`),
    cheapAfter:
      list(`but isn't, but isnt, but is not, but is cheap, but cheap, but is affordable, but affordable,
      but inexpensive, but doesn't cost much, but doesnt cost much, but does not cost much, but doesn't cost a lot,
      but doesn't cost a fortune, but won't break the bank, for less, for cheap, for a lot less, without the price,
      without the price tag, without the cost, on a budget`),
  },
  /**
   * Value asked in words (value-asked.ts): `phrases` alone ("best value headphones", "bang for the buck"), or a
   * `quality` word and a `cheap` one side by side, joined or not ("cheap but good headphones", "good cheap
   * headphones", "good quality but affordable"): low prices and quality together, as a dear look at a low price is.
   * They had listed the cheapest first, the 3.5/5 pair from 1 review second ("good" searched), or searched the words.
   */
  valueAsked: {
    phrases:
      list(`best value, good value, great value, excellent value, value for money, good value for money,
      great value for money, bang for the buck, bang for your buck, bang for my buck, most bang for the buck,
      best bang for the buck, biggest bang for the buck, most bang for your buck, best bang for your buck`),
    quality:
      list(`good, decent, good quality, quality, high quality, well made, well-made, reliable, solid, nice,
      great`),
    cheap: list('cheap, affordable, inexpensive, budget, low cost, low-cost, reasonably priced, cheaper'),
    joins: list('but, and, yet, but still, and still, but also, and also'),
  },
};
