/**
 * A feature asked for as more of it ("with more insulation", "better cushioning"): part of the attribute lexicons
 * (query-defaults-attributes.ts) in the one defaults object (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const featureComparativeDefaults = {
  /**
   * A feature asked for as more of it ("with more insulation", "extra padding", "better cushioning", "more
   * breathable"): a cue, then a noun of the feature (feature = nouns) or one of its spellings. The phrase reads
   * as the feature ("insulated"), as "something warmer" reads as warm (see feature-comparatives.ts).
   */
  featureComparatives: {
    cues: list(`more, extra, better, added, additional, lots of, plenty of, a lot of, greater, increased,
      improved, more of`),
    /** Words before the cue that go with the phrase: "a jacket with more insulation" asks for an insulated one. */
    leads: list(
      'with, that has, that have, which has, which have, having, has, have, offering, offers, gives',
    ),
    nouns: lexicon(`insulated = insulation, insulating; warm = warmth; cushioned = cushioning, cushion;
      padded = padding; waterproof = waterproofing; breathable = breathability, ventilation, airflow;
      water-resistant = water resistance; reflective = reflectivity; adjustable = adjustability;
      portable = portability; ergonomic = ergonomics; stain resistant = stain resistance;
      scratch resistant = scratch resistance; uv protection = sun protection; non-slip = grip, traction`),
  },
};
