/**
 * Conversational phrases of the query parser: filler, gift and persona words, and the words that lean on the
 * viewed page. Part of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const phraseDefaults = {
  filler: {
    /** Conversational phrases removed anywhere (longest first). */
    phrases: list(`i'm looking for, i am looking for, im looking for, i'm searching for, i am searching for,
      looking for, searching for, search for, can you show me, could you show me, can you find me,
      could you find me, can you find, could you find, can you recommend, could you recommend,
      can you suggest, can i get, could i get, can i have, show me, do you have, do you sell, do you carry,
      do you stock, have you got, got any, what do you have, what have you got, are there any, is there any,
      i want, i'd like, i would like, i'm after, i am after, i need, we need, i'm interested in,
      i am interested in, find me, help me find, get me, recommend me, recommend, suggest, please, pls,
      thanks, thank you, hi, hello, hey, something, anything, would like, want, maybe, need a, need an,
      need some, what do you recommend, which do you recommend, do you recommend, would you recommend,
      what would you suggest, do you suggest, what's your, what is your, what are your, what's the,
      what is the, which is the, which are the, i'm shopping for, shopping for, instead, what about,
      how about, what's good, what is good, whats good, what's a good, what is a good, what would be good,
      actually, hmm, hmmm, um, umm, uh, no wait, oh wait, oh, on second thought, who has everything,
      who already has everything, who have everything, that has everything, who has it all, everything,
      what's, whats, what is, what are, you have, you've got, you guys have, you sell, you carry, you stock,
      in your shop, in your store, on your site, something like a, something like an, anything like a,
      anything like an, preferably, ideally, if possible, if you have it, if you have one, if you have any,
      i'm going, i am going, im going, we're going, we are going, i'll be, i will be, we'll be, next weekend,
      this weekend, next week, this week, next month, this summer, this winter, tomorrow, tonight, soon,
      and need, and i need, and we need, what do i need, what do we need, what should i bring,
      what should we bring, what should i get, what should i buy, what will i need, what would i need`),
    /**
     * Words that announce alternatives, removed before an "or" in their phrase: "jackets, either red or orange"
     * reads "red or orange" ("either way" stays, as there is no "or").
     */
    alternativeCues: list('either, whether'),
    /**
     * Nouns that name no kind of product: a request left with one of these and only connectors or "all"
     * beside it ("the cheapest thing", "all products", "your best rated items") asks for every product, in its
     * order ("all in one" stays a product).
     */
    generic: list(`thing, things, stuff, item, items, product, products, ones, options, choices, selection,
      whatever, help`),
    /** Relative clauses whose object is kept: "who likes fishing" → "fishing". */
    relative: list(`who likes, who loves, who enjoys, who is into, who's into, that likes, that loves,
      who like, who love, who is a, who's a, who does, that enjoys, she likes, she loves, she enjoys,
      she's into, he likes, he loves, he enjoys, he's into, they like, they love, they enjoy, they're into,
      loves, likes, enjoys`),
    /**
     * Who a gift or request is for, named by what they do: "a gift for a runner", "for my dad who is a golfer",
     * "something for hikers". Read only after "for", "who is" or an article and at the end of a phrase (so
     * "table runner" and "rug runner for a hallway" stay as they are); the activity joins the words.
     */
    personas: lexicon(`running = runner, runners, jogger, joggers; hiking = hiker, hikers; camping = camper,
      campers; cycling = cyclist, cyclists, biker, bikers; swimming = swimmer, swimmers; golf = golfer, golfers;
      skiing = skier, skiers; climbing = climber, climbers; gardening = gardener, gardeners; baking = baker,
      bakers; fishing = angler, anglers, fisherman, fishermen; travel = traveler, travelers, traveller,
      travellers; gaming = gamer, gamers; yoga = yogi, yogis; home = homeowner, homeowners, new homeowner,
      new homeowners, first-time homeowner, first-time homeowners; cooking = cook, cooks, home cook, home cooks,
      chef, chefs`),
    /**
     * People named by what they love: "a gift for a coffee lover" searches "coffee", "for tea enthusiasts" "tea".
     * Read like personas (after "for", "who is" or an article, where the phrase ends). No "fan": "remote for
     * ceiling fans" is a product.
     */
    enthusiasts: list(`lover, lovers, enthusiast, enthusiasts, fanatic, fanatics, aficionado, aficionados,
      junkie, junkies, addict, addicts, geek, geeks, nerd, nerds, teacher, teachers, instructor, instructors,
      coach, coaches`),
    /**
     * Interests that are seldom a product's own word, and the category words that serve them: "a gift for a
     * teenager who likes music" lists the shop's headphones and speakers (see interest-categories.ts).
     */
    interestCategories: lexicon(`music = headphones, earbuds, earphones, speakers, turntables, record players,
      instruments; reading = books, e-readers, ereaders, book lights, reading lights; gaming = video games,
      games, consoles, controllers, gaming; travel = luggage, suitcases, travel accessories, travel bags;
      photography = cameras, lenses, tripods; fitness = fitness, exercise, gym, yoga, activity trackers;
      working out = fitness, exercise, gym, yoga; art = art supplies, paints, sketchbooks; drawing = art
      supplies, sketchbooks; painting = art supplies, paints; tech = electronics, gadgets; gadgets =
      electronics, gadgets; fashion = clothing, accessories; makeup = makeup, cosmetics, beauty`),
    /** Gift words: removed when they frame the request ("a gift for…", "…as a gift"), kept in "gift card". */
    giftWords: list(
      'gift, gifts, present, presents, gift idea, gift ideas, stocking stuffer, stocking stuffers',
    ),
    /** Occasions before a gift word that go with it: "a birthday present for dad", "mother's day gift ideas". */
    giftOccasions: list(`birthday, christmas, xmas, holiday, anniversary, wedding, graduation, valentine's,
      valentines, valentine's day, valentines day, mother's day, mothers day, father's day, fathers day,
      housewarming, retirement, baby shower, bridal shower, hanukkah, easter, secret santa, thank you`),
    /** Words before a gift word that go with it: "a good gift for dad", "a thoughtful present". */
    giftAdjectives: list(`good, nice, great, perfect, thoughtful, cool, fun, unique, special, little, small,
      last minute, last-minute, useful, practical`),
    /** Words dropped at the start or end of a phrase once a constraint next to them was removed. */
    connectors: list(`a, an, the, some, any, for, with, in, and, or, of, that, which, who, to, is, are, not,
      no, without, but, also, my, me, our, your, by, as, something, from, than, what, which, that's, thats, it's,
      someone, somebody, ones`),
    /**
     * Connectors that open a relative clause: kept at the start of a phrase that follows words ("tent for 4
     * people that's easy to set up" keeps "tent that's easy to set up"), so the clause stays apart from the
     * product it describes (the search's head is the word before it).
     */
    clauseOpeners: list(`that, which, who, whose, that's, thats`),
  },
  /**
   * Words that lean on the page the shopper is viewing (`chatMetadata`), read only when a request carries one:
   * "do you have this in blue?", "something similar but cheaper", "a more expensive version". The strongest
   * relation found wins (cheaper / pricier, then similar, then refine). "cheaper" followed by "than" and an
   * amount stays a price ("cheaper than $50").
   */
  /**
   * Words that, opening a request in a conversation (`sessionId`), make it narrow the last search even when it
   * names new things: "with at least 30 hours battery" after "headphones", "with a hood" after "tents".
   */
  followUpLeads: list('with, and with, but with, also with, now with, only with, just with, ones with'),
  /**
   * A request that only asks for more of the last search, in a conversation (`sessionId`): its next page of
   * results ("show me more", "next page", "what else"), after the polite words of `moreFiller`.
   */
  moreRequests: list(`more, show more, show me more, see more, let me see more, more please, next, next page,
    next one, next ones, more results, more options, load more, any more, anymore, what else, anything else,
    what else do you have, what else have you got, keep going, go on`),
  /**
   * Ordinals that point at a product the conversation's last search showed ("the second one", "the 3rd",
   * "the last one"): each entry's spellings name that position of the page; "last" is the last shown. After "the", or before one of `ordinalNouns`.
   */
  ordinals: list(`first 1st, second 2nd, third 3rd, fourth 4th, fifth 5th, sixth 6th, seventh 7th, eighth 8th,
    ninth 9th, tenth 10th`),
  ordinalNouns: list('one, item, product, option, pick, result, jacket, shoe, pair'),
  /**
   * Cues that ask, in a conversation, to compare products its last search showed ("compare the first two",
   * "which is better, the first or the third?", "what's the difference between them"): see compare-shown.ts.
   */
  compareCues: list(`compare, comparison, difference, differences, differ, vs, versus, which is better,
    which one is better, which is best, which one is best, which should i get, which one should i get,
    which should i buy, which one should i buy, which should i choose, which would you pick,
    which do you recommend, which one do you recommend`),
  moreFiller: list(
    'ok, okay, yes, yeah, sure, great, thanks, thank you, please, can you, could you, can i, hmm',
  ),
  pageContext: {
    /**
     * A measure compared with the viewed product's ("a longer battery", "more storage", "a lighter one"): cues
     * before an attribute's words, and adjectives that name the attribute alone (see relative-measures.ts).
     */
    measures: {
      more: list(
        'longer, more, bigger, larger, higher, greater, extra, heavier, thicker, roomier, wider, taller',
      ),
      less: list('shorter, less, smaller, lower, fewer, lighter, thinner, narrower'),
      /**
       * The attributes an adjective alone names, first found on the product wins: "a thicker one" a thicker
       * `thickness`, "like the first one but bigger" a larger `capacity` (a tent's "2-person").
       */
      implied: lexicon(`weight = lighter, heavier; thickness = thicker, thinner; capacity = bigger, larger,
        smaller, roomier; volume = bigger, larger, smaller; length = longer, shorter; width = wider, narrower;
        height = taller`),
      /** Words that may follow such an adjective: "a lighter one", but not "a lighter colour". */
      impliedBefore: list('one, ones, version, model, option, pair, style, kind, item'),
    },
    /**
     * What "how <adjective> is it?" asks of the viewed product: the attribute words each adjective names
     * ("how thick is it?": a `thickness`; "how big?": a size, capacity or dimensions). See asked-spec.ts.
     */
    specAdjectives: lexicon(`thick = thickness; long = length; wide = width; tall = height; high = height;
      deep = depth; heavy = weight; big = size, capacity, dimensions, volume; large = size, capacity, dimensions,
      volume; loud = output, volume, loudness; powerful = output, power, wattage; bright = brightness, lumens;
      warm = warmth, temperature rating; fast = speed`),
    cheaper: list(`cheaper than this, cheaper than that, cheaper than it, cheaper than this one,
      cheaper than these, cheaper, less expensive, less pricey, more affordable, lower priced, lower price,
      for less, costs less, budget alternative, budget alternatives, budget version, budget option`),
    pricier: list(`more expensive, pricier, more premium, higher end, high end, premium version,
      premium alternative, premium option, upgrade, an upgrade, step up, fancier`),
    similar: list(`similar to this, similar to that, similar to it, similar, like this, like that, like it,
      like these, like those, more like this, others like this, alternatives to this, alternative to this,
      alternatives to it, alternatives, alternative, other options, other choices, something else,
      anything else, what else, else, instead, instead of this, other styles, other models, other brands,
      another brand, different brand, others`),
    refine: list(`how does it fit, how do they fit, how does this fit, which one, which ones, which of these,
      which of those, which of them, this one, that one,
      these ones, those ones, the ones, ones, this, that, it, these, those, them, they,
      the same,
      same one, same, other colours, other colors, other colour, other color, another colour,
      another color, different colour, different color, other sizes, another size, different size`),
    /**
     * Cues before a product named in the request ("something like the Harbor Rain Jacket but cheaper",
     * "alternatives to the Alpine Fleece", "cheaper than the Summit Puffer"): once the catalogue confirms the name
     * as one product's, the request is read against that product as against a viewed page, the name becoming
     * "this" (see named-reference.ts). "like" after "I", "we", "would"… ("I'd like the red one") is no cue.
     */
    namedCues: list(`like, similar to, alternatives to, alternative to, an alternative to, instead of,
      cheaper than, less expensive than, more expensive than, pricier than, comparable to`),
    /** Words that end a product's name after a cue: "like the Harbor Rain Jacket but cheaper". */
    nameEnds:
      list(`but, that, which, with, for, in, under, below, over, and, or, please, only, except, without,
      not, from, at, to, around`),
    /**
     * Words that only point at a product ("a cheaper one", "another version"), dropped with a page context. So are
     * questions of size and fit ("what size should I get?", "does it run small?"): asked on a product's page they
     * are about that product, not words to search for (they listed sheet sets "in every size" and running shoes).
     */
    /**
     * Openings that ask whether the viewed product comes in an option ("is there a size 11?", "do you have it in
     * XL?", "is there a bigger bottle?"): a question about it when "it", "this"… or an option follows: a size, a
     * measure, or one of `optionComparatives`, alone or before one of `optionNouns` (question-about-it.ts).
     */
    /**
     * Openings of an open question ("what's the warranty?", "how do I wash it?", "where is it made?"): on a
     * product's page, one naming no product type, brand, price or sort of its own is about the viewed product
     * (question-about-it.ts). "what about…", "what else…" and "how about…" point elsewhere.
     */
    openQuestions: list(`what, what's, whats, what is, what are, where, where's, when, how, how's, why, who`),
    optionOpenings:
      list(`is there, are there, do you have, have you got, do you sell, do you carry, do you stock,
      do you make, do they make, can i get, could i get`),
    /**
     * Words that may open a question about the viewed (or pointed-at) product before its question word: "ok, is it
     * waterproof?", "and does it come in black?". `questionLeads` point at it before a break: "what about the
     * first one, is it waterproof?" (read as "what about it, is it…"), "the third one - is it windproof?".
     */
    questionOpeners:
      list(`ok, okay, so, and, and also, also, but, hmm, oh, well, yes, yeah, great, cool, nice,
      thanks, thank you, right, alright, then, actually, one more thing, one more question, quick question`),
    questionLeads:
      list(`what about it, how about it, and what about it, and how about it, and it, it, this one,
      that one, what about this one, what about that one, what about this, what about that`),
    optionNouns:
      list(`one, ones, option, options, version, size, sizes, variant, pack, bottle, jar, tube, box, bag,
      tin, can, pair, model`),
    /** An option larger or smaller than the smallest ("is there a bigger size?", "a smaller bottle"). */
    optionComparatives: lexicon('larger = bigger, larger, roomier; smaller = smaller, tinier'),
    /**
     * A fact's name that points at the viewed product only when nothing else is left ("what's the price?" once
     * the filler is gone): "sort by price" keeps its word.
     */
    loneFacts: list('price, the price, its price, cost, the cost, material, the material, fabric'),
    pointers: list(`one, version, versions, option, options, item, items, product, products, model,
      models, style, styles, kind, type, thing, things, pair, different, another, other, more, any, there,
      is there, are there, does, do, have, has, got, come, comes, come in, available, go with, goes with, to go with,
      that goes with, that go with, goes well with, go well with, that goes well with, would go with,
      pairs with, pair with, pairs well with, pair well with, to pair with, to wear with, to match, matching,
      better, a better, only, just, now,
      larger, bigger, smaller, larger size, bigger size, smaller size, size up, size down, colors, colours,
      color, colour, sizes, what colors, what colours, which colors, which colours, what sizes, yes, yeah,
      ok, okay, sure, then, what size, which size, should i get, should i order, should i buy, should i go for,
      should i pick, should i choose, do i need, do i get, would i need, run small, runs small, run large,
      runs large, run big, runs big, run narrow, runs narrow, run wide, runs wide, run true to size,
      runs true to size, fit true to size, fits true to size, true to size, fit small, fits small, fit large,
      fits large, fit big, fits big, how is the fit, how's the fit, how does the sizing run, how is the sizing,
      should i size up, should i size down, will, would, what is it made of, what's it made of,
      what are they made of, made of what, what material, what materials, what fabric, what is the material,
      what's the material, how much is it, how much are they, how much does it cost, how much, what's the price,
      what is the price, what's its price, made of, made from`),
  },
};
