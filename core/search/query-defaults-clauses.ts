/**
 * Clauses saying what the product does or what it is used for: "a dutch oven that works on induction", "sheets
 * that keep you cool" (a feature the catalogue tags, feature-clauses.ts), "a speaker I can take to the beach" (a use,
 * use-clauses.ts). Part of `queryDefaults`
 * (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const clauseDefaults = {
  /**
   * A participle after the product's name, before a preposition, says how it is made or meant (participles.ts):
   * "a jacket made of wool", "headphones built for running", "a tent rated for winter". One of `plain` says
   * nothing the phrase after it does not: it goes, the phrase stays ("headphones for running"; "built" had been the
   * request's kind, running shoes listed). Another word ending in "-ed" goes before the name where the catalogue
   * names it as a feature or material ("a jacket insulated with down": "insulated jacket with down"), else stays
   * ("insulation unfaced for basement": unfaced is asked). `prepositions` may follow; never a phrase of `not`.
   */
  participles: {
    plain:
      list(`made, built, designed, intended, meant, crafted, engineered, constructed, manufactured, created,
      produced, developed, tailored, styled, suited, sized, rated, optimized, optimised`),
    prepositions: list('of, from, for, with, in, to, by, out of, into, on'),
    not: list('built in, made to order, made to measure'),
  },
  /**
   * A clause about the shopper or the person the product is for, by what they do or have (person-clauses.ts):
   * "running shoes for someone who runs on trails", "sneakers, i walk a lot", "running shoes, i have wide feet",
   * "for someone with wide feet". It reads as the use it names, as the shopper could have said it: "running shoes
   * for running on trails", "sneakers for walking", "running shoes for wide feet"; any verb in its -ing form ("for
   * someone who overpronates": "for overpronating"), how often ("a lot": `framing.howOften`) dropped. Read after
   * the clauses of needs, interests and describing ones, which take theirs first ("i get cold easily": warm).
   */
  personClauses: {
    /**
     * Who the clause is said of: the shopper after a mark typed, never ";" as a reader leaves one ("sneakers, i
     * walk a lot"; not "red i beam"); "who" after the person read too ("for someone who…", "for my son who…").
     */
    subjects: list('i, we'),
    relatives: list('who'),
    /** Between them and the verb, no word to match: "i mostly run on trails". */
    adverbs: list(`really, always, usually, often, mostly, mainly, normally, generally, typically, sometimes,
      also, just, regularly, tend to, tends to`),
    /** What they have or go doing: the rest is the use ("i have wide feet": for wide feet; "i go hiking"). */
    having: list('have, has, have got, has got, go, goes'),
    /**
     * Verbs never read as a use: being, modals, wanting, thinking, getting and the past say no use of the product
     * (a past in "-ed" neither: "i tried").
     */
    notVerbs:
      list(`am, is, are, was, were, be, been, do, does, did, don't, doesn't, didn't, can, can't, could,
      will, won't, would, should, shall, may, might, must, need, needs, want, wants, like, likes, love, loves,
      prefer, prefers, think, thinks, guess, mean, means, hope, hopes, wish, wishes, know, knows, saw, see, sees,
      found, find, finds, got, get, gets, bought, buy, buys, had, own, owns, already, only, not, never, ran, went,
      wore, broke, lost, made, took, tried, used, bought`),
    /**
     * Verbs that say nothing before a size alone: "shoes, i wear a 10" is the size ("Showing shoes in size 10.", not
     * "shoes for wearing in size 10").
     */
    emptyAlone: list('wear, wears, usually wear, take, takes'),
    /**
     * Verbs read with "i" where the shopper dropped it, after a mark typed and before a pronoun for the product
     * (`productPronouns`): "boots, need them for snow", "a sweater, want it in blue", "sneakers, gotta have them
     * by friday", "shoes, wear them to work" read as "i need them…" and so on (dropped-subjects.ts); not an
     * imperative that frames the request ("make it blue").
     */
    droppedSubjectVerbs:
      list(`need, want, gotta have, got to have, have to have, need to have, must have, wear,
      use, carry, bring`),
    /**
     * Pronouns for the product, never a word of the use a clause names: "shoes, i wear them to work" is "for work",
     * "sneakers, i use them for the gym" "for the gym", "i run in them" "for running".
     */
    productPronouns: list('it, them, one, ones, these, those'),
    /**
     * Words opening a thing the shopper has, not what they are ("i have a dog", "we have two kids"; "i have wide
     * feet" is them): their situation, said as a use only where the catalogue names a word of it ("i have a small
     * kitchen": "for a small kitchen"), else no words to match nor to say ("i have a dog, need a backpack": "Showing
     * backpack.").
     */
    situations: list(
      'a, an, one, two, three, four, five, some, several, many, a few, lots of, a lot of, my, our',
    ),
  },
  useClauses: {
    /** Words opening a clause of the product: "a dutch oven that works on induction". */
    relatives: list('that, which'),
    /** Words that open one before a speaker only: "so I can use it on induction". */
    purposes: list('so, so that'),
    /** Never after these, where "that" points rather than relates: "does that work on induction?". */
    notAfter: list(`does, do, did, is, are, was, will, would, can, could, should, how, why, where, what, when,
      get, buy, want, like, love, take`),
    /** A speaker and a modal opening one, after a relative or not: "a pan I can use on induction". */
    speakers: list(`i can, i could, i'll, i will, i would, i'd, i might, we can, we could, we'll, we will,
      we would, we'd, you can, you could`),
    /**
     * Verbs that say how it serves, no word to match: they may open a clause after "to" too ("a jacket to keep
     * me warm").
     */
    verbs: list(`works, work, working, keeps, keep, keeping, stays, stay, is, are, be, being, goes, go, gets,
      get, helps, help, lets, let, makes, make, feels, feel, does, do, handles, handle, comes, come, can, will,
      would, could, should, use, used, using, wear, worn, wearing, put, putting, has, have, having, holds, hold,
      stands, stand, survives, survive, sleeps, sleep`),
    /** Pronouns, articles, prepositions and adverbs of such a clause, no word to match either. */
    particles: list(`i, we, you, me, us, it, them, him, her, they, my, your, our, his, their, its, it's,
      that's, you're, yourself, myself, a, an, the, on, in, with, at, for, to, of, by, from, into, onto,
      through, under, over, all, every, any, well, really, very, nicely, good, great, perfectly, properly,
      also, too, still, fine, actually, even, just, super, nice, and, or`),
    /** When, said in such a clause: "sheets that keep you cool at night". */
    times: list(`at night, all night, all night long, overnight, all day, all day long, while i sleep,
      while sleeping, when i sleep, all year, year round, all year round`),
    /** A clause holding one of these is not read as a feature: "sheets that don't keep you warm". */
    negations: list(`not, don't, dont, doesn't, doesnt, won't, wont, can't, cant, isn't, isnt, aren't, arent,
      never, no, without`),
    /**
     * Verbs of use after a speaker ("a speaker I can take to the beach", "that I can use at the gym") or "to" ("a
     * dress to wear to a wedding", "a stove to take camping"): framing, no word to match; the place or activity
     * after them is the use, as "for the beach" says it (use-clauses.ts).
     */
    useVerbs: list(`take, bring, use, wear, carry, pack, keep, leave, put, throw, stash, store, travel with,
      take along, bring along, wear out, play, listen to, cook, hang, stand in, walk in, work in`),
    /**
     * Never "to" and a verb of use after these, where it describes the product rather than its use: "ready to hang
     * blinds", "easy to carry tent", "ready to wear dress" (had been read "ready for blinds").
     */
    toNotAfter:
      list(`ready, easy, easier, hard, harder, simple, simpler, quick, quicker, safe, fun, able, how,
      what, where, want, wants, need, needs, going, have, has, had, got, ways, things, nice, comfortable`),
    /**
     * A clause keeping a thing at a temperature (keep-clauses.ts): "something to keep my coffee hot", "a bottle that
     * keeps water cold all day" ask for the feature that does it (feature = temperatures), with the thing as the
     * use: "Showing insulated products for coffee." (it had searched "coffee hot"). After `keptOpeners`; never of a
     * person or a part of one (`keptNotThings`): "a jacket to keep me warm", "something to keep my hands warm" are
     * the warm feature (feature-clauses.ts).
     */
    keptAt: lexicon('insulated = hot, cold, warm, cool, chilled, iced, icy, frozen, piping hot, ice cold'),
    keptOpeners:
      list(`to keep, to help keep, that keeps, which keeps, that keep, which keep, that will keep, which will keep,
      that can keep, which can keep, that would keep, that helps keep, keeps, for keeping, keeping`),
    keptNotThings:
      list(`me, you, us, him, her, them, myself, yourself, yourselves, ourselves, himself, herself,
      themselves, everyone, everybody, someone, somebody, people, person, kids, kid, baby, babies, child,
      children, family, dog, cat, pet, pets, hands, hand, feet, foot, toes, fingers, head, ears, neck, body, legs,
      face, chest, core, back`),
    /**
     * Things too general to be a use (`keptAt`): "a coffee mug that keeps drinks hot" is an insulated coffee mug, as
     * "to keep it hot" says, where "for drinks" had been held against the mugs ('No product mentions "drinks"').
     */
    keptAnything:
      list(`drinks, drink, beverages, beverage, liquids, liquid, food, foods, stuff, things, thing,
      everything, contents, whatever`),
    /**
     * A clause keeping something out or off (block-clauses.ts): "headphones that block out noise", "a jacket that
     * keeps the wind out", "a tent that keeps me dry". It asks for the catalogue's feature naming the thing with a
     * word of `blockingWords` ("noise cancelling", "windproof", "water-resistant"), where the catalogue tags one.
     * `blockVerbs` take the thing alone ("blocks noise"), `outVerbs` with "out", "off" or "away" ("keeps the rain
     * out"); `blockedThings` are the things by the word a feature names them by (thing = other words), and
     * `keptStates` a state said of whoever the product keeps so (thing = states: "keeps me dry" keeps water out).
     */
    blockVerbs: list(`block, blocks, blocking, cancel, cancels, cancelling, canceling, stop, stops, stopping,
      repel, repels, repelling, resist, resists, resisting, muffle, muffles, deaden, deadens, protect from,
      protects from, protect against, protects against, protect me from, protects me from, protect you from,
      protects you from, stand up to, stands up to, hold up to, holds up to`),
    outVerbs: list(`keep, keeps, keeping, shut, shuts, shutting, drown, drowns, drowning, cut, cuts, cutting,
      block, blocks, blocking, tune, tunes, seal, seals, lock, locks`),
    /** Words a clause may have between its opener and verb: "that really blocks noise", "that will keep". */
    blockBetween: list(
      'will, can, would, should, really, actually, also, fully, completely, helps, help, help to',
    ),
    blockingWords:
      list(`proof, resistant, resistance, cancelling, canceling, blocking, protective, protection,
      repellent, repelling`),
    blockedThings: lexicon(`noise = sound, sounds, noises, chatter, traffic, snoring, din; water = rain, wet,
      moisture, splashes, splash, rainwater, the rain, downpours; wind = gusts, breeze, drafts, draughts, cold wind;
      sun = sunlight, sun's rays, uv, uv rays, rays; odor = smell, smells, odour, odours, odors, stink, stench;
      scratch = scratches, scratching; dust = dirt, sand; sweat = sweating; stain = stains; wrinkle = wrinkles;
      rust = rusting; slip = slipping, slips; insect = insects, bug, bugs, mosquito, mosquitoes, mosquitos, midge,
      midges, gnats, flies, ticks`),
    keptStates: lexicon('water = dry'),
    /**
     * Words opening an occasion after a product's clause, what it is for (clause-occasion.ts): "a tent that keeps
     * me dry on long hikes" is one "for long hikes"; `occasionWords` may come before its last word.
     */
    occasionLeads: list('on, at, during, while, when, for, on my, on our, on your, at my'),
    occasionWords: list(
      'a, an, the, long, longer, short, day, weekend, all-day, big, family, cold, hot, rainy',
    ),
    /** Prepositions after an activity said as the verb of such a clause: "a watch I can swim with". */
    activityLinks: list('with, in, on, while wearing, around, along, about'),
    /** Words before that place or activity, said as "for": "to the beach", "at the gym", "while hiking". */
    placeLeads: list(
      'to, at, in, on, for, when, while, during, around, into, onto, with, over, under, out to',
    ),
    /**
     * A question what to wear and an activity (wear-question.ts): "what to wear hiking in winter", "what should I
     * wear skiing". The activity is the use ("for hiking"), and the products those of the shop's departments of
     * things worn (`wornDepartments`, where its categories name them). The activity is one of these or of
     * `filler.personas` and `filler.interestCategories`.
     */
    wearQuestions:
      list(`what should i wear, what should we wear, what do i wear, what do we wear, what can i wear,
      what could i wear, what would i wear, what shall i wear, what to wear, what do you wear, what should you
      wear, what does one wear, what should one wear`),
    wearActivities: list(`walking, jogging, trekking, backpacking, mountaineering, snowboarding, snowshoeing,
      skating, sledding, biking, riding, sailing, boating, kayaking, paddling, hunting, golfing, dancing,
      commuting, traveling, travelling, working, working out, exercising, training, gardening, fishing`),
    wornDepartments: list('clothing, clothes, apparel, shoes, footwear'),
    /**
     * A weight said of a garment (garment-weights.ts): "heavy sweater", "heavyweight hoodie", "thick socks" ask
     * for warm ones (the feature = the words), where the catalogue tags the feature and not the word itself ("chunky"
     * where knits are tagged chunky stays chunky), before one of `garments`. It had been held against the products ('No product
     * mentions "heavy"'). Not of other things: "heavy duty", "thick yoga mat" stay theirs.
     */
    garmentWeights: lexicon('warm = heavy, heavyweight, heavy-weight, heavy weight, thick, chunky'),
    garments: list(`sweater, sweaters, hoodie, hoodies, sweatshirt, sweatshirts, jumper, jumpers, cardigan,
      cardigans, fleece, fleeces, jacket, jackets, coat, coats, socks, sock, knit, knits, pullover, pullovers,
      flannel, flannels, shirt, shirts, t shirt, t shirts, t-shirt, t-shirts, tee, tees, leggings, pants, hat, hats,
      beanie, beanies, scarf, scarves, gloves, mittens, parka, parkas, vest, vests`),
    /**
     * A span of the day (`framing.durations`) after one of these verbs of use is long use, asking the feature
     * (use-clauses.ts): "sneakers I can wear all day at work" are comfortable ones for work (met by cushioned ones).
     */
    longUse: { verbs: list('wear, carry, stand in, walk in, work in'), feature: 'comfortable' },
    /** A verb of use said alone that names its use: "shoes to walk in", "shoes i can walk in" are for walking. */
    verbUses: lexicon('walking = walk in; standing = stand in; work = work in'),
    /** What the verb's object may be, no word to match: "I can take it to the beach". */
    objects: list('it, them, this, that, these, those, one, ones, him, her, along, around, with me, with us'),
    /** Adverbs between the speaker and the verb: "I can easily take to the beach". */
    adverbs: list('easily, also, just, really, actually, still, comfortably, safely'),
    /**
     * Words of a feature's name that qualify it rather than name it ("oven safe", "cruelty-free", "carry-on
     * friendly"): read with a word naming it, never alone ("a car seat that is safe" is no oven safe one).
     */
    qualifiers: list(`safe, free, friendly, resistant, proof, compatible, fit, ready, enabled, controlled,
      limited, based, non, pre, multi, extra, high, low, long, full, even, anti, ultra, super, top, all, over,
      under`),
    /**
     * Qualifiers of `qualifiers` that deny what the feature's other words name ("non-comedogenic", "anti-fog",
     * "fragrance-free"): a question naming such a feature without any qualifier asks the opposite ("is it
     * comedogenic?" is no question for non-comedogenic ones; feature-questions.ts), with another it asks the
     * feature ("is it slip resistant?": non-slip).
     */
    denying: list('non, anti, free'),
  },
};
