/**
 * An open question about the viewed product naming a quality no word of its details holds ("how do I clean it?" of
 * a pan whose data never says "clean"): the features it lists bearing on that quality
 * (`queryDefaults.compare.qualities`, a quality named by one of its `mentions`), said as listed, no verdict ("The
 * Artisan Cast Iron Frying Pan you're viewing is listed as dishwasher safe and nonstick."); undefined where it lists
 * none. Pure.
 */
import { queryDefaults, type Product } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { allValues, containsPhrase } from './product-attributes.ts';

const QUALITIES = Object.values(queryDefaults.compare.qualities);

export function qualityListed(product: Product, name: string, words: readonly string[]): string | undefined {
  const asked = QUALITIES.filter((quality) => words.some((word) => quality.mentions.includes(word)));
  const listed = allValues(product, 'feature');
  const bearing = asked.flatMap((quality) =>
    listed.filter((feature) => quality.features.some((one) => containsPhrase(feature, one))),
  );
  if (bearing.length === 0) return undefined;
  return `${capitalise(name)} is listed as ${joinList([...new Set(bearing)].slice(0, 3))}.`;
}
