/**
 * Conversational phrases of the query parser: filler, gift and persona words, and the words that lean on the
 * viewed page (query-defaults-page.ts). Part of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';
import { pageContextDefaults } from './query-defaults-page.ts';

export const phraseDefaults = {
  filler: {
    /** Conversational phrases removed anywhere (longest first). */
    phrases: list(`i'm looking for, i am looking for, im looking for, i'm searching for, i am searching for,
      looking for, searching for, search for, can you show me, could you show me, can you find me,
      could you find me, can you find, could you find, can you recommend, could you recommend,
      can you suggest, can you give me, could you give me, can i get, could i get, can i have, show me,
      do you have, do you sell, do you carry, do you stock, have you got, got any, what do you have,
      what have you got, are there any, is there any, is there a, is there an, is there, are there, i want, i'd like, i would like, i'm after, i am after,
      i need, we need, i'm interested in, i am interested in, find me, help me find, get me, give me,
      recommend me, recommend, suggest, please, pls,
      thanks, thank you, hi, hello, hey, something, anything, would like, want, maybe, need a, need an,
      need some, what do you recommend, which do you recommend, do you recommend, would you recommend,
      what would you suggest, do you suggest, what's your, what is your, what are your, what's the,
      what is the, which is the, which are the, i'm shopping for, shopping for, instead, what about,
      how about, what's good, what is good, whats good, what's a good, what is a good, what would be good,
      that actually works, that actually work, that actually works well, actually, hmm, hmmm, um, umm, uh, no wait, oh wait, oh, on second thought, no, i meant, no i meant,
      nope, i meant, nope i meant, sorry, i meant, sorry i meant, i meant, i actually meant, what i meant was,
      i mean, who has everything,
      who already has everything, who have everything, that has everything, who has it all, everything,
      what's, whats, what is, what are, you have, you've got, you guys have, you sell, you carry, you stock,
      in your shop, in your store, on your site, something like a, something like an, anything like a,
      anything like an, preferably, ideally, if possible, if you have it, if you have one, if you have any,
      i'm going, i am going, im going, we're going, we are going, i'll be, i will be, we'll be, next weekend,
      this weekend, next week, this week, next month, this summer, this winter, tomorrow, tonight, soon,
      and need, and i need, and we need, i'm going to need, im going to need, i am going to need,
      we're going to need, we are going to need, i'm gonna need, im gonna need, we're gonna need, going to need,
      gonna need, i'll need, ill need, i will need, we'll need, we will need, what do i need, what do we need, what should i bring,
      what should we bring, what should i get, what should i buy, what will i need, what would i need,
      what should i wear, what should we wear, what do i wear, what can i wear, what to wear,
      should i get, should i buy, should we get, should we buy, should i choose, should i pick, should i go for,
      should we go for, should i bring, should we bring, should i take, would you get, would you buy,
      would you choose, would you pick, would you go for, any suggestions, any recommendations, any ideas,
      any advice, any tips, recommendations, recommendation, suggestions, suggestion`),
    /**
     * The product said again after a need, no word to match: a speaker or none, a need of these and a pronoun for
     * the product (`personClauses.productPronouns`): "boots, i need them for snow" is "Showing warm boots.", "a
     * sweater, i want it in blue" "Showing blue sweater.", "sneakers, we gotta have them" "Showing sneakers.".
     */
    productNeeds: list('need, want, gotta have, got to have, have to have, need to have, must have'),
    /**
     * When the shopper needs it by, no word to match (the shop knows no delivery dates): a lead and a day,
     * "sneakers, gotta have them by friday" is "Showing sneakers." (it had searched "friday").
     */
    deadlineLeads: list('by, before, no later than'),
    deadlineDays:
      list(`monday, tuesday, wednesday, thursday, friday, saturday, sunday, tomorrow, tonight, the weekend,
      this weekend, next weekend, next week, the end of the week, end of the week, this friday, next friday,
      this saturday, next saturday`),
    /**
     * Between a product's own "that", "which" or "who" and a request's verb with its object ("give me", "get me"),
     * which is then the clause's verb, kept: "boots that won't give me blisters" (filler.ts).
     */
    clauseModals: list(`won't, wont, will not, will, doesn't, doesnt, does not, don't, dont, do not, didn't,
      can't, cant, cannot, can, could, would, should, might, may, never, always, not, actually, really, also`),
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
    /**
     * Pronouns that name no kind beside a sort ("cheapest one", "the best rated one": every product, in that
     * order); alone, "one" may be a name ("Sonos One", "all in one").
     */
    sortedGeneric: list('one'),
    /**
     * Nouns gathering what an activity needs ("running gear", "camping equipment", "gear for hiking"): beside a
     * persona's activity they name no kind, and read as "something for running" (activity-gear.ts).
     */
    gearNouns: list('gear, equipment, essentials, supplies, stuff, things, kit, items, accessories'),
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
     * People named by their work, whom a request is for with nothing of theirs to search: "shoes for nurses", "for
     * a doctor", "for construction workers" read as "for my friend" does (audience.neutralRelations: named back in
     * the chat, no audience, out of the text). Work that is an activity is a persona ("for hikers": hiking), a
     * teacher of something an enthusiast ("for yoga teachers": yoga). Words that also name products are left out
     * ("drivers", "servers", "cleaners", "painters" of painter's tape).
     */
    occupations: list(`nurse, nurses, doctor, doctors, physician, physicians, surgeon, surgeons, dentist,
      dentists, paramedic, paramedics, caregiver, caregivers, midwife, midwives, pharmacist, pharmacists,
      student, students, waiter, waiters, waitress, waitresses, bartender, bartenders, barista, baristas,
      cashier, cashiers, hairdresser, hairdressers, stylist, stylists, barber, barbers, mechanic, mechanics,
      electrician, electricians, plumber, plumbers, carpenter, carpenters, firefighter, firefighters, police
      officer, police officers, officer, officers, pilot, pilots, flight attendant, flight attendants, farmer,
      farmers, lawyer, lawyers, nanny, nannies, housekeeper, housekeepers, worker, workers, construction
      worker, construction workers, healthcare worker, healthcare workers, health care workers, retail
      worker, retail workers, warehouse worker, warehouse workers, office worker, office workers, factory
      worker, factory workers, employee, employees, staff, teacher, teachers`),
    /**
     * People named by what they love: "a gift for a coffee lover" searches "coffee", "for tea enthusiasts" "tea".
     * Read like personas (after "for", "who is" or an article, where the phrase ends).
     */
    enthusiasts: list(`lover, lovers, enthusiast, enthusiasts, fanatic, fanatics, aficionado, aficionados,
      junkie, junkies, addict, addicts, geek, geeks, nerd, nerds, teacher, teachers, instructor, instructors,
      coach, coaches`),
    /**
     * Words for such people that also name products ("a coffee fan", "a history buff", "a health nut"; "ceiling
     * fan", "hex nut"), each with its plurals: read as enthusiasts only in a person's phrase ("for a/my …",
     * "gifts for … fans", "who is a …"), and never where the shop's titles give the word with the one before it
     * ("remote for a ceiling fan" where ceiling fans are sold; CatalogVocabulary.fanNames).
     */
    fans: lexicon('fan = fan, fans; buff = buff, buffs; nut = nut, nuts'),
    /** How keen such a person is, before what they love: "a huge star wars fan" loves "star wars". */
    keenness:
      list(`big, huge, massive, avid, true, real, total, serious, die-hard, diehard, devoted, passionate,
      keen, mega, super, hardcore`),
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
    /**
     * What a gift comes packed as, after a gift word ("gift set", "gift basket"): where the shop sells nothing so
     * named, the request is a gift alone, its most popular products (core/search/gift-pack.ts).
     */
    giftPacks: list(
      'set, sets, kit, kits, bundle, bundles, basket, baskets, box, boxes, hamper, hampers, pack, packs',
    ),
    /** Gift words for small, cheap gifts: alone, the shop's cheapest first (any other gift: most popular first). */
    smallGiftWords: list('stocking stuffer, stocking stuffers'),
    /** Verbs after a gift word that go with it: "a gift to give to my dad", "a present to get my sister". */
    giftVerbs: list('to give, to get, to buy, to send, to bring'),
    /** Occasions before a gift word that go with it: "a birthday present for dad", "mother's day gift ideas". */
    giftOccasions: list(`birthday, christmas, xmas, holiday, anniversary, wedding, graduation, valentine's,
      valentines, valentine's day, valentines day, mother's day, mothers day, father's day, fathers day,
      housewarming, retirement, baby shower, bridal shower, hanukkah, easter, secret santa, thank you,
      white elephant, yankee swap, office party, teacher appreciation`),
    /**
     * Words of vague praise: alone (a degree beside them), they say the thing should please, not what it is
     * ("something nice for mom", "a lovely gift for my sister", "something really special"): nothing to search
     * (praise-words.ts), unless a title of the shop holds one ("Good Grips": CatalogVocabulary.praiseNames).
     */
    praise: list(`good, nice, great, perfect, ideal, decent, lovely, special, fun, cool, thoughtful, unique,
      awesome, amazing, wonderful, fantastic, beautiful, cute, useful, practical`),
    /**
     * The shopper saying the request is not for them, before or after whom it is for ("a gift not for me but for
     * my wife", "for my son, not for me"): no one to read, as "a gift for my wife" says it (filler.ts).
     */
    notForSelf: list('not for me, not for myself, not for us, not for ourselves, not mine, not me'),
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
    /**
     * Connectors that open what the product goes with or is for: kept, as clause openers are, at the start of a
     * phrase that follows words ("watch with 42 mm case for diving" keeps "watch with 42 mm for diving", the case
     * read; "boots under $90 for hiking" "boots for hiking"), so a constraint read before them does not join what
     * follows to the product (the search's head is the word before them, as when nothing was read).
     */
    phraseOpeners: list(`for, with`),
    /**
     * A clause of these and only features or materials describes the product: "speakers that are waterproof"
     * reads "waterproof speakers" (describing-clauses.ts), a `degrees` word kept ("that are fully waterproof").
     */
    describingClause: {
      openers: list(`that is, that are, which is, which are, that's, thats, which's`),
      degrees: list(`very, really, fully, completely, totally, super, extra, quite, fairly, pretty, 100%`),
    },
  },
  /**
   * A request that only asks for more of the last search, in a conversation (`sessionId`): its next page of
   * results ("show me more", "next page", "what else"), after the polite words of `moreFiller`.
   */
  moreRequests: list(`more, show more, show me more, see more, let me see more, more please, next, next page,
    next one, next ones, more results, more options, load more, any more, anymore, what else, anything else,
    what else do you have, what else have you got, keep going, go on`),
  /**
   * Cues that ask, in a conversation, to compare products its last search showed ("compare the first two",
   * "which is better, the first or the third?", "what's the difference between them"): see compare-shown.ts.
   */
  compareCues: list(`compare, comparison, difference, differences, differ, vs, versus, which is better,
    which one is better, which is best, which one is best, which should i get, which one should i get,
    which should i buy, which one should i buy, which should i choose, which would you pick,
    which do you recommend, which one do you recommend`),
  /**
   * After a comparison in a conversation, a question over "which" of them ("which one has better battery?", "which
   * is lighter?", "which of them lasts longer?"): "which" before a `pointers` phrase, or before a `verbs` one, asks
   * it of the products compared, compared again (compare-shown.ts), not a search of the list.
   */
  comparedQuestions: {
    pointers: list(`one, ones, of them, of these, of those, of the two, of both, one of them, one of these,
      of the two of them`),
    verbs:
      list(`is, are, has, have, does, do, would, should, will, can, could, lasts, last, holds, hold, fits,
      fit, weighs, weigh, comes, come, costs, cost, gets, get, offers, offer, runs, run, sleeps, sleep, works`),
    /** Words ending as a comparative or superlative does that are none: "the other of the two", "the rest of them". */
    notComparatives: list(
      'other, others, rest, latter, former, interest, number, order, power, water, winter, summer',
    ),
  },
  moreFiller: list(
    'ok, okay, yes, yeah, sure, great, thanks, thank you, please, can you, could you, can i, hmm',
  ),
  /**
   * Words that lean on the page the shopper is viewing (`chatMetadata`), read only when a request carries one:
   * "do you have this in blue?", "something similar but cheaper", "a more expensive version". The strongest
   * relation found wins (cheaper / pricier, then similar, then refine). "cheaper" followed by "than" and an
   * amount stays a price ("cheaper than $50").
   */
  pageContext: pageContextDefaults,
};
