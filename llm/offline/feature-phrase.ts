/**
 * A product feature said of a product: most catalogue features are adjectives ("waterproof", "machine
 * washable", "moisture-wicking", "all-season"), some are things it has ("Bluetooth", "UV protection", "UV400").
 */

/** Features that are things a product has, by their last word. */
const THINGS = new Set(
  'bluetooth touchscreen wifi wi-fi usb usb-c gps nfc hdmi led app hood pocket pockets zipper strap straps'.split(
    ' ',
  ),
);
/** Endings of nouns: "UV protection", "built-in storage compartment". */
const NOUN_ENDING = /(?:tion|sion|ment|ness|ity|screen|tooth|age)$/;

/** Whether the feature reads as an adjective: "waterproof", "non-slip", "quick-drying", "all-season". */
export function isAdjectiveFeature(feature: string): boolean {
  const last = feature.trim().toLowerCase().split(/\s+/).at(-1) ?? '';
  return !/\d/.test(last) && !THINGS.has(last) && !NOUN_ENDING.test(last);
}

/** "is waterproof", "has Bluetooth". */
export const hasFeature = (feature: string): string =>
  `${isAdjectiveFeature(feature) ? 'is' : 'has'} ${feature}`;

/** "isn't listed as waterproof", "doesn't list Bluetooth". */
export const lacksFeature = (feature: string): string =>
  isAdjectiveFeature(feature) ? `isn't listed as ${feature}` : `doesn't list ${feature}`;
