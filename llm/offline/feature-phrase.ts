/**
 * A product feature said of a product: most catalogue features are adjectives ("waterproof", "machine
 * washable", "insulated"), some are things it has ("Bluetooth", "fast charging", "UV protection").
 */

/** Endings of the adjectives features are written as; what ends otherwise is taken for a thing the product has. */
const ADJECTIVE =
  /(?:proof|able|ible|ed|shrunk|free|less|resistant|safe|ive|ic|ful|ous|al|y|weight|light|friendly|drying|dry|slip|stick|made|warm|soft|cool|quiet|compact|vegan|neutral|sized)$/;

/** Whether the feature reads as an adjective: "waterproof", "non-slip", "quick-drying". */
export const isAdjectiveFeature = (feature: string): boolean => ADJECTIVE.test(feature.trim().toLowerCase());

/** "is waterproof", "has Bluetooth". */
export const hasFeature = (feature: string): string =>
  `${isAdjectiveFeature(feature) ? 'is' : 'has'} ${feature}`;

/** "isn't listed as waterproof", "doesn't list Bluetooth". */
export const lacksFeature = (feature: string): string =>
  isAdjectiveFeature(feature) ? `isn't listed as ${feature}` : `doesn't list ${feature}`;
