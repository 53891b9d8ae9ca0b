/**
 * The features a product lists that mean a measure it gives no value of: "lightweight" for its weight, a feature
 * spelled by a superlative of that measure (`queryDefaults.measures.superlatives` whose words name it: "lightest"
 * is a spelling of lightweight), as compare names them ("which is lighter?": "… is listed as lightweight"). Pure.
 */
import { featureSatisfiers, queryDefaults, type Product } from '../../core/index.ts';
import { allValues, containsPhrase } from './product-attributes.ts';

/** The features of `product` meaning a measure named by one of `words` ("weight"), as it spells them. */
export function featuresMeaning(product: Product, words: readonly string[]): string[] {
  const spellings = Object.entries(queryDefaults.measures.superlatives)
    .filter(([, spec]) => spec.words.some((word) => words.includes(word)))
    .flatMap(([superlative]) => {
      const satisfiers = featureSatisfiers(superlative);
      // A superlative that spells no feature ("thickest") means none.
      return satisfiers.length > 1 ? satisfiers : [];
    });
  return allValues(product, 'feature').filter((feature) =>
    spellings.some((spelling) => containsPhrase(feature, spelling)),
  );
}
