/** The colours a product's attributes name ("color", "colour"…, `queryDefaults.vocabularyAttributes.colors`). Pure. */
import { queryDefaults } from './query-defaults.ts';
import { vocabularyKey } from './vocabulary-keys.ts';
import type { AttributeValue } from '../schemas/product.ts';

const COLOUR_ATTRIBUTES = new Set(queryDefaults.vocabularyAttributes.colors);

/** The colours `attributes` name, normalised. */
export const coloursIn = (attributes: Record<string, AttributeValue> | undefined): string[] =>
  Object.entries(attributes ?? {}).flatMap(([name, value]) =>
    !COLOUR_ATTRIBUTES.has(name.toLowerCase())
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((one) =>
          typeof one === 'string' ? [vocabularyKey(one)] : [],
        ),
  );
