/**
 * Phrases of a conversation (`sessionId`) that change the last search rather than name what to search for:
 * taking a constraint back ("remove the price filter", "any colour") and starting over; the pointers that open a
 * narrowing request ("one with a hood") are in query-defaults-follow-ups.ts. Part of `queryDefaults`
 * (query-defaults.ts), where the notation is described; read by dropped-constraints.ts and parse-query.ts.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const conversationDefaults = {
  /**
   * Words that point at the one product the conversation last asked about ("is the second one waterproof?",
   * then "is it insulated?", "anything cheaper than that one?"): such a request is read against that product,
   * as is a question about it or "cheaper" / "more expensive" (see focus-reference.ts).
   */
  focusPointers: list(`it, its, it's, this one, that one, the same one, same one, this product, that product,
    this item, that item, this model, that model`),
  /**
   * The conversation's constraints (filter names) kept by the products like one pointed at ("the second one in a
   * size 9?" after "mens sneakers size 11 not white": men's, not white); the others (category, features,
   * materials, measures…) described what was searched for, and the product pointed at now does.
   */
  pointedKeeps:
    list(`audience, excludeAudience, excludeTerms, excludeBrands, colors, sizes, priceMin, priceMax,
    currency, minRating, inStock, onSale`),
  /**
   * A request of its own that swaps the kind of product but not whom it is for or what it may cost ("what about a
   * backpack instead", "how about a wallet", "maybe a backpack then", "show me tents instead"; see kind-swap.ts):
   * `leads` open it (after `followUpOpeners`' "ok", "so"…), `markers` are anywhere in it, `enders` end it. It
   * keeps the last search's `keeps` (filter names) and person unless it names its own (a price it names replaces
   * every price bound, an audience or person the audience and person); the kind's own constraints (category,
   * colours, sizes, materials, features, measures, brands, exclusions of words) and its words go.
   */
  kindSwap: {
    leads:
      list(`what about, how about, what about maybe, how about maybe, maybe, perhaps, or maybe, or perhaps,
      or, or else, what if, let's try, lets try, let's see, try, could it be, i meant, no i meant, no, i meant,
      nope, i meant, nope i meant, sorry i meant, sorry, i meant, i actually meant, what i meant was, i mean`),
    markers: list('instead, rather, in its place'),
    enders: list('then, instead then, maybe'),
    keeps: list('priceMin, priceMax, currency, audience, excludeAudience, minRating, inStock, onSale'),
  },
  /**
   * Cart and checkout requests, the storefront's job (storefront-request.ts): answered with where the shopper can
   * do it, naming the product pointed at, never searched. The whole request is one, after `openers`: `cartVerbs`
   * before anything and `cartPlaces` ("add the cheaper one to my cart", "put it in the basket"); `buyVerbs` before
   * a pointer at shown products ("buy the first one", "order the cheaper one", "I'll take it": "buy hiking boots"
   * is a search); or `checkout` alone ("checkout", "place my order"; "check out the first one" looks at it).
   * `cheaper` and `pricier` point at the cheapest or dearest of the products compared, else of those shown. After
   * `asking`, a buy verb asks whether it can be bought ("can I buy it?": its stock), not to buy it.
   */
  storefront: {
    openers: list(`ok, okay, so, and, now, then, yes, yeah, great, perfect, cool, nice, alright, awesome,
      sounds good, please, can you, could you, can i, could i, i want to, i'd like to, i would like to,
      let's, lets, i'll, ill, i will, i wanna, i want, just`),
    asking: list('can i, could i'),
    cartVerbs: list('add, put, throw, pop, stick, place'),
    cartPlaces: list(`cart, my cart, the cart, your cart, shopping cart, my shopping cart, basket, my basket,
      the basket, shopping basket, trolley, my trolley, bag, my bag, shopping bag, my shopping bag`),
    buyVerbs: list('buy, purchase, order, take, go with, go for'),
    checkout: list(`checkout, check out, proceed to checkout, go to checkout, go to the checkout, place an
      order, place my order, place the order, pay, how do i pay, how do i check out, how do i checkout`),
    ends: list('please, then, now, thanks, thank you, for me, right now, today'),
    cheaper: list(`cheaper, cheapest, less expensive, least expensive, lower priced, cheaper one, budget`),
    pricier: list(`pricier, priciest, more expensive, most expensive, dearer, dearest, higher priced`),
    all: list(`them, both, these, those, all, all of them, both of them, them both, the two, these two,
      those two`),
  },
  /**
   * A clause giving the conversation's person an age ("he is 12", "she's 8 years old", "they're 6 months") after
   * "boots for my son": read as "for my 12 year old son" would be (person-age.ts). `subjects` open it where a
   * phrase starts; `pronouns` name a person said only by a pronoun ("for her", then "she's 8": a girl).
   */
  personAge: {
    subjects: list(`he is, he's, she is, she's, they are, they're, he turned, she turned, he just turned,
      she just turned, he turns, she turns, he'll be, she'll be, he will be, she will be, he is turning,
      she is turning, he's turning, she's turning`),
    pronouns: lexicon('girl = her, she; boy = him, he; child = them, they'),
    /** Who says their own age as a clause ("i'm 30, need a watch"): from `grownFrom`, no words (speaker-age.ts). */
    speakers: list(`i'm, im, i am, i just turned, i turned, i'm turning, i am turning`),
    /** From this age to `grownFrom` the shopper's own is a child's, the request for one ("i'm 12": for a 12 year old). */
    speakerChildFrom: 6,
    /** The subject a person of each sex is spoken of by ("his wife needs a backpack": "she needs…"). */
    subjectPronouns: lexicon('women = she; men = he; anyone = they'),
    /** From this age a pronoun names a grown person (`grownPronouns`: "she's 40" alone is a 40-year-old woman). */
    grownFrom: 18,
    grownPronouns: lexicon('woman = her, she; man = him, he'),
    /**
     * People grown by what they are to the shopper: an age under `grownFrom` given to them names someone else, as
     * one from it given to a child (`audience.relations` kids: "a 10 year old boy", then "he's 30": a man) does ("he
     * is 12" after "a gift for my dad" is a 12-year-old boy, no longer "your 12-year-old dad").
     */
    grownRelations:
      list(`dad, daddy, father, husband, grandpa, grandfather, fiance, man, guy, mom, mum, mother,
      mommy, wife, wifey, fiancee, grandma, grandmother, woman, lady, boss, coworker, co-worker, colleague,
      teacher, client, parents, grandparents`),
  },
  /**
   * A sentence giving someone's size by a pronoun ("she wears a medium", "he takes a 10", "her size is 8", "she's
   * a medium"): read as "for her in size medium" would be, or as "in size medium" where the conversation's person
   * is already her (person-size.ts). `subjects` take `verbs` ("she usually wears size M"); `beings` take the size
   * only after "a"/"an" or "size" ("she's 8" is an age); `owners` open "her (shoe) size is 8". "My" and a relation
   * (`audience.relations`…: "my daughter wears a medium", "my son's size is 10") take them too.
   */
  personSize: {
    subjects: list('she, he, they, i'),
    verbs: list('wears, wear, takes, take, fits, fit, fits in, fit in, fits into, fit into, needs, need'),
    beings: list(`she is, she's, he is, he's, they are, they're, i am, i'm`),
    /** Each pronoun's possessive: "her size is 8" is about "she". */
    owners: lexicon('she = her; he = his; they = their; i = my'),
    adverbs: list('usually, normally, typically, generally, always, mostly, often, tends to, tend to'),
    /**
     * Words joining such a sentence (or an age's, person-age.ts) to the request without a comma: "rain jacket and
     * she wears a medium", "boots for my son and he is 12", "what size should I get if I wear a 10?" (size 10).
     */
    joiners: list('and, but, because, since, if'),
    /** "she is between a medium and a large": both sizes ("in size M or L"). */
    between: list('between, in between, somewhere between'),
    /** Opening a clause about the person just named: "for my wife who wears a medium", "whose size is 8". */
    relatives: lexicon('who = whose'),
  },
  /**
   * Words that, alone beside an ordinal, ask of it what was last asked of another shown product: "is the second
   * one waterproof?", then "and the first one?" or "what about the third?" (see asked-again.ts).
   */
  askedAgain:
    list(`and, or, what about, how about, and what about, and how about, same for, same question for,
    the same for, same goes for, and for, for, then, also, too, ok, okay, so, hmm`),
  /**
   * A request about the pointed-at or viewed product as a whole ("tell me about it", "more details on the
   * third one", "what do you think of it?", "I like the second one", "it looks good"): cues read only right
   * before a pointer ("it", "this", "that one"…; `before`) or right after one (`after`). The product stays the
   * subject, shown with products like it, and the chat describes it (about-it.ts, viewed-overview.ts).
   */
  aboutIt: {
    before: list(`tell me about, tell me more about, tell me a bit about, tell me a little about,
      tell me a little more about, can you tell me about, can you tell me more about, what can you tell me about,
      what do you know about, more about, more details on, more details about, more detail on, details on,
      details about, details of, the details of, more info on, more info about, info on, info about,
      information on, information about, more information on, more information about, the specs of,
      specs of, specs on, what do you think of, what do you think about, what are your thoughts on,
      your thoughts on, thoughts on, your opinion on, opinion on, describe, explain, i like, i love,
      i really like, i quite like, i kind of like, i kinda like`),
    after: list(`looks good, looks nice, looks great, looks cool, looks interesting, sounds good, sounds nice,
      sounds great, sounds interesting, seems good, seems nice, seems great, seems interesting, is nice,
      is cool, is interesting`),
    /** The words that point at the product beside such a cue. */
    pointers: list('it, this, that, this one, that one, them, these, those, they'),
  },
  /**
   * Another brand than the one the conversation is on ("not that brand", "a different brand", "other brands"): the
   * brand of the product last asked about, else of the brands asked, else of the first product shown, is left out
   * (other-brand.ts, other-brand-turn.ts).
   */
  otherBrand:
    list(`not that brand, not this brand, not the same brand, not from that brand, not from this brand,
    a different brand, different brand, different brands, another brand, other brands, other brand, any other brand,
    some other brand, a different make, another make, not that make`),
  /**
   * The shown list without some of its products (left-out-list.ts): the rest of it ("the rest of them", "the
   * others", "the remaining ones": all but the product last asked about, else but the three the chat named first),
   * or all but the one meant ("not that one": the product last asked about, else the top pick); "the other one"
   * after one of two points at the other (other-one-turn.ts), after one of more is all but it.
   */
  leftOutOfList: {
    rest: list(`the rest, the rest of them, the rest of those, the rest of these, the rest of the list, rest of them,
      the others, the other ones, other ones, the remaining ones, the remaining, remaining ones, the remainder`),
    notThat: list(`not that one, not this one, not that, not this, not it, not the one, anything but that one,
      anything but that, not that one either, not that product, not this product`),
    other: list(`the other one, other one, the other, that other one, the other product, the other option,
      the other pick`),
  },
  /**
   * Taking back a constraint of the last search (see dropped-constraints.ts): "remove the price filter",
   * "forget the price limit", "any price is fine", "price doesn't matter", "no budget", "any colour", "any brand",
   * "size doesn't matter", "any gender". The phrase must end its part of the request ("any colour except red"
   * keeps the colour for the exclusion reader). The rest of the request narrows the last search without it.
   */
  dropConstraints: {
    /** Each constraint that can be taken back → the words that name it. */
    names: lexicon(`price = price, prices, price range, price point, pricing, budget, cost, costs, money,
      spend, spending, max price, maximum price, price tag;
      colors = colour, color, colours, colors, shade, shades, colourway, colorway;
      sizes = size, sizes, sizing;
      brands = brand, brands, make, maker, manufacturer;
      audience = gender, genders, audience, men's or women's, women's or men's, mens or womens, womens or mens`),
    /** Verbs that take back what they name: "remove the price filter", "forget about the budget". */
    verbs: list(`remove, drop, forget, forget about, ignore, clear, lose, cancel, scrap, skip, lift, undo,
      get rid of, take off, take away, take out, never mind, nevermind, never mind about, don't worry about,
      do not worry about, no need for, without, reset, i don't care about, i do not care about, don't care about,
      do not care about, i dont care about, dont care about, not bothered about, not fussed about, i'm not fussed
      about, i'm not bothered about, i'm flexible on, flexible on, open on, open to any`),
    /** Words between such a verb and the name: "remove the price filter", "forget my budget". */
    determiners: list('the, my, that, this, those, these, our, any, a'),
    /** Words that may follow the name: "the price filter", "the colour preference", "no price limit". */
    nouns: list(`filter, filters, limit, limits, restriction, restrictions, constraint, constraints,
      requirement, requirements, preference, preferences, range, cap, ceiling, bit, part, condition, conditions,
      setting, thing, option, choice`),
    /** Words before the name that let anything through: "any price", "all colours", "every size". */
    any: list('any, all, every, whatever, whichever, any old'),
    /** After the name (or "any" and the name): it does not matter. "price doesn't matter", "any colour is fine". */
    indifferent: list(`doesn't matter, does not matter, don't matter, do not matter, matters not, is fine,
      is ok, is okay, are fine, works, will do, would do, is good, is irrelevant, irrelevant, is not important,
      isn't important, not important, is no object, is no issue, isn't an issue, is not an issue, not an issue,
      isn't a concern, is not a concern, not a concern, i don't care, don't care, do not care, either way,
      no matter, whatever, is whatever, would be fine, would be ok, would be okay, is alright, is all right,
      is acceptable`),
    /**
     * Before a value the last search left out, letting it back (allowed-again.ts): "i don't mind wool", "wool is
     * fine" (`indifferent` after it).
     */
    allowing:
      list(`i don't mind, i do not mind, i dont mind, don't mind, dont mind, allow, include, i'm ok with,
      i'm okay with, im ok with, i'm fine with, i am fine with, i'm happy with, ok with, okay with, fine with,
      happy with`),
    /** Words after such a phrase: "wool is fine too", "wool is ok after all". */
    allowedAfter: list('too, as well, after all, then, actually, also, really, again'),
    /**
     * Before the name, asking for other values than the last search's: "any other colour?", "in a different
     * colour", "other brands". Taken back, and the colours and brands it had asked for left out ("not black").
     */
    others: list('other, different, another, any other, some other, a different'),
    /** "no budget", "no price limit", "no size preference": this word before the name. */
    none: list('no, without any, without a'),
    /**
     * Requests that clear the whole conversation ("start over", "new search", "clear filters", "reset"): the
     * request's remaining words, if any, stand alone ("start over with tents" searches tents). Read where a
     * request or a part of it opens, after `followUpOpeners`, and where it is followed by nothing or `ends`.
     */
    reset: list(`start over, start again, start afresh, start from scratch, starting over, let's start over,
      lets start over, from scratch, new search, a new search, fresh search, a fresh search, clear filters,
      clear the filters, clear all filters, clear all the filters, clear all, clear everything, clear it all,
      reset, reset filters, reset the filters, reset all filters, reset everything, reset the search,
      remove all filters, remove the filters, remove filters, remove all the filters, drop all filters,
      drop the filters, drop all the filters, forget all that, forget everything, forget all of that,
      forget the filters, forget all filters, scratch that, never mind all that, no filters`),
    /**
     * Words that may follow a phrase of these before the rest of the request: "start over with tents", "new
     * search for tents", "any colour but under 50", "remove the price filter please".
     */
    ends: list(
      'with, for, and, but, then, now, please, so, on, instead, thanks, thank you, too, just, in, under',
    ),
  },
};
