/**
 * The words that lean on the viewed page (chatMetadata): relative measures, "cheaper than this", "similar",
 * questions about the product. Part of `queryDefaults.pageContext` (query-defaults.ts), where the notation is
 * described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const pageContextDefaults = {
  /**
   * A measure compared with the viewed product's ("a longer battery", "more storage", "a better battery", "a
   * lighter one"): cues before an attribute's words, and adjectives that name the attribute alone (see
   * relative-measures.ts). "better" asks for more of what it names, as a comparison reads it ("which one has
   * better battery?": the longer battery life, compared-measure.ts).
   */
  measures: {
    more: list(
      'longer, more, bigger, larger, higher, greater, better, extra, heavier, thicker, roomier, wider, taller',
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
    volume; roomy = capacity, volume, size; spacious = capacity, volume, size; loud = output, volume, loudness;
    powerful = output, power, wattage; bright = brightness, lumens; warm = warmth, temperature rating, fill,
    insulation; fast = speed`),
  cheaper: list(`cheaper than this, cheaper than that, cheaper than it, cheaper than this one,
    cheaper than these, cheaper, less expensive, less pricey, more affordable, lower priced, lower price,
    for less, costs less, budget alternative, budget alternatives, budget version, budget option`),
  pricier: list(`more expensive, pricier, more premium, higher end, high end, premium version,
    premium alternative, premium option, upgrade, an upgrade, step up, fancier`),
  similar: list(`similar to this, similar to that, similar to it, similar, like this, like that, like it,
    like these, like those, more like this, others like this, alternatives to this, alternative to this,
    alternatives to it, alternatives, alternative, other options, other choices, something else,
    anything else, what else, else, instead, instead of this, other styles, other models, other brands,
    another brand, different brand, others,
    i don't like it, i don't like this, i don't like this one, i don't like that one, i do not like it,
    don't like it, don't like this, do not like it, i don't love it, don't love it, i dislike it, dislike it,
    i hate it, hate it, i hate this, hate this, not a fan of it, not a fan of this, not a fan of this one,
    not a fan, not keen on it, not keen on this, not my style, not my taste, not my thing, not for me`),
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
  /**
   * Cues naming what the product is like that are read as "like" itself where a name, not a pointer, follows a
   * request's word ("headphones similar to bose" as "headphones like bose": headphones; likeness-cues.ts).
   */
  likenessCues: list(
    `similar to, alternatives to, alternative to, an alternative to, instead of, comparable to`,
  ),
  /** Words after a likeness cue that point at a product or a list rather than name one ("similar to this"). */
  likenessPointers: list(`this, that, it, these, those, them, the, a, an, my, your, one, ones, what, which`),
  /**
   * The shop's policies a question may ask about ("what's the return policy?", "how long does shipping take?",
   * "can I track my order?"): no product's data holds them, so on a product's page the chat says they are the
   * shop's (shop-policy.ts). Each topic as the chat names it, then the words that ask about it.
   */
  shopPolicies: lexicon(`returns = return, returns, returning, returnable, refund, refunds, refundable,
    money back, exchange, exchanges, exchangeable, send it back, send them back, send back;
    shipping = shipping, ship, ships, shipped, postage, delivery, deliveries, delivered, deliver it,
    deliver them, deliver to, arrive, arrives, arrival, dispatch, dispatched, dispatches, courier;
    order tracking = track my order, track the order, track an order, track my package, track my parcel,
    track my delivery, track my shipment, tracking number, tracking code, tracking link, order tracking,
    order status, where is my order;
    price matching = price match, price matching, price matches, price-match, match the price, match a price,
    match prices, price guarantee, price protection;
    order changes = cancel my order, cancel an order, cancel the order, cancel order, change my order, change an
    order, change the order, amend my order, modify my order, edit my order`),
  /**
   * Whether the viewed product makes a good gift ("is this a good gift?", "would it make a nice present?", "is it
   * suitable as a gift?"): the words that may qualify the gift word. No product's data says whom it would please,
   * so the chat says what its data does (gift-question.ts).
   */
  giftQualities: list(`good, nice, great, decent, ok, okay, suitable, thoughtful, perfect, safe, fun, cool,
    lovely, appropriate, solid, good enough, nice enough, reasonable, sensible, practical, useful`),
  /**
   * Whether the viewed product is worth its price ("is it worth it?", "is it worth the money?", "is it good value?"):
   * the words asking it, after "is it", "is this"… (gift-question.ts); answered as a gift is, from its data.
   */
  worthWords: list(`worth it, worth the money, worth the price, worth the cost, worth buying, worth getting,
    worth the investment, worth its price, worth the extra, good value, good value for money, value for money,
    a good buy, a good value, a good investment`),
  /**
   * Whether the viewed product works with a device ("does it work with iphone?", "is it compatible with android?",
   * "can I pair it with my laptop?"; compatibility-question.ts): the cues before the device, the words that may
   * open the device's name, and the attributes saying how it connects, said when its data names no such device.
   */
  compatibility: {
    compatibilityCues: list(`work with, works with, compatible with, connect to, connect with, pair with,
      sync with, pair it with, connect it to, use it with, sync it with, pair them with, connect them to,
      use them with`),
    framing: list('my, a, an, the, our, your, his, her'),
    attributes: list('connectivity, compatibility, compatible with, works with, platform, platforms, os'),
  },
  /**
   * Questions of how the viewed product fits (asked-fit.ts): its width ("is this good for wide feet?", "does it
   * run narrow?"), else its size ("does it run small?", "is it true to size?", "how does it fit?").
   */
  fitQuestions: lexicon(`width = wide feet, wide foot, narrow feet, narrow foot, wide fit, narrow fit,
    wide width, wide widths, narrow width, extra wide, wide toe box, wide toes, wide calves, wide calf,
    run wide, runs wide, run narrow, runs narrow, fit wide, fits wide, fit narrow, fits narrow;
    size = run small, runs small, running small, run large, runs large, running large, run big, runs big,
    run true to size, runs true to size, true to size, fit true to size, fits true to size, fit small,
    fits small, fit large, fits large, fit big, fits big, how does it fit, how do they fit, how does this fit,
    how do these fit, how will it fit, how would it fit, how is the fit, how's the fit, what's the fit,
    what is the fit, sizing, size up, size down, go up a size, go down a size, fit me, fits me,
    what size should i get, which size should i get, what size should i order, which size should i order,
    what size do i need, which size do i need`),
  /**
   * Questions of which of its sizes to pick for a size the shopper names ("what size should I get for a queen
   * bed?", "which size for a medium?", "which size fits a queen bed?"): the cue, then one of `sizeChoiceNext` or
   * the question's end ("what size sheets…" names a product of its own); answered with the size option holding it
   * (asked-fit.ts).
   */
  sizeChoice: list('what size, which size'),
  sizeChoiceNext: list(`should, shall, do, does, would, will, could, can, fits, fit, for, is, to, works, work,
    suits, suit, goes, go, if, would you, do you`),
  /**
   * What states its fit, in an attribute's name (in words), a feature or a sentence of its description: of its
   * size ("fit: relaxed", "relaxed-fit", "has a relaxed fit"), and of its width, said before its size's.
   */
  fitStated: lexicon(`size = fit, fits, fitted, sizing, true to size, runs small, runs large, runs big,
    size up, size down, size guide, size chart, size note; width = width, wide fit, narrow fit, wide width,
    wide toe box, roomy toe box, wide feet, narrow feet, wide last`),
  /**
   * A harm a question asks the viewed product may do, by the word of its data saying it does not: "will it clog
   * pores?" of a "non-comedogenic" cream is answered no (viewed-averted.ts).
   */
  avertedBy: lexicon(`non-comedogenic = clog pores, clog my pores, clogs pores, clogging pores, pore clogging,
    pore-clogging, break me out, breakouts, cause breakouts, comedogenic`),
  /**
   * On a product's page, comparing it with a product the request names (page-comparison.ts): the verbs of "how does
   * it compare to …", and what may open "… or this one?" ("which is better, the Harbor Rain Jacket or this?").
   */
  compareVerbs: list('compare, stack up, measure up, match up, hold up'),
  /** Comparing prices with a named product: "is it cheaper than the Harbor Rain Jacket?", "is X pricier than this?". */
  priceComparatives:
    list(`cheaper, less expensive, less pricey, more affordable, lower priced, more expensive,
    pricier, dearer, costlier, more pricey, higher priced`),
  comparedLeads: list(`which is better, which one is better, which is best, which one is best, what's better,
    what is better, which should i get, which one should i get, should i get, should i buy, which should i buy,
    should i go for, which would you pick, which do you recommend, compare`),
  /** Words that end a product's name after a cue: "like the Harbor Rain Jacket but cheaper". */
  nameEnds: list(`but, that, which, with, for, in, under, below, over, and, or, please, only, except, without,
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
  questionOpeners: list(`ok, okay, so, and, and also, also, but, hmm, oh, well, yes, yeah, great, cool, nice,
    thanks, thank you, right, alright, then, actually, one more thing, one more question, quick question`),
  questionLeads: list(`what about it, how about it, and what about it, and how about it, and it, it, this one,
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
};
