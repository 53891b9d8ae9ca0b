/**
 * A feature another asked feature already meets leaves the filters: "waterproof speaker for the shower" asks for a
 * waterproof speaker, which is water-resistant too, so the shower's need adds nothing ("Showing waterproof
 * speaker.", where it had said "Showing water-resistant waterproof speaker."). Only a strictly stronger feature
 * drops another (`queryDefaults.featureImplications`); two spellings of one feature both stay. The products met are
 * the same either way: every product with the stronger feature has the weaker one. Pure.
 */
import type { Draft } from './draft.ts';
import { featureSatisfiers } from './lexicon-terms.ts';
import { termKey } from './text-tools.ts';

const keysOf = (feature: string): Set<string> => new Set(featureSatisfiers(feature).map(termKey));

export function dropWeakerFeatures(draft: Draft): void {
  const features = draft.filters.features;
  if (features === undefined || features.length < 2) return;
  const met = features.map(keysOf);
  // A feature only implied (by a need said in the negative, implied-features.ts) never drops one the shopper said.
  const implied = new Set(draft.impliedFeatures ?? []);
  const kept = features.filter((feature, index) =>
    features.every(
      (other, at) =>
        at === index ||
        implied.has(other) ||
        !(met[index]?.has(termKey(other)) ?? false) ||
        (met[at]?.has(termKey(feature)) ?? false),
    ),
  );
  if (kept.length < features.length) draft.filters.features = kept;
}
