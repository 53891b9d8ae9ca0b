/**
 * Attribute lexicons of the query parser: colours, sizes, materials and features. Part of `queryDefaults`
 * (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';
import { featureComparativeDefaults } from './query-defaults-feature-comparatives.ts';
import { needDefaults } from './query-defaults-needs.ts';

export const attributeDefaults = {
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
     * Nouns of weather or nature that name a shade before a colour ("snow white", "ice blue", "sand beige",
     * "storm grey"): read as one colour, that shade of it where `shadeLeanings` says which way it leans ("ice
     * blue": sky blue, as "light blue" is), else as the colour itself ("snow white": white). Before a colour only; alone they are what they are ("boots for snow", "ice scraper"). They had been
     * read apart: "sweater in snow white" as a warm white sweater, "jacket in ice blue" as a blue one "in ice".
     */
    tints: list(`snow, ice, icy, frost, frosty, arctic, glacier, winter, sand, desert, sky, ocean, sea, storm,
      stone, midnight, steel, cloud, fog, mist, moss, forest`),
    /**
     * A shade asked with no colour ("bedding in a light colour", "dark-coloured towels"): the catalogue's colours
     * whose names hold its `shadeLeanings` word or are one of these (shades-alone.ts); never a weight.
     */
    shadesAlone:
      lexicon(`light = white, off white, beige, oatmeal, natural; pale = white, off white, beige, oatmeal;
      pastel = white, beige; dark = black, brown, chocolate, espresso; deep = black`),
    /** A shade modifier's comparatives, each read as the modifier: "lighter blue sneakers" are light blue ones. */
    shadeComparatives: lexicon(
      'light = lighter; dark = darker; pale = paler; bright = brighter; deep = deeper',
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
    /**
     * On a product's page, the small words a question may open with before a colour asked alone ("is the
     * olive in stock?", "do you have the sage?"): an everyday-noun colour there is the product's colour.
     */
    questionLead: list(
      'is, are, does, do, did, has, have, you, we, got, it, they, there, the, a, an, any, in, this',
    ),
    /** Words after such a colour naming the option itself, which leave with it ("is the olive one in stock?"). */
    optionWords: list('one, ones, version, option, colourway, colorway'),
    /**
     * A shade the catalogue does not sell ("light blue", "navy blue", "dark green") falls back to the nearest
     * colours it does: a colour word inside it ("navy" of "navy blue"), else the members of its family whose
     * names lean the shade's way ("light blue": sky blue, baby blue), else its family's head, else the family.
     * Each shade word → words that make a member lean its way.
     */
    shadeLeanings: lexicon(`
      light = sky, baby, powder, pale, pastel, light, mint, blush, lavender, lilac, peach, cream, ivory, sand;
      pale = sky, baby, powder, pale, pastel, light, mint, blush, lavender, lilac, peach, cream, ivory, sand;
      pastel = sky, baby, powder, pale, pastel, light, mint, blush, lavender, lilac, peach;
      dark = navy, midnight, dark, forest, hunter, bottle, army, olive, charcoal, graphite, gunmetal, burgundy,
        maroon, wine, oxblood, chocolate, espresso, plum, eggplant, aubergine, indigo;
      deep = navy, midnight, dark, forest, hunter, bottle, burgundy, maroon, wine, oxblood, plum, indigo, emerald;
      bright = bright, royal, cobalt, scarlet, crimson, cherry, hot, fuchsia, lime, neon, tangerine, canary, lemon;
      neon = neon, lime, hot, fuchsia, bright;
      ice = sky, baby, powder, pale, light, ice, icy; icy = sky, baby, powder, pale, light, ice, icy;
      frost = sky, baby, powder, pale, light, ice, frost; arctic = sky, baby, powder, pale, light, ice, snow;
      glacier = sky, baby, powder, pale, light, ice, glacier; sky = sky, baby, powder, light;
      midnight = navy, midnight, dark;
      vivid = bright, royal, cobalt, scarlet, crimson, hot, fuchsia, lime, neon`),
  },
  sizes: {
    /** Letter sizes: canonical code → spellings. Only read in a size context ("size M", "in XL", "large size"). */
    letters: lexicon(`
      XXS = xx-small, xx small, 2xs; XS = x-small, extra small, xs; S = small, s, sm; M = medium, m, med, md;
      L = large, l, lg; XL = x-large, extra large, xl, 1xl; XXL = xx-large, 2xl, xxl, extra extra large;
      XXXL = xxx-large, 3xl, xxxl; 4XL = 4xl, xxxxl`),
    /** Size cue words ("size 10", "sizes 9 or 10", "size: M"). */
    cueWords: list('size, sizes, sz'),
    /**
     * Words joining the two ends of a size range after a cue ("sizes 8 to 10", "size 8 through 10"; a hyphen too:
     * "size 8-10"), and those that may open one ("sizes from 8 to 10"; after "between" the ends are joined by
     * "and": "between size 8 and 10"). See size-ranges.ts.
     */
    rangeJoiners: list('to, through, thru, till, until'),
    rangeOpeners: list('from, between'),
    /**
     * Comparatives moving the size asked or shown (size-moves.ts): "bigger sizes" asks for every size above it,
     * "a bigger size" (as "a size up", "half a size up") for the next one; "smaller sizes" the other way.
     */
    moveUp: list('bigger, larger'),
    moveDown: list('smaller'),
    /**
     * After a list asked by a size, the comparative alone moves it ("mens sneakers size 9", then "bigger": size 10):
     * a whole size, as "a bigger size" does; after one of these half a size where the catalogue sells halves ("a bit
     * bigger": 9.5), after `measures.stepFar` every size past it ("much bigger": sizes over 9).
     */
    halfDegrees: list(
      'a bit, a little, a little bit, a tiny bit, bit, little, slightly, somewhat, a tad, a touch',
    ),
    /** Words that may stand beside that comparative alone: "something bigger", "a bigger one please". */
    moveFillers: list(
      'something, anything, maybe, try, go, a, an, some, one, ones, pair, pairs, please, then',
    ),
    /**
     * Words after which a size word ending the request says how the product is, not which size to show:
     * "a jacket that packs small", "shoes that run large", "not too big".
     */
    howWords:
      list(`pack, packs, packed, packable, fold, folds, folded, run, runs, fit, fits, roll, rolls, rolled,
      compress, compresses, too, very, quite, fairly, really, so, bit, little, is, are, be, feel, feels, look,
      looks, not`),
    /**
     * A width said after a size ("boots size 10.5 wide", "running shoes 9 wide"): it ends the bare number as a size
     * does, and goes before the product's name, as the shopper could have put it ("wide boots in size 10.5";
     * size-widths.ts). It had been said after the name ("Showing boots wide in size 10.5.").
     */
    widths: list(
      'wide, extra wide, x-wide, extra-wide, narrow, extra narrow, wide width, wide fit, regular width',
    ),
    /**
     * Bed sizes, read alone ("queen sheets") only when the catalogue sells that size, as a value or part of one
     * ("Full/Queen"); `bedCued` ones also need "size" or "bed" after them ("full size", not "full zip").
     */
    bed: list('california king, cal king, cali king, twin xl, queen, king, twin'),
    bedCued: list('full, double'),
    /**
     * What a bed size is named with ("sheets for a queen bed", "twin bed sheets"): the size alone, where the
     * request names its product; the product itself where it names none ("queen bed") or the catalogue names a
     * category by both ("bed frames").
     */
    bedNouns: list('bed, beds, mattress, mattresses'),
    /** Bed linen, which a `bedCued` size names too ("double sheets", "full comforter"; not "double oven"). */
    bedLinen:
      list(`sheets, sheet set, sheet sets, fitted sheet, fitted sheets, flat sheet, flat sheets, duvet, duvets,
      duvet cover, duvet covers, comforter, comforters, quilt, quilts, bedspread, bedspreads, coverlet, coverlets,
      bedding, bed linen, mattress topper, mattress toppers, mattress protector, mattress protectors`),
    /**
     * Bed sizes one size is spelt as: a UK (and many shops') "double" is a full; a "cal king" a California king
     * (the demo's "King/California King").
     */
    bedAlike: lexicon('full = double; california king = cal king, cali king'),
  },
  /** Built-in material lexicon (canonical = other spellings); the vocabulary adds the catalogue's own. */
  materials: lexicon(`
    leather = genuine leather, real leather; faux leather = pu leather, vegan leather, synthetic leather,
    leatherette, protein leather; suede; nubuck; cotton;
    organic cotton; wool = woollen, woolen, wool blend, lambswool, lambs wool; merino = merino wool; cashmere;
    alpaca; mohair; polyester; nylon; spandex = elastane, lycra; rayon = viscose; acrylic; canvas; denim; silk;
    satin; velvet; corduroy; linen; fleece; flannel; tweed; goose down; duck down; gore-tex = goretex; mesh;
    stainless steel = stainless; carbon steel; cast iron; aluminium = aluminum; titanium; copper; brass; bronze;
    gold; sterling silver; bamboo; ceramic; porcelain; stoneware; glass; tempered glass; crystal; plastic; acrylic
    glass; wood = wooden; oak; walnut wood; teak; acacia; pine; maple; cork; marble; granite; concrete; rubber;
    silicone; latex; memory foam; vinyl; jute; hemp; rattan; wicker; felt; carbon fibre = carbon fiber`),
  /**
   * When filtering by a material, catalogue materials containing it count too ("cotton" matches
   * "organic cotton"), except those qualified by one of these words ("leather" does not match "faux leather").
   */
  materialNegators: list('faux, vegan, imitation, synthetic, artificial, fake, pu, mock'),
  /**
   * Kinds of a material, met by a request for it and left out by its exclusion: suede and nubuck are leathers,
   * walnut and maple woods ("wooden cutting board" lists the walnut one; "boots that aren't leather" no suede).
   */
  materialKinds:
    lexicon(`leather = suede, nubuck; wood = oak, walnut, teak, acacia, pine, maple, beech, birch,
    cherry, mahogany, rosewood, ash`),
  /**
   * Kinds: another attribute's value named with a word of its name ("dry skin" of a `skinType`), which leaves out
   * the products of only other kinds (kind-phrases.ts). Words of names that name nothing alone ("type"), and
   * first words of values that meet every kind ("all skin types").
   */
  kinds: {
    notNouns: list('type, types, kind, kinds, level, style, name, number, value'),
    everyKind: list('all, any, every'),
  },
  /**
   * Built-in feature lexicon (canonical = other spellings); the vocabulary adds the catalogue's own. A superlative
   * spelling ("lightest", "warmest", "driest") reads as the feature, and so, in a conversation, does its comparative
   * ending its phrase ("something warmer" after "jackets": FEATURE_COMPARATIVES, measure-sort.ts). Everyday words
   * for a feature (`featureColloquials`: "cosy", "comfy") read as it too.
   */
  features: lexicon(`
    wireless; bluetooth; waterproof; water-resistant = water resistant, driest; windproof; noise cancelling =
    noise canceling, anc, active noise cancelling, active noise canceling; breathable; insulated; rechargeable;
    cordless; portable; foldable = folding, collapsible; adjustable; lightweight = light weight, ultralight, lightest;
    non-slip = anti-slip, slip resistant, slip-resistant; non-stick; dishwasher safe; machine washable;
    quick-dry = quick drying, quick dry; uv protection = upf, sun-protective, sun protective, sun protection, uv protective; usb-c = type-c; fast charging; touchscreen;
    hands-free; bpa-free; gluten-free; cruelty-free; ergonomic; reflective; heated; shockproof; dustproof;
    stain resistant; scratch resistant; eco-friendly; recycled; handmade; cushioned; padded;
    odour resistant = odor resistant; wrinkle-free = wrinkle resistant; warm = warmest, cosy, cozy, snug, cosiest, coziest;
    comfortable = comfy, comfiest, most comfortable; polarized = polarised`),
  /**
   * Everyday words for a feature that products seldom write ("something cosy for winter": warm; "comfy sneakers":
   * comfortable): read as the feature where the catalogue tags features, they leave the text, so the chat neither
   * echoes them beside it nor holds them against the products ("Showing warm products", not "Showing cosy"). A
   * catalogue tagging the word itself keeps it as any feature's word.
   */
  featureColloquials: list('cosy, cozy, snug, comfy, comfortable'),
  /** Phrases holding a feature's spelling that say something else: a "snug fit" is a fit, not warmth. */
  notFeatures: list('snug fit, snug fitting, snug-fitting, fits snug, fit snug'),
  /**
   * Word parts a feature's word may open with before the word a question names it by ("hypoallergenic" holds
   * "allergenic": "is it good for allergies?"; "antibacterial" holds "bacterial"). Read by the answers about a
   * viewed product (llm/offline/feature-word.ts), not by the search.
   */
  featureWordPrefixes: list('hypo, anti'),
  /**
   * A feature asked for (left) that a product with a stronger one (right) has too: "warm jacket" lists insulated
   * and thermal ones, "water-resistant watch" waterproof ones, "wireless speaker" Bluetooth ones, "comfy sneakers"
   * cushioned ones, "sunglasses with uv protection" UV400 ones. One way only: a warm fleece is not insulated.
   */
  featureImplications: lexicon(`warm = insulated, thermal, heated; water-resistant = waterproof;
    wireless = bluetooth; comfortable = cushioned, padded, soft, supportive; uv protection = uv400, uv 400;
    cushioned = extra-thick`),
  ...needDefaults,
  ...featureComparativeDefaults,
};
