/**
 * An audience as the catalogue spells it: the canonical audience a spelling stands for ("ladies" → women), and the
 * catalogue's spellings of one to filter on (with its "unisex" products for men or women, or without them for what
 * "not for X" leaves out).
 */
import { byKey, WORD_AUDIENCE } from './audience-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { termKey } from './text-tools.ts';

const { audience } = queryDefaults;
const RELATION_AUDIENCE = byKey(audience.relations);

/** The canonical audience a catalogue (or shopper) spelling stands for, if any. */
export const canonicalAudience = (spelling: string): string | undefined =>
  WORD_AUDIENCE.get(termKey(spelling)) ?? RELATION_AUDIENCE.get(termKey(spelling));

/** The canonical audience plus the catalogue's spellings of it (and "unisex" products for men or women). */
export function audienceValues(canonical: string, catalogueAudiences: readonly string[]): string[] {
  const values = [canonical];
  for (const spelling of catalogueAudiences) {
    const meaning = WORD_AUDIENCE.get(termKey(spelling));
    if (meaning === canonical) values.push(spelling);
    const unisexToo = audience.includeUnisex && (canonical === 'men' || canonical === 'women');
    if (unisexToo && meaning === 'unisex') values.push(spelling);
  }
  return values;
}

/** The canonical audience and the catalogue's spellings of it, without the unisex ones: what "not for X" leaves out. */
export function excludedValues(canonical: string, catalogueAudiences: readonly string[]): string[] {
  return [
    canonical,
    ...catalogueAudiences.filter((spelling) => WORD_AUDIENCE.get(termKey(spelling)) === canonical),
  ];
}
