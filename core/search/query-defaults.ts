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
import { lexicon, list } from './lexicon-notation.ts';

export const queryDefaults = {
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
    lead: list('priced, price, prices, costing, costs, cost, that cost, that costs, for, at'),
    /**
     * Cues before or after an amount. A `strong` cue makes a bare number a price ("under 50");
     * a `weak` cue needs a currency ("max $40", "up to €30"), so "up to 4 people" is not a price.
     */
    maxBefore: {
      strong: list(`under, below, less than, cheaper than, lower than, no more than, not more than,
        nothing over, nothing above, not over, not above, no higher than, at most, at or below, budget of,
        budget is, my budget is, a budget of, budget`),
      weak: list('up to, max, maximum, within, tops'),
    },
    minBefore: {
      strong: list(`over, above, more than, greater than, higher than, at least, no less than,
        not less than, starting at, minimum of`),
      weak: list('from, min, minimum, starting from'),
    },
    /** Cues after an amount; always weak: "4 or more" is rarely a price, "$50 or less" is. */
    maxAfter: list('or less, or under, and under, or below, and below, or lower, or cheaper, max, tops'),
    minAfter: list('or more, and up, and above, or above, or higher, and over, or over, +, plus, min'),
    around: {
      strong: list('around, approximately, roughly, approx, somewhere around'),
      weak: list('about, near, close to, circa, ~'),
    },
    /** "between 150 and 300" (bare numbers allowed) and "from $30 to $90" (currency needed). */
    rangeBefore: { strong: list('between'), weak: list('from') },
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
    /** Removed and, unless a price was given, sort by price ascending. Never invents a price. */
    cheap: list(`cheap, cheaper, budget, inexpensive, affordable, low cost, low priced, bargain, economical,
      not too expensive, not expensive, on a budget, budget friendly`),
  },
  /**
   * Comparison words before a number that is not a price ("at least 16gb", "over 55 inch", "more than 2
   * pockets"): removed, the quantity stays as words to match (there is no quantity filter). Not "max" or
   * "min": names hold them before a number ("Power Max 726", "Air Max 90").
   */
  quantityCues: list(`at least, at most, more than, less than, fewer than, greater than, no more than,
    no less than, not more than, not less than, over, under, above, below, up to`),
  /** Explicit sort intents; the first one found wins and is removed from the text. */
  sort: {
    price_asc: list(`cheapest, lowest price, lowest prices, lowest priced, least expensive,
      price low to high, low to high, by price`),
    price_desc: list(
      'most expensive, highest price, highest priced, priciest, price high to low, high to low',
    ),
    rating: list(
      'best rated, top rated, highest rated, best reviewed, top reviewed, highest rating, by rating',
    ),
    newest: list(`newest, latest, new arrivals, newest arrivals, latest arrivals, just arrived, just in,
      most recent, newly released, new releases, recently added`),
  },
  rating: {
    /** Ratings run 0..maxStars; larger numbers are never read as a rating. */
    maxStars: 5,
    /** "highly rated" means at least this many stars. */
    highlyRated: 4,
    highlyRatedPhrases: list(`highly rated, well rated, highly reviewed, well reviewed, good reviews,
      great reviews, high rating, good rating, great rating, highly ranked`),
    /** Number words read as star counts ("four stars"). */
    numberWords: { one: 1, two: 2, three: 3, four: 4, five: 5 } as Record<string, number>,
  },
  /** Phrases meaning inStock: true. */
  inStock: list(`in stock, available now, available today, currently available, ready to ship, ships today,
    ships now, in stock now, not sold out, not out of stock, available immediately`),
  colours: {
    /** Family head → members. Asking for a head gets the whole family; asking for a member gets just it. */
    families: lexicon(`
      blue = navy, navy blue, sky blue, light blue, dark blue, baby blue, royal blue, cobalt, cobalt blue, teal,
        turquoise, aqua, indigo, azure, cerulean, steel blue, powder blue, midnight blue, petrol;
      red = burgundy, maroon, crimson, scarlet, wine, cherry, brick, ruby, oxblood, dark red, bright red;
      green = olive, olive green, sage, emerald, forest green, mint, mint green, lime, hunter green, army green,
        dark green, light green, jade, teal, khaki green, bottle green;
      grey = charcoal, slate, ash, heather grey, light grey, dark grey, graphite, gunmetal, smoke, stone grey;
      black = jet black, onyx, matte black, ebony;
      white = ivory, cream, off white, snow, bone, eggshell, pearl, chalk, ecru;
      brown = tan, chocolate, camel, coffee, mocha, cognac, chestnut, espresso, caramel, taupe, dark brown, walnut;
      beige = tan, sand, taupe, khaki, nude, oatmeal, stone, ecru, camel, cream, natural;
      pink = blush, rose, fuchsia, magenta, hot pink, salmon, coral, dusty pink, light pink, rose gold;
      purple = lavender, violet, lilac, plum, mauve, indigo, eggplant, aubergine, magenta;
      orange = coral, rust, peach, tangerine, burnt orange, apricot, amber;
      yellow = mustard, gold, lemon, canary, butter, golden;
      gold = golden, rose gold, champagne;
      silver = metallic silver, chrome;
      multicolour = multicolor, multi colour, multi color, rainbow, assorted`),
    /** Each pair is one colour spelt two ways; both spellings go into the filter. */
    spellings: lexicon('grey = gray; multicolour = multicolor'),
    /** Words before a colour that make a shade of it ("light blue"). */
    shadeModifiers: list(
      'light, dark, pale, bright, deep, neon, pastel, dusty, muted, vivid, matte, metallic',
    ),
    /**
     * Colours that are also everyday nouns ("coffee maker", "olive oil"): only a colour next to "colour"/"color",
     * after "in" at the end of a phrase ("a dress in olive"), or listed with a plain colour ("navy or olive").
     */
    ambiguous: list(`rose, wine, cherry, coffee, chocolate, cream, mint, lime, lemon, gold, golden, silver,
      olive, salmon, peach, plum, charcoal, ash, slate, sand, rust, honey, espresso, camel, stone, bone,
      oatmeal, mocha, caramel, copper, champagne, pearl, ruby, emerald, jade, amber, coral, sage, lavender,
      mustard, butter, chalk, brick, smoke, snow, chestnut, walnut, eggplant, aubergine, apricot, tangerine,
      cognac, natural, clear, multi, ebony, onyx, graphite, chrome, canary, eggshell, petrol, violet,
      navy seal, assorted, rainbow, nude`),
    /** Phrases whose colour word is not a colour constraint. */
    notColours: list(`white noise, black pepper, green tea, black tea, white tea, red wine, white wine,
      rose wine, blue cheese, black friday, white board, blue light, red light, black light, green screen,
      black out, white out, red pepper, green pepper, green beans, black beans, white rice, brown rice,
      brown sugar, red velvet, yellow pages, blue tooth, red eye, white chocolate, green onion, black hole,
      red carpet`),
    /** Words around a colour that make it one: "red colour", "colour: red", "blue-coloured". */
    cueWords: list('colour, color, colours, colors, coloured, colored, shade, tone, toned'),
  },
  sizes: {
    /** Letter sizes: canonical code → spellings. Only read in a size context ("size M", "in XL", "large size"). */
    letters: lexicon(`
      XXS = xx-small, xx small, 2xs; XS = x-small, extra small, xs; S = small, s, sm; M = medium, m, med, md;
      L = large, l, lg; XL = x-large, extra large, xl, 1xl; XXL = xx-large, 2xl, xxl, extra extra large;
      XXXL = xxx-large, 3xl, xxxl; 4XL = 4xl, xxxxl`),
    /** Size cue words ("size 10", "sizes 9 or 10", "size: M"). */
    cueWords: list('size, sizes, sz'),
  },
  /** Built-in material lexicon (canonical = other spellings); the vocabulary adds the catalogue's own. */
  materials: lexicon(`
    leather = genuine leather, real leather; faux leather = pu leather; vegan leather; suede; nubuck; cotton;
    organic cotton; wool = woollen, woolen, wool blend; merino = merino wool; cashmere; alpaca; mohair; polyester;
    nylon; spandex = elastane, lycra; rayon = viscose; acrylic; canvas; denim; silk; satin; velvet; corduroy;
    linen; fleece; flannel; tweed; goose down; duck down; gore-tex = goretex; mesh; stainless steel = stainless;
    carbon steel; cast iron; aluminium = aluminum; titanium; copper; brass; bronze; gold; sterling silver;
    bamboo; ceramic; porcelain; stoneware; glass; tempered glass; crystal; plastic; acrylic glass; wood = wooden;
    oak; walnut wood; teak; acacia; pine; maple; cork; marble; granite; concrete; rubber; silicone; latex;
    memory foam; vinyl; jute; hemp; rattan; wicker; felt; carbon fibre = carbon fiber`),
  /**
   * When filtering by a material, catalogue materials containing it count too ("cotton" matches
   * "organic cotton"), except those qualified by one of these words ("leather" does not match "faux leather").
   */
  materialNegators: list('faux, vegan, imitation, synthetic, artificial, fake, pu, mock'),
  /** Built-in feature lexicon (canonical = other spellings); the vocabulary adds the catalogue's own. */
  features: lexicon(`
    wireless; bluetooth; waterproof; water-resistant = water resistant; windproof; noise cancelling =
    noise canceling, anc, active noise cancelling, active noise canceling; breathable; insulated; rechargeable;
    cordless; portable; foldable = folding, collapsible; adjustable; lightweight = light weight, ultralight;
    non-slip = anti-slip, slip resistant, slip-resistant; non-stick; dishwasher safe; machine washable;
    quick-dry = quick drying, quick dry; uv protection = upf; usb-c = type-c; fast charging; touchscreen;
    hands-free; bpa-free; gluten-free; cruelty-free; ergonomic; reflective; heated; shockproof; dustproof;
    stain resistant; scratch resistant; eco-friendly; recycled; handmade; cushioned; padded;
    odour resistant = odor resistant; wrinkle-free = wrinkle resistant`),
  audience: {
    /** Canonical audience → words that name it on their own ("women's", "ladies", "kids"). */
    words: lexicon(`
      women = women's, womens, womens', woman's, ladies, ladies', lady's, female, feminine;
      men = men's, mens, mens', man's, gents, gent's, gentlemen's, male, masculine;
      kids = kids', kid's, children's, childrens, children, boys', boy's, boys, girls', girl's, girls,
        toddler, toddlers, toddler's, youth, junior, juniors;
      unisex = gender neutral, genderless`),
    /**
     * Of `words`, those that name an audience only after "for" ("for female"): alone they are usually a
     * connector's gender ("female adapter", "male to male cable", "1/2 in. male pex").
     */
    forOnly: list('male, female'),
    /** Words that name it only after "for" or "my" ("for her", "for my dad", "my mom"). */
    relations: lexicon(`
      women = her, wife, girlfriend, mom, mum, mother, mommy, sister, grandma, grandmother, aunt, woman, lady,
        wifey, fiancee, niece;
      men = him, dad, daddy, father, husband, boyfriend, brother, grandpa, grandfather, uncle, man, guy, guys,
        fiance, nephew;
      kids = kid, child, boy, girl, baby, toddler, little one, little ones`),
    /** People named after "for"/"my" who imply no audience: the phrase goes, no filter ("for my son"). */
    neutralRelations:
      list(`son, daughter, friend, friends, partner, boss, coworker, colleague, teacher, family,
      parents, grandparents, teen, teenager, best friend, roommate, neighbour, neighbor, client`),
    /**
     * An age names the kids audience up to this many years ("for a 5 year old", "toys for 3-year-olds",
     * "ages 3-5", "6 month old"); older, it is removed without a filter. A bare "12 year old scotch" is no age.
     */
    kidsUpToAge: 12,
    /** Words after an age that make it a person's ("10 year old boy"): kids up to 17 with boy or girl. */
    ageNouns: list('boy, boys, girl, girls, kid, kids, child, children, son, daughter, toddler'),
    /** When men or women is asked and the catalogue also tags products "unisex", include those. */
    includeUnisex: true,
  },
  negation: {
    /** Cues before an excluded term: "not leather", "without plastic", "no wool". "-free" is handled too. */
    cues: list(`not, no, without, except, excluding, exclude, free of, free from, other than, anything but,
      nothing made of, nothing in, none in, don't want, do not want, i don't want, i do not want, w/o, minus,
      isn't, aren't, doesn't have, i don't like, i do not like, don't like, do not like, allergic to`),
    /** Words skipped between the cue and the term: "not made of leather", "without a hood". */
    skip: list('made of, made from, made with, out of, any, a, an, the, containing, with, in'),
    /** A cue followed by one of these is not a negation: "not too heavy", "not sure". */
    notAfter: list(`too, very, so, really, sure, only, just, more, less, much, longer, later, over, under,
      above, below, that, quite, necessarily, always, for, than, one, idea, problem, need, bigger, smaller`),
    /** Two-word names that start with a cue but negate nothing: "no show socks", "no iron shirt". */
    notNegation: list(`no show, no iron, no slip, no tie, no fade, no pull, no spill, no drip, no touch,
      no rinse, no scratch, no sew, no drill, no bake, no fuss, no mess, no pinch, no crease, no wire`),
  },
  categories: {
    /** Category path segments too generic to mean anything when a shopper types them. */
    ignore: list('other, others, misc, miscellaneous, general, sale, new, all, more, default, uncategorized'),
    /** Segments (and their words) shorter than this are never matched. */
    minLength: 3,
  },
  brands: {
    /** Brand names shorter than this, or in `ignore`, are never matched (a brand called "On" or "All"). */
    minLength: 2,
    ignore: list(`on, in, at, to, by, a, an, the, and, or, for, with, new, all, one, best, good, top, more,
      free, up, go, me, my, you, it, is, be, no, not, so, any, some, size, sale`),
  },
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
      how about, what's good, what is good, whats good, what's a good, what is a good, what would be good`),
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
      travellers; gaming = gamer, gamers; yoga = yogi, yogis`),
    /** Gift words: removed when they frame the request ("a gift for…", "…as a gift"), kept in "gift card". */
    giftWords: list('gift, gifts, present, presents, gift idea, gift ideas, birthday gift, christmas gift'),
    /** Words dropped at the start or end of a phrase once a constraint next to them was removed. */
    connectors: list(`a, an, the, some, any, for, with, in, and, or, of, that, which, who, to, is, are, not,
      no, without, but, also, my, me, our, by, as, something, from, than, what, which, that's, thats, it's,
      someone, somebody`),
  },
  /**
   * Words that lean on the page the shopper is viewing (`chatMetadata`), read only when a request carries one:
   * "do you have this in blue?", "something similar but cheaper", "a more expensive version". The strongest
   * relation found wins (cheaper / pricier, then similar, then refine). "cheaper" followed by "than" and an
   * amount stays a price ("cheaper than $50").
   */
  pageContext: {
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
    refine:
      list(`this one, that one, these ones, those ones, the ones, ones, this, that, it, these, those, them,
      the same,
      same one, same, other colours, other colors, other colour, other color, another colour,
      another color, different colour, different color, other sizes, another size, different size`),
    /** Words that only point at a product ("a cheaper one", "another version"), dropped with a page context. */
    pointers: list(`one, version, versions, option, options, item, items, product, products, model,
      models, style, styles, kind, type, thing, things, pair, different, another, other, more, any, there,
      is there, are there, does, do, come, comes, come in, available, go with, goes with, to go with,
      that goes with, that go with, to wear with, to match, matching, better, a better, only, just, now,
      larger, bigger, smaller, larger size, bigger size, smaller size, size up, size down, colors, colours,
      color, colour, sizes, what colors, what colours, which colors, which colours, what sizes, yes, yeah,
      ok, okay, sure, then`),
  },
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
