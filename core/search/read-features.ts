/**
 * Features named in the request: built-in spellings and the catalogue's own tags, put in the features filter.
 * Features combine: a product needs all. Their words stay in the text (good words to match), but everyday words
 * for a feature (`queryDefaults.featureColloquials`: "cosy", "comfy"), which products seldom write: those leave
 * it, so the chat neither echoes them beside the feature nor holds them against the products. Pure.
 */
import { addToFilter, type Draft } from './draft.ts';
import { featureSatisfiers, tagged, type TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { findTerms, termKey, termMatcher, type FoundTerm } from './text-tools.ts';

const COLLOQUIAL = new Set(queryDefaults.featureColloquials.map(termKey));
const NOT_FEATURES = termMatcher(queryDefaults.notFeatures.map((phrase) => [phrase, phrase] as const));

/** Is the feature found spelled as a superlative ("warmest", "driest", "most comfortable")? */
const superlative = (said: string): boolean => /^(?:\p{L}+est|most\s+\p{L}+)$/iu.test(said);

/** Does a longer span hold the term found ("vegan leather" holds "vegan", "snug fit" "snug")? */
const heldBy = (spans: readonly FoundTerm[], found: FoundTerm): boolean =>
  spans.some(
    (span) =>
      span.length > found.length &&
      span.index <= found.index &&
      found.index + found.length <= span.index + span.length,
  );

/**
 * Adds every feature named in the text. A feature inside a longer material's name is that material's ("vegan
 * leather" is no "vegan" feature), and one inside a phrase of `notFeatures` none ("snug fit"). A superlative
 * ("warmest") or an everyday word ("cosy") asks for its feature only where the catalogue tags features: in one
 * tagging none it stays a word, a superlative ranked as its plain word, as the measure adjectives do
 * (measure-adjectives.ts). An everyday word for a feature already asked, or implied by one asked ("comfy sneakers
 * for standing all day": cushioned, which is comfortable), adds nothing but leaves the text all the same.
 */
export function readFeatures(draft: Draft, lexicon: TermLexicon, materials: TermLexicon): void {
  const text = draft.rest;
  const aside = [...findTerms(text, materials.terms), ...findTerms(text, NOT_FEATURES)];
  const asked = new Set((draft.filters.features ?? []).map(termKey));
  const own = new Set(lexicon.catalogue.map(termKey));
  const untagged = lexicon.catalogue.length === 0;
  const features: string[] = [];
  const everyday: FoundTerm[] = [];
  for (const found of findTerms(text, lexicon.terms)) {
    if (heldBy(aside, found)) continue;
    const said = termKey(text.slice(found.index, found.index + found.length));
    const colloquial = COLLOQUIAL.has(said) && !own.has(said);
    if (untagged && (colloquial || superlative(said))) continue;
    const satisfiers = featureSatisfiers(found.term);
    if (!tagged(lexicon, satisfiers)) continue;
    // Implied by a stronger feature asked ("comfy" beside the cushioned of "for standing all day"): no word.
    const implied =
      !asked.has(termKey(found.term)) && satisfiers.some((satisfier) => asked.has(termKey(satisfier)));
    if (colloquial) everyday.push({ ...found, term: implied ? '' : found.term });
    if (!(colloquial && implied)) features.push(found.term);
  }
  addToFilter(draft.filters, 'features', features);
  draft.rest = everyday.reduceRight(
    (rest, found) => `${rest.slice(0, found.index)} ${found.term} ${rest.slice(found.index + found.length)}`,
    text,
  );
}
