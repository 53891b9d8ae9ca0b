/**
 * The conditions a product is wanted for and the activities done in them, as features: part of the attribute
 * lexicons (query-defaults-attributes.ts) of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const needDefaults = {
  /**
   * Conditions a product is wanted for, each met by a feature (and the stronger ones implying it): "a jacket for
   * winter", "boots for snow", "jacket for rainy days", "cold weather gloves", "shoes for standing all day". Read after "for", "in" or
   * "during", or before a word of `needContext`, and only where the catalogue tags that feature; the feature
   * then says it (need-phrases.ts). Compare reads the same conditions ("which is better for rain?",
   * llm/offline/compare-need.ts).
   */
  needs: lexicon(`warm = cold, colder, winter, winters, snow, snowy, freezing, frost, frosty, chilly, icy;
    water-resistant = rain, rainy, raining, wet, shower, showers, downpour, downpours, drizzle, storm, storms,
    stormy; windproof = wind, windy, gust, gusts, gusty; breathable = hot, summer, heat, humid, sweat, sweaty,
    sweating; cushioned = standing all day, stand all day, stands all day, standing for hours,
    standing for long hours, walking all day, walk all day, walks all day, being on my feet,
    being on my feet all day, on my feet all day, on your feet all day, long shifts, knees, my knees, bad knees,
    sore knees, achy knees, joints, my joints, bad joints, sore joints, achy joints, my hips, sore hips, my elbows,
    sore elbows, my back, bad back, sore back, lower back, my lower back`),
  /**
   * Each need's feature = the features of the opposite condition, the first the catalogue tags asked when the
   * need is said in the negative (negated-needs.ts): "a jacket not for cold weather" is a breathable one, "not for
   * summer" a warm one. A need with none here ("not for rain") is only not asked.
   */
  needOpposites: lexicon('warm = breathable, lightweight; breathable = warm'),
  /**
   * Activities done in a condition of `needs` (condition = activities, the first naming them all): read only by
   * the answers about a viewed product ("can I swim with it?" of a dive watch: its water resistance), compare, and
   * the search only to rank the products stating the rating first (use-ratings.ts), never as a feature filter
   * (swimwear lists no water-resistant feature).
   */
  needActivities: lexicon('wet = swimming, swim, swims, in the pool, in a pool, into the pool, in pools'),
  /**
   * Places and uses where a product gets splashed, not soaked: read only by the answers about a viewed product
   * ("is it ok by the pool?", "can I take it to the beach?"), met by a water-resistant feature (or a stronger one)
   * with no rating asked; "in the pool" is swimming (`needActivities`), "by the pool" a splash.
   */
  needSplashes: list(`poolside, pool side, by the pool, at the pool, around the pool, beach, beaches, seaside,
    splash, splashes, splashing, splashed, boat, boating`),
  /**
   * The least rating an activity of `needActivities` asks of the attribute bearing on it (by the activity's
   * first word): a watch "water resistance: 30 m" is for splashes, not swimming, so "can I swim with it?" gets a
   * "No". Diving and snorkelling, which ask far more, are left out of `needActivities` rather than guessed.
   */
  needActivityRatings: { swimming: '50 m' } as Readonly<Record<string, string>>,
  /**
   * Uses a comparison reads ("which is better for a pool party?", "for hiking", llm/offline/compare-use.ts), by
   * what bears on them (group = words of places and activities; `long`, of a use said as long or far: "long runs",
   * "all day", "a marathon", which bears on comfort): no product mentioning the use, the compared products listing
   * a feature of `useFeatures` for its group are named, with no verdict drawn; only those features the compared
   * products' kinds list (or a stronger one: comfortable by cushioned), so running shoes are never said to lack an
   * earbud's sweat-resistant. Never read by the search.
   */
  useGroups: lexicon(`water = pool, pool party, beach, lake, river, sea, ocean, seaside, boat, boating, kayak,
    kayaking, canoe, canoeing, paddling, paddleboarding, surf, surfing, sailing, swim, swimming, splash park,
    water park, shower, bath, bathtub, hot tub, rafting, fishing;
    cold = skiing, ski, snowboarding, snowboard, sledding, ice skating, ice fishing, snowshoeing;
    carrying = hiking, hike, trail, trekking, backpacking, travel, travelling, traveling, trip, road trip,
    vacation, holiday, commute, commuting, camping, campsite, picnic, festival, walking, carry, carrying;
    workout = gym, workout, running, run, jogging, jog, training, exercise, exercising, cycling, sport, sports,
    fitness, yoga;
    long = long, all day, all-day, distance, distances, marathon, marathons, half marathon, ultramarathon,
    endurance`),
  /** The features bearing on each group of `useGroups` (a stronger one meets each too: waterproof, insulated). */
  useFeatures:
    lexicon(`water = water-resistant; cold = warm; carrying = lightweight, packable, compact, rugged,
    durable; workout = sweat-resistant, secure-fit; long = comfortable`),
  /**
   * Uses that ask a feature of what is used for them (feature = uses), read after "for" ending its phrase
   * (use-needs.ts): "a pan for eggs" asks a nonstick pan, "headphones for flying" noise cancelling ones. Only where
   * the catalogue tags the feature, implied (no word of the shopper's: dropped first and silently where none is,
   * implied-features.ts); the use's words stay to rank by and to say ("Showing nonstick pan for eggs."). Only uses
   * nearly every shopper would ask the feature for; a use bearing on several features (hiking: lightweight,
   * packable, rugged…) is compare's (`useGroups`), not the search's.
   */
  useNeeds: lexicon(`nonstick = eggs, egg, fried eggs, scrambled eggs, omelettes, omelette, omelets, omelet,
    pancakes, crepes; noise cancelling = flying, flights, flight, planes, plane, airplanes, airplane, long flights,
    long-haul flights; depuffing = puffy eyes, puffiness, eye bags, bags under my eyes, bags under the eyes,
    swollen eyes; brightening = dark circles, dark spots, dull skin, dullness, hyperpigmentation, uneven skin tone,
    uneven tone, sun spots, age spots; non-comedogenic = acne, breakouts, blemishes, pimples, spots, clogged pores,
    acne-prone skin, acne prone skin; hydrating = dry patches, flaky skin, dehydrated skin, tight skin;
    gentle = redness, irritation, irritated skin`),
  /**
   * Places a product must fit that a feature stands for (feature = places): "a backpack that fits in an overhead
   * bin" asks for carry-on friendly ones where the catalogue tags it; the place's words go (feature-places.ts).
   */
  featurePlaces: lexicon(`carry-on friendly = overhead bin, overhead bins, overhead compartment, overhead
    compartments, overhead locker, overhead lockers, overhead storage`),
  /** Words of a use too general to look for in a product's details alone: "camping trips" is looked for as "camping". */
  useGeneric: list(
    'trip, trips, day, days, use, uses, usage, purposes, session, sessions, outing, outings, time',
  ),
  /** Conditions that name a kind before a product word, and a word of its name ("rain jacket": Rain Jackets). */
  needNames: list('rain'),
  /**
   * Words a title or an attribute value names a condition by, meeting its feature ("Rain Jacket": water-resistant;
   * "Winter Parka", a tent's "4-season": warm; conditionsNamedIn).
   */
  needNamedBy: lexicon(`warm = winter, snow, 4-season, four-season, four season;
    water-resistant = rain`),
  /**
   * A condition said as weather to come (need-weather.ts): "shoes for when it rains", "a jacket for when it gets
   * cold", "boots in case it snows", "camping and it might rain, need a tent" read as "for rain", "for cold", "for
   * snow". `leads` open the clause, `subjects`
   * follow them, and `between` may come among the words of the condition ("it's getting really cold out"), itself
   * a word of `needs` or a form of one ("rains", "snows").
   */
  needWeather: {
    leads: list(`for when, for whenever, for if, for days when, for the days when, for those days when,
      for times when, for the times when, in case, just in case, when, whenever, if, and, because, since, as,
      cause, where`),
    subjects: list("it, it's, the weather, the weather's"),
    between:
      list(`is, gets, get, getting, turns, turn, turning, starts, start, starting, begins, begin, to, be,
      will, might, may, could, does, do, going, really, very, super, too, so, extra, pretty, a bit, a little,
      bitterly, out, outside, at night, a lot, hard, heavily`),
  },
  /**
   * The shopper saying what they are, as a clause of its own before or after the request (self-descriptions.ts):
   * "i'm a nurse, need comfortable shoes", "as a teacher i need a backpack", "i work as a waiter", "shoes, i'm a
   * runner". Named by their work or what they do (`filler.occupations`, `filler.personas`, up to two words before:
   * "an ER nurse"), they are whom the request is for, as "for a nurse" says it; their height ("i'm 6 feet tall",
   * "i'm 5'4", `heights`) and when they work (`workTimes`: "i work nights") are no words to match nor to say.
   */
  selfDescriptions: {
    /** What opens it: "as" only before "a"/"an" and a role ("as a teacher"; "as a gift" stays). */
    beings: list("i'm, im, i am, we're, we are, i work as, we work as, i'm working as, as"),
    adverbs: list('just, also, actually, basically, currently, now, still, really'),
    /** Who they are beside their work: "i'm a woman, need a rain jacket" is for a woman (women's). */
    persons: list('woman, man, guy, lady, gal, dude, girl, boy'),
    /** Words saying the request is for someone else: then what the shopper is goes ("i'm a nurse, need a gift"). */
    forOthers: list('for my, for his, for her, for our, for their, gift, gifts, present, presents'),
    heights: list('tall, very tall, short, really tall, really short, quite tall, quite short'),
    workTimes: list(`nights, night shifts, the night shift, night shift, overnights, overnight, weekends, from
      home, remotely, remote, early mornings, late, late nights, long hours, double shifts, odd hours`),
    /**
     * Work done on one's feet, read as the need of `need` (`needs`: cushioned): "i'm a nurse, need shoes" and
     * "shoes for nurses" ask cushioned shoes, unsaid, dropped first and silently where none is (implied-features.ts).
     */
    need: 'standing all day',
    onTheirFeet: list(`nurse, nurses, doctor, doctors, surgeon, surgeons, paramedic, paramedics, caregiver,
      caregivers, midwife, midwives, pharmacist, pharmacists, waiter, waiters, waitress, waitresses, bartender,
      bartenders, barista, baristas, cashier, cashiers, hairdresser, hairdressers, stylist, stylists, barber,
      barbers, teacher, teachers, chef, chefs, cook, cooks, retail worker, retail workers, warehouse worker,
      warehouse workers, factory worker, factory workers, healthcare worker, healthcare workers, health care
      workers, housekeeper, housekeepers, mechanic, mechanics`),
  },
  /** Words after a condition that make it one ("cold weather", "rainy days"). */
  needContext: list('weather, days, day, nights, night, season, temperatures, conditions, climate, climates'),
};
