/**
 * Superlatives, plain adjectives and comparative degrees of a measure ("lightest", "thin yoga mat", "a bit warmer",
 * "longest battery life"): part of `measures` in the one defaults object (query-defaults-measures.ts).
 */
import { lexicon, list } from './lexicon-notation.ts';

export const measureDegreeDefaults = {
  /**
   * Superlatives of a measure, each ordering the matches by the attributes whose names hold one of `words` and
   * whose values are in one of the `units` families ("lightest": weight, grams, ascending). Read only where the
   * catalogue has values in one of those families (see measure-sort.ts). A superlative before "battery"
   * ("longest battery life") orders by battery life instead. "most compact" orders by the product's own size: its
   * size or dimensions, or the room it is (a backpack's litres, a tent's people), never its storage ("compact
   * phone" is no phone with the least storage); "smallest" by any size it states. `states`: what the chat says
   * none of the products states, where it is no attribute's name ("None of these headphones states how loud it is";
   * "smallest speaker": "its size", where it had said "its capacity", no speaker's size). "tallest" by a height.
   */
  superlatives: {
    lightest: { words: ['weight'], units: ['g', 'oz'], order: 'asc' },
    heaviest: { words: ['weight'], units: ['g', 'oz'], order: 'desc' },
    thickest: { words: ['thickness', 'thick'], units: ['mm'], order: 'desc' },
    thinnest: { words: ['thickness', 'thick'], units: ['mm'], order: 'asc' },
    longest: { words: ['length', 'long'], units: ['mm'], order: 'desc' },
    tallest: { words: ['height', 'tall'], units: ['mm'], order: 'desc' },
    shortest: { words: ['length', 'long'], units: ['mm'], order: 'asc' },
    biggest: {
      words: ['capacity', 'volume', 'size'],
      units: ['ml', 'oz', 'person', 'mm', 'gb'],
      order: 'desc',
      states: 'its size',
    },
    largest: {
      words: ['capacity', 'volume', 'size'],
      units: ['ml', 'oz', 'person', 'mm', 'gb'],
      order: 'desc',
      states: 'its size',
    },
    smallest: {
      words: ['capacity', 'volume', 'size'],
      units: ['ml', 'oz', 'person', 'mm', 'gb'],
      order: 'asc',
      states: 'its size',
    },
    'most compact': {
      words: ['size', 'dimensions', 'capacity', 'volume'],
      units: ['mm', 'ml', 'oz', 'person'],
      order: 'asc',
    },
    roomiest: { words: ['capacity', 'volume'], units: ['ml', 'oz', 'person'], order: 'desc' },
    loudest: {
      words: ['output', 'volume', 'loudness'],
      units: ['w', 'db'],
      order: 'desc',
      states: 'how loud it is',
    },
    quietest: {
      words: ['noise', 'loudness', 'volume', 'sound'],
      units: ['db'],
      order: 'asc',
      states: 'how loud it is',
    },
    'most powerful': { words: ['output', 'power', 'wattage'], units: ['w'], order: 'desc' },
  } as Record<string, { words: string[]; units: string[]; order: 'asc' | 'desc'; states?: string }>,
  /**
   * Plain adjectives of a measure, read as their superlative's order where the catalogue can give it ("thin yoga
   * mat": thinnest first); after `notToo` ("not too thick", "isn't too thick", "aren't heavy") as the opposite
   * superlative's (thinnest first). Where no product gives it, as the feature the superlative spells ("light
   * sneakers": lightweight, as "lightest"; "boots that aren't too heavy" too, as the opposite's), else as a word; a
   * shade ("light blue") or a name two titles use ("light bulb", "led light") stays words.
   */
  positives: {
    thin: 'thinnest',
    thick: 'thickest',
    light: 'lightest',
    heavy: 'heaviest',
    loud: 'loudest',
    powerful: 'most powerful',
    small: 'smallest',
    little: 'smallest',
    compact: 'most compact',
    big: 'biggest',
    large: 'largest',
  } as Record<string, string>,
  /**
   * A size of the body a product is worn on, said with its size ("watch for a small wrist", "for small hands",
   * "petite wrist"): the superlative of the product's own size, smallest (or biggest) first. Where no product the
   * request finds states a size, the words stay words to match.
   */
  worn: {
    parts: list(
      'wrist, wrists, hand, hands, finger, fingers, arm, arms, neck, necks, head, heads, face, faces, ear, ears',
    ),
    sizes: lexicon(`smallest = small, petite, little, tiny, slim, slender, thin, narrow, skinny, delicate;
      biggest = big, large, broad, thick, wide, chunky`),
  },
  /**
   * Words before which a plain adjective of size is no size of the product: a person's ("my little sister", "big
   * brother"; the audience words too), not a product at all ("big fan of", "a small business"), a compound ("large
   * print", "small batch"), or a degree ("a little under 2 lbs", "a little lighter": a comparative after it too).
   */
  notSizeOf:
    list(`fan, fans, deal, business, budget, price, prices, gift, gifts, present, presents, under, over,
    below, above, than, less, more, bit, too, batch, print`),
  /**
   * After "for" and one of these (or none), a plain adjective of size is the size of what the product is for, a
   * place or a thing, not of the product: "knife for a small kitchen", "rug for a large living room" keep it as the
   * use ("knife for a small kitchen"), no order by size; not before an animal (`audience.party.animals`: "bed for a
   * small dog"), nor where the size is worn (worn-size.ts: "watch for a small wrist").
   */
  forSizeLeads: list('a, an, my, our, the, your, his, her, their, this, that'),
  notToo: list(`not too, not very, not overly, not that, not so, not super, not really, not, isn't, aren't,
    is not, are not, isn't too, aren't too, is not too, are not too, isn't very, aren't very, isn't overly,
    aren't overly, isn't that, aren't that, isn't so, aren't so, nothing too, nothing`),
  /** Phrases that say a plain adjective of `positives`: "boots that don't weigh much" are light boots. */
  saidAs: lexicon(`light = doesn't weigh much, don't weigh much, does not weigh much, do not weigh much,
    doesn't weigh a lot, don't weigh a lot, weighs little, weigh little, weighs next to nothing,
    weigh next to nothing, weighs almost nothing, weigh almost nothing`),
  /**
   * Words after which such an adjective ending its phrase says how the product is ("sneakers that are light",
   * "something light"); after any other word it is the noun of a name ("led light", "cabinet light").
   */
  adjectiveLeads:
    list(`is, are, be, was, were, been, being, feel, feels, feeling, look, looks, stay, stays, something,
    anything, one, ones, very, really, super, extra, quite, fairly, pretty, too, so, and, or, but, more`),
  /**
   * The plain adjectives of `positives` that are nouns too: only these, ending their phrase after a noun, are the
   * noun of a name ("cabinet light", "powder compact"); the others still describe the product there ("yoga mat
   * thick": thickest first).
   */
  adjectiveNouns: list('light, compact'),
  /**
   * How much more, before a comparative ending its phrase ("something a bit warmer", "even lighter ones"): they go
   * with it. Without one, after a noun, it is a noun ("hand warmer"; after `adjectiveLeads` it is not).
   */
  comparativeDegrees: list(`a bit, a little, a little bit, a tiny bit, bit, little, slightly, somewhat, a tad,
    a touch, a lot, lots, much, way, far, even, still`),
  /**
   * In a conversation, a comparative of these superlatives after a list asked by a measure of theirs ("bigger" after
   * "backpack 20L", "tent for 2", "sleeps 3 or more") asks past the list's value, the nearest first: the next size
   * up, as a shopper stepping from a size means (measure-step.ts); after a degree of `stepFar` ("much bigger") the
   * farthest first. With no such list it orders as the superlative ("bigger" after "backpacks": biggest first).
   */
  stepSuperlatives: list('biggest, largest, smallest, most compact, roomiest'),
  stepFar: list('a lot, lots, much, way, far'),
  /**
   * A feature holding a measure's word and one of these ("volume-limited", "limited volume") says the product's
   * value of that measure is a cap, not how much it has: under a most-first order ("loudest headphones") that
   * value is not read, so a kids' volume-limited headphone stating "maxVolume: 85 dB" is never the loudest.
   */
  limitWords: list('limited, limiter, limiting, capped'),
  /**
   * Superlatives a cap does not answer, and the words of an attribute's name that make its value a cap: a
   * comparison "which is quieter?" (core/compare/compared-measure.ts) does not read "maxVolume: 85 dB", how loud a
   * product can play, as how quiet it is (it had said "Comparing … on max volume"); it is answered as the quality
   * (`compare.qualities.quiet`), which states the cap as what it is.
   */
  capped: { superlatives: list('quietest'), words: list('max, maximum, peak, limit') },
  /**
   * Words after a superlative that make it no measure's: "longest lasting watch" asks how long it lasts, not its
   * length (it had said "None of these watches states its length … Showing lasting watch."); the words stay.
   */
  superlativeNotBefore: list('lasting, wearing'),
  /**
   * What a superlative before them orders by instead: "longest battery life", "biggest battery"; `most`, how
   * the chat says the most of it ("longest battery life first"; else "most storage first").
   */
  superlativeNouns: {
    battery: { words: ['battery', 'runtime', 'playtime'], units: ['hour', 'mah'], most: 'longest' },
    'battery life': { words: ['battery', 'runtime', 'playtime'], units: ['hour', 'mah'], most: 'longest' },
    storage: { words: ['storage', 'memory'], units: ['gb'] },
  } as Record<string, { words: string[]; units: string[]; most?: string }>,
  /**
   * Superlatives of a noun naming what they measure, wherever the phrase stands (noun-superlative.ts): "highest
   * capacity backpack", "largest capacity backpack" order the backpacks by capacity, "the lowest output speaker" by
   * output, `order` as the word says, and the noun goes with it (they had been words to match: "Showing highest
   * capacity backpack. None of them has everything you asked for", "Showing capacity backpack, largest first"). Not
   * "volume": "most volume mascara" asks fullness. Alone, "highest" measures nothing ("highest rated" is a rating).
   */
  nounSuperlatives: {
    order: lexicon(`desc = highest, greatest, most, largest, biggest, roomiest;
      asc = lowest, least, smallest`),
    nouns: {
      capacity: { words: ['capacity', 'volume'], units: ['ml', 'oz', 'person'] },
      output: { words: ['output', 'power', 'wattage'], units: ['w'] },
      wattage: { words: ['output', 'power', 'wattage'], units: ['w'] },
    } as Record<string, { words: string[]; units: string[] }>,
  },
  /**
   * Comparatives only a comparison reads (core/compare/compared-measure.ts), of how small or light a product packs
   * or carries ("which packs smaller?", "which is more packable?", "which is easier to carry?"): not its capacity,
   * which "smaller" alone compares, but its packed size or weight, the attributes whose names hold one of `words`
   * in one of the `units` families, least first; where none states one, the `features` bearing on it that each
   * lists, named as each spells them ("… is listed as packable; … as ultralight"). The key is how the message says
   * it of the product with the least (`best` among three or more); `label` how it names what none states.
   */
  carryComparatives: {
    'packs smaller': {
      best: 'packs the smallest',
      spellings: list(`packs smaller, pack smaller, packs down smaller, pack down smaller, packs up smaller,
        pack up smaller, packs the smallest, pack the smallest, packs down the smallest, packs more compactly,
        packs better, packs down better, more packable, most packable, easier to pack, easiest to pack, smaller
        packed, smaller when packed`),
    },
    'is easier to carry': {
      best: 'is the easiest to carry',
      spellings:
        list(`easier to carry, easiest to carry, easier to carry around, lighter to carry, lightest to
        carry, easier to haul, easier to lug`),
    },
  } as Record<string, { best: string; spellings: string[] }>,
  /** What `carryComparatives` compare, and the features bearing on it where no product states it. */
  carried: {
    label: 'packed size or weight',
    words: ['packed', 'weight'],
    units: ['mm', 'ml', 'g', 'oz'],
    features: list('packable, compact, foldable, collapsible, ultralight, lightweight'),
  },
  /**
   * Words before a noun of `superlativeNouns` ending its phrase that ask for the most of it: "which one has
   * better battery?" after "headphones" orders them longest battery life first, as "longer battery life" does
   * ("more storage", "the best battery": measure-sort.ts); so do plain words of much or good of it: "speaker with
   * long battery", "good battery life" (longest battery life first).
   */
  moreOf:
    list(`better, best, more, most, greater, greatest, bigger, biggest, larger, largest, long, longer, good,
    great, big, large, decent, solid, excellent`),
};
