/**
 * Infers what a comparison request is about from the shopper's words: price, a measure (when the core's
 * comparedMeasure reads one: "which is lighter?", "which holds more?"), fit, a condition to meet ("for rain",
 * "warmer": compare-need.ts), features, material, intended use (the words naming it, or a use read after "for",
 * "at" or "on": compare-use.ts), or (by default) overall. Checked in that priority
 * order, whole words only.
 */
import { needOf } from './compare-need.ts';
import { usesOf } from './compare-use.ts';
/** 'asked': what compare-asked.ts answers (whom each is for, room for a device or people). */
export type CompareFocus =
  'price' | 'measure' | 'fit' | 'need' | 'features' | 'material' | 'use' | 'asked' | 'overall';

const FOCUS_PATTERNS: readonly (readonly [CompareFocus, RegExp])[] = [
  [
    'price',
    /\b(price[sd]?|pric(ier|iest|ey)|pricing|cheap(er|est)?|budget|value|cost(s|ly|lier|liest)?|dear(er|est)|afford(able)?|expensive|deal|save|saving|money|bucks?|worth)\b/,
  ],
  ['fit', /\b(fit(s|ting)?|size[sd]?|sizing|width|wide|narrow|length|tall|petite)\b/],
  [
    'features',
    /\b(features?|spec(s|ifications?)?|waterproof|water-resistant|wireless|bluetooth|battery|noise|functions?|tech(nology)?)\b/,
  ],
  [
    'material',
    /\b(materials?|fabrics?|made of|made from|leather|suede|cotton|wool|merino|linen|silk|polyester|nylon|canvas|mesh|denim|cashmere|metal|steel|wood(en)?|plastic|rubber)\b/,
  ],
  [
    'use',
    /\b(use[ds]?|using|for (running|hiking|travel|work|walking|training|the gym|everyday)|running|hiking|trail|travel(l?ing)?|commut(e|ing)|gym|workout|training|outdoors?|camping|office|everyday|casual|walking)\b/,
  ],
];

/** The focus of a compare request, e.g. "which is cheaper" → "price"; `measured`: it asks a measure. */
export function inferCompareFocus(content: string, measured = false): CompareFocus {
  const text = content.toLowerCase();
  for (const [focus, pattern] of FOCUS_PATTERNS) {
    if (focus !== 'price' && measured) return 'measure';
    if (focus === 'features' && needOf(text) !== undefined) return 'need';
    if (pattern.test(text)) return focus;
    // A use read in general form: "for a pool party", "on a hike" (compare-use.ts).
    if (focus === 'use' && usesOf(content).length > 0) return focus;
  }
  return needOf(text) !== undefined ? 'need' : 'overall';
}

/** How the focus is named in the message: "on price", "on capacity" (`measure`), "on fit and sizes", "overall". */
export function focusPhrase(focus: CompareFocus, measure = 'their measures'): string {
  switch (focus) {
    case 'price':
      return 'on price';
    case 'measure':
      return `on ${measure}`;
    case 'fit':
      return 'on fit and sizes';
    case 'need':
      return 'for what you need';
    case 'features':
      return 'on features';
    case 'material':
      return 'on materials';
    case 'use':
      return 'on intended use';
    case 'asked':
      return 'on what you asked';
    case 'overall':
      return 'overall';
  }
}
