/**
 * The measures a query asks of the product's attributes: a bound ("under 2 lbs", "fits 15 inch") and an order by
 * one ("lightest first"). Part of the structured query (search-query.ts).
 */

/** A bound on a measure of the product's attributes (see measures.ts). */
export interface MeasureBound {
  /** The family, named by its base unit (queryDefaults.measures.units): 'hour', 'mm', 'w', 'person'… */
  unit: string;
  /** Bounds in that base unit, inclusive. */
  min?: number;
  max?: number;
  /** The bound as the shopper put it: "at least 30 hours", "up to 40mm". */
  label: string;
  /**
   * The bound asks for room for something ("for 4 people", "sleeps 4", "fits a 15 inch laptop"): of the products
   * meeting it, the closest fit ranks first (rankingDefaults.looseFit), a 4-person tent before an 8-person one.
   */
  snug?: boolean;
  /**
   * `min` is the fewest a party said without all its numbers can be ("tent for us and the kids": at least 4,
   * party-count.ts): the chat asks how many they are.
   */
  fewest?: boolean;
  /**
   * The attribute the bound is on, by its names' words, when the request says it ("yoga mat at least 6mm thick":
   * `thickness`): only those attributes meet it, not a strap's 8 ft length.
   */
  words?: string[];
  /**
   * Without `words`, attributes whose names hold one of these words do not meet it: a warranty's "90 days" for
   * "drill with at least 3 hours" (`queryDefaults.measures.policyWords`, bound-attribute.ts).
   */
  except?: string[];
  /**
   * The list's value a step asked past ("bigger" after "backpack 20L": 20,000 ml), in the base unit; `min` or `max`
   * is just past it (measure-step.ts). A step from this list steps from it again.
   */
  past?: number;
  /**
   * Of a value asked as it is beside its attribute's words (bare-measures.ts, `SearchQuery.nearRoom`): its quantity
   * as the text still holds it to rank by ("42mm" of "watch with 42mm case"), which the echo names by `label` instead
   * ("case size 42mm"; near-echo.ts).
   */
  said?: string;
}

export interface MeasureSort {
  words: string[];
  units: string[];
  order: 'asc' | 'desc';
  /** As the chat says it: "lightest first". */
  label: string;
  /**
   * The shopper's words it took from the text ("thick", "lightest", "longest battery life"): back in the text
   * when no product the rest of the query matches states the measure (measure-word-back.ts).
   */
  said?: string;
  /** The feature `said` also names ("compact"): asked for again where the word goes back (measure-word-back.ts). */
  feature?: string;
  /**
   * A comparative of a size read in a conversation ("bigger", "a bit smaller", "much bigger"): after a list asked by
   * that measure it asks past the list's value, `near` the nearest first, `far` the farthest (measure-step.ts).
   */
  step?: 'near' | 'far';
  /**
   * Room asked for a group said without its count ("tent for a family": the roomiest first, party-room.ts): the
   * chat asks how many they are, on the turn that said it.
   */
  uncounted?: boolean;
}
