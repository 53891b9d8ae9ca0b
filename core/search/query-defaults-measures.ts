/**
 * Measures a shopper can bound ("at least 30 hours", "under 40 mm", "over 50W", "20L or more"): part of the
 * one defaults object (query-defaults.ts). A bound filters on the catalogue's attribute values of that family
 * ("batteryLife": "35 hours", "caseSize": "40 mm", "capacity": "4-person"; see measures.ts).
 */
import { lexicon, list } from './lexicon-notation.ts';
import { measureDegreeDefaults } from './query-defaults-degrees.ts';
import { measureRoomDefaults } from './query-defaults-room.ts';
import { measureOffsets, measureUnits } from './query-defaults-units.ts';

export const measureDefaults = {
  measures: {
    units: measureUnits,
    offsets: measureOffsets,
    /**
     * Spellings read in product values only. In a request, "in" after a number is a preposition ("under 100 in
     * blue"), "man" a person ("over 6 man") and years or months an age ("for kids 3+ years", "18 months"); a
     * temperature's bare letter is a name ("makita 1202 c", "3f foot") but after "to" a rating reaches (`reach`).
     */
    valueOnly: list('in, in., man, month, months, year, years, yr, yrs, c, f'),
    /**
     * How far a feature or a rating reaches, "to" a quantity after it (reach-bounds.ts): "watch water resistant to
     * 100m" is water resistance at least 100m, "tent waterproof to 3000mm" and "jacket rated to -10C" ask the same
     * of how waterproof and how warm they are. After a feature, a word of `words` or the attribute's own name; a
     * lower bound, but in the `maximum` families, where a rating reaches down (rated to -10C: that cold or colder);
     * `letters` are the valueOnly units read there. Reaching down to `freezing` °C or colder is the need of that
     * name (`needs`: warm), asked where the shop tags it, unsaid once relaxed ("jacket rated to -10C": warm jackets).
     * "up to" after a feature or a rating's word is "to" ("water resistant up to 50m": rated that far; "backpack up to
     * 30L" stays a maximum); in the `maximum` families "down to" is too, with or without a word before it ("sleeping
     * bag down to 20F"), and "for" ("rated for -10C"). A temperature's `degrees` with no letter ("good to 0 degrees")
     * are in the letter the kind's products state, else the catalogue's, else `degreesLetter` (bare-degrees.ts).
     */
    reach: {
      words: list('rated, tested, certified, good, comfortable'),
      maximum: list('c'),
      letters: list('c, f'),
      freezing: 0,
      degrees: list('degrees, degree, degs, deg, °'),
      degreesLetter: 'c',
    },
    /**
     * A product's value that states a duration with no number: the longest there is ("warranty: lifetime" beats
     * "10 years"; two of them tie). A limited lifetime ranks as a lifetime: its limit is on what it covers, not
     * on how long (core/compare/durations.ts).
     */
    lifetime: list('lifetime, limited lifetime, lifetime limited, life time, lifelong, for life'),
    /**
     * Words of an attribute's name that make it a policy's duration, never a product's measured capacity: a bound
     * naming no attribute ("drill with at least 3 hours battery life" names one; "at least 3 hours" none) is not met
     * by a warranty of "90 days" where another attribute of the family is measured (bound-attribute.ts).
     */
    policyWords: list('warranty, warranties, guarantee, guaranteed, return, returns, refund, refunds'),
    /**
     * Words before a bare quantity naming no attribute after which it is no minimum of the one measure its family
     * has where more is better ("speaker 20 hours" is battery life; "for 2 days", "in 2 days", "every 8 hours"
     * are not: bare-measures.ts).
     */
    bareMeasureBlockers:
      list(`for, in, within, by, per, every, each, after, before, than, about, around, of, to,
      from, and, or, last, next, past`),
    /**
     * Cues before a number that make it a lower bound ("at least 30 hours", "over 50W"), besides the comparatives
     * of `thanComparatives`.
     */
    minBefore: list('at least, over, above, minimum, a minimum of'),
    /** Cues before a number that make it an upper bound ("under 40 mm", "up to 2 kg"), besides those. */
    maxBefore: list('at most, under, below, up to, maximum, a maximum of'),
    /**
     * Comparatives that make the quantity after "than" a bound (comparative-cues.ts): a lower one after `more`
     * ("more than 30 hours", "heavier than 2 lbs", "longer than 10 ft"), an upper one after `less` ("lighter than
     * 2 lbs", "thinner than 5 mm"), and the other way after "no" or "not" ("no heavier than 2 lbs" is up to 2
     * lbs). Where the shop states no such measure, the cue goes and the quantity stays as words (quantity-cues.ts):
     * "backpack lighter than 2 lbs" had opened "Showing light tan backpack 2 lbs", "than" read as a colour.
     */
    thanComparatives: {
      more: list(`more, greater, bigger, larger, longer, heavier, taller, thicker, wider, higher, deeper,
        louder, stronger, brighter, faster`),
      less: list(`less, fewer, smaller, shorter, lighter, thinner, narrower, lower, shallower, quieter, slower,
        slimmer`),
      /**
       * Before a bare number ("tent bigger than 4"; bare-comparatives.ts) a comparative bounds the one measure the
       * kind states in the families it compares: its superlative's ("bigger": `superlatives.biggest`), else these.
       */
      bareFamilies: lexicon('mm = taller, wider, narrower, deeper, shallower, slimmer; db = quieter'),
      /**
       * Families a comparative compares only where the kind states none of its own families: "headphones longer
       * than 30", whose products state battery life in hours and no length, is at least 30 hours (it had been
       * "headphones 30"); a kind stating a length keeps "longer" its length.
       */
      bareFallbacks: lexicon('hour = longer, shorter'),
      /**
       * A comparison with the shopper's own things names no product ("boots warmer than my old ones", "than the
       * ones I have", "than my current one", "than what I've got"; own-comparison.ts): after "than", a possessive
       * of `possessives` and up to three words, or one of `pointers` (with "that") before one of `owners` and up to
       * three words, to the end of the phrase.
       */
      own: {
        possessives: list('my, our, mine, ours'),
        pointers: list('the one, the ones, the pair, the pairs, what, those, these, the kind, the ones that'),
        owners: list("i, we, i've, we've, i'm, we're, i'd, i currently, we currently"),
      },
      /** How such a bound says the unit the catalogue writes ("4-person": "at least 4 people"), else " " + it. */
      saidUnits: { person: ' people', persons: ' people', l: 'L', w: 'W' } as Record<string, string>,
    },
    /**
     * What a product would state to meet a bound of a family (by its base unit), where the shop states that family
     * for no product: "backpack under 2 lbs" says "None of the shop's backpacks states its weight, so I can't tell
     * which are under 2 lbs." (it had said only that none had everything). The quantity stays as words either way;
     * a family not here (lengths, times, ounces: each may be one of several things) is not said.
     */
    unstatedBounds: lexicon(`its weight = g; its wattage = w; its volume = ml; its storage = gb;
      its battery capacity = mah; how many people it holds = person; its temperature rating = c`),
    /**
     * Softeners before a bound's cue go with it, which is the plain bound, as a price's do (`price.boundDegrees`):
     * "backpack a bit under 2 lbs" is up to 2 lbs, "slightly over 30 hours" at least 30 hours; where the shop
     * states no such measure, the quantity stays as words without them ("backpack 2 lbs"; they had been searched:
     * "No product mentions \"bit\""). Fewer than a price's: "well" and "far" stay ("deep well under 100 ft").
     */
    boundDegrees: list('a bit, a little, a little bit, a tiny bit, slightly, somewhat, a tad, a touch, just'),
    /**
     * Words ending in "est" that are no superlative, never read as one asked of the list (unknown-superlative.ts:
     * "which is the sharpest?" is, "which is the latest?" or "which chest?" is not).
     */
    notSuperlatives:
      list(`best, least, most, rest, west, nest, chest, vest, test, pest, jest, zest, guest, quest,
      crest, latest, forest, honest, modest, digest, invest, arrest, breast, priest, harvest, request, contest,
      protest, interest, suggest, manifest, tempest, biggest, largest, smallest`),
    /**
     * Families in which "for" before a quantity makes it a lower bound: "a tent for 4 people" must hold at
     * least 4. ("4 person tent" names the size and stays as words.)
     */
    forMinimum: list('person'),
    ...measureDegreeDefaults,
    /**
     * Comparatives that ask which of the compared products has more of a measure (core/compare/compared-measure.ts),
     * besides those of the superlatives above ("lighter" reads as "lightest", "more powerful" as "most powerful")
     * and "longer", "higher", "more"… before an attribute's words ("higher output", `pageContext.measures`): how the
     * message says it of the product with the most (the key; `best` among three or more), the superlative whose
     * attributes it compares (unless `words` and `units` name others, as the superlatives do), and the shopper's
     * spellings.
     */
    comparatives: {
      'holds more': {
        best: 'holds the most',
        superlative: 'roomiest',
        spellings: list(`holds more, hold more, fits more, fit more, carries more, carry more, more room,
          more space, more capacity`),
      },
      'lasts longer': {
        best: 'lasts the longest',
        superlative: 'longest',
        words: ['battery', 'runtime', 'playtime'],
        units: ['hour', 'mah'],
        spellings: list(
          'lasts longer, last longer, longer lasting, longer-lasting, lasts the longest, longest lasting',
        ),
      },
      'sleeps more': {
        best: 'sleeps the most',
        superlative: 'roomiest',
        words: ['capacity', 'sleeps', 'occupancy'],
        units: ['person'],
        spellings: list(`sleeps more, sleep more, sleeps the most, sleep the most, seats more, seat more,
          seats the most, more people, most people, more persons, for a family, for my family, for the family,
          for our family, for a group, for the whole family`),
      },
    } as Record<
      string,
      { best: string; superlative: string; spellings: string[]; words?: string[]; units?: string[] }
    >,
    /**
     * Words after a comparative that leave it comparing its own measure ("lighter than", "bigger for travel",
     * "louder and cheaper"); another word it compares instead ("a lighter colour"), unless that word names a
     * measured attribute ("longer battery").
     */
    comparativeEnds: list(
      'than, and, or, but, so, for, to, in, on, at, with, when, if, overall, inside, the, of',
    ),
    ...measureRoomDefaults,
    /**
     * Spans of the day a product lasts for, as the hours they bound (lasting-span.ts): "a speaker that lasts all day"
     * asks for a battery life of at least 12 hours, "lasts all night" 8, where the catalogue states hours.
     */
    spanHours: lexicon(`12 = all day, all day long, the whole day, a whole day, a full day, a full day's use;
      8 = all night, all night long, the whole night, overnight`),
    /**
     * Verbs saying what a bound measures, by the families (base units) they measure (measure-verbs.ts): before a
     * bound they go with it ("a tent that weighs under 3 kg" is "tent under 3 kg"), where they had stayed words to
     * match ("No product mentions "weighs""; "backpack holding at least 20 liters" made "holding" the kind).
     */
    boundVerbs: lexicon(`g = weighs, weigh, weighing; oz = weighs, weigh, weighing, holds, hold, holding;
      ml = holds, hold, holding; gb = holds, hold, holding, stores, store; mm = measures, measure, measuring;
      hour = lasts, last, lasting, runs, run`),
    /**
     * Verbs of running out, said in the negative before a time ("headphones that don't die after 5 hours", "won't
     * run out before 10 hours"): they ask it to last longer, as "lasting over 5 hours" does (ending-verbs.ts), by
     * the family (base unit) of the time. `endNegations` say them in the negative; `endLinks` join the time.
     */
    endVerbs:
      lexicon(`hour = die, dies, dying, run out, runs out, run down, runs down, go dead, goes dead, go flat,
      goes flat, need charging, needs charging, need recharging, needs recharging, need a charge, needs a charge,
      quit, quits, give out, gives out, conk out, conks out, cut out, cuts out, shut off, shuts off, shut down,
      shuts down, lose charge, loses charge, lose power, loses power, lose battery, loses battery`),
    endNegations: list(`don't, dont, do not, doesn't, doesnt, does not, won't, wont, will not, shouldn't,
      should not, never, can't, cant, cannot, wouldn't, would not`),
    endLinks: list(
      'after, before, within, in, under, for, after about, before about, after just, after only',
    ),
    /**
     * Verbs before a quantity that ask for room for it, a lower bound in any family the catalogue has: "a
     * backpack that fits a 15 inch laptop", "fits up to 17 inch", "a bottle that holds 1 litre". Not a bare
     * "fit": in "slim fit 32 inch jeans" it is a noun, and the 32 inches are the jeans'.
     */
    fitVerbs:
      list(`fits, fitting, holds, will fit, can fit, to fit, that fit, which fit, that hold, which hold,
      will hold, can hold, it fit, this fit, they fit, these fit, it hold, this hold, they hold, these hold`),
    /**
     * Things a length after "for" is the size of, so that the product must have room for it: "a backpack for a
     * 15 inch laptop", "a stand for 65 inch tvs" (a lower bound on lengths). Other lengths after "for" stay
     * words ("a rug for a 10 ft room" is no rug of 10 ft or more).
     */
    fitDevices:
      list(`laptop, laptops, notebook, notebooks, macbook, macbooks, chromebook, chromebooks, tablet,
      tablets, ipad, ipads, tv, tvs, television, televisions, monitor, monitors, screen, screens, display,
      displays`),
    /**
     * Words in an attribute's name that make it room for something, what "fits 15 inch" or "holds 2 litres" may be
     * on besides a device's name ("laptop size"): a backpack's "capacity", never a watch's case size.
     */
    roomNames: list('capacity, fits, fit, holds, room, max, maximum, load, volume'),
    /** Words after a measure that make it a lower bound ("20L or more", "30+ hours" is read too). */
    minAfter: list(
      'or more, or longer, or bigger, or larger, or higher, or above, or over, and up, and above, plus',
    ),
    /** Words after a measure that make it an upper bound ("40 mm or less"). */
    maxAfter: list('or less, or fewer, or shorter, or smaller, or lower, or under, or below, and under, max'),
  },
};
