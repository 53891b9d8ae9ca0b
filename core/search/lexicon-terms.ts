/**
 * Materials and features: recognised from the built-in lexicons plus the catalogue's own values, put in their
 * filters, and KEPT in the text (they are also good words to match).
 */
import { addToFilter, type Draft } from './draft.ts';
import { negates } from './negating-materials.ts';
import { queryDefaults } from './query-defaults.ts';
import {
  allMatches,
  alternation,
  containsPhrase,
  findTerms,
  termKey,
  termMatcher,
  type FoundTerm,
  type TermMatcher,
} from './text-tools.ts';

const normal = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

export interface TermLexicon {
  terms: TermMatcher;
  /** The catalogue's values of this attribute. */
  catalogue: readonly string[];
  /** expandMaterial results, memoised per lexicon. */
  expansions: Map<string, readonly string[]>;
}

/** Built-in spellings → canonical, then catalogue values → the catalogue's spelling of the same term. */
function lexiconOf(builtIn: Record<string, string[]>, catalogueValues: readonly string[]): TermLexicon {
  const catalogue = catalogueValues.map(normal).filter((value) => value.length >= 2);
  const catalogueByKey = new Map(catalogue.map((value) => [termKey(value), value] as const));
  const entries: [string, string][] = [];
  for (const [canonical, synonyms] of Object.entries(builtIn)) {
    const spellings = [canonical, ...synonyms];
    const preferred =
      spellings.map((spelling) => catalogueByKey.get(termKey(spelling))).find(Boolean) ?? canonical;
    for (const spelling of spellings) entries.push([spelling, preferred]);
  }
  for (const value of catalogue) entries.push([value, value]);
  return { terms: termMatcher(entries), catalogue, expansions: new Map() };
}

export const materialLexicon = (catalogueMaterials: readonly string[]): TermLexicon =>
  lexiconOf(queryDefaults.materials, catalogueMaterials);

export const featureLexicon = (catalogueFeatures: readonly string[]): TermLexicon =>
  lexiconOf(queryDefaults.features, catalogueFeatures);

const NEGATORS = queryDefaults.materialNegators;
/** termKey(any spelling of a built-in lexicon) → every spelling of that term. */
const spellingGroups = (builtIn: Record<string, string[]>): Map<string, string[]> =>
  new Map(
    Object.entries(builtIn).flatMap(([canonical, synonyms]) => {
      const spellings = [canonical, ...synonyms];
      return spellings.map((spelling) => [termKey(spelling), spellings] as const);
    }),
  );

/** Every built-in spelling of each material ("merino" → merino, merino wool). */
const MATERIAL_SPELLINGS = spellingGroups(queryDefaults.materials);
/** Every built-in spelling of each feature ("noise canceling" → noise cancelling, anc…). */
const FEATURE_SPELLINGS = spellingGroups(queryDefaults.features);

/** The built-in features alone, for featuresNamedIn. */
const BUILT_IN_FEATURES = lexiconOf(queryDefaults.features, []).terms;
/** A condition a text names its product for ("Rain Jacket", "Winter Parka", "4-season"), and its features. */
const CONDITION_FEATURES = new Map<string, string[]>();
for (const [feature, words] of Object.entries(queryDefaults.needNamedBy))
  for (const word of words)
    CONDITION_FEATURES.set(termKey(word), [...(CONDITION_FEATURES.get(termKey(word)) ?? []), feature]);
const NAMED_CONDITION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation(Object.values(queryDefaults.needNamedBy).flat())})(?![\\p{L}\\p{N}])`,
  'giu',
);
/** "Non-Waterproof", "not waterproof": a feature named to deny it. */
const DENIED = /(?:\bnon[\s-]?|\bnot\s+)$/i;

/**
 * The built-in features a product's title names ("Portable Bluetooth Speaker": portable, bluetooth), not those
 * it denies ("Non-Slip" is its own feature, "not waterproof" none). A title that says so meets a feature filter as
 * a tag does: shops tag unevenly, and a "Bluetooth Speaker" is wireless whatever its tags say. So does a condition
 * a title names it for (conditionsNamedIn): a "Rain Jacket" meets "jacket for rainy days", being water-resistant.
 */
export function featuresNamedIn(title: string): string[] {
  const found = findTerms(title, BUILT_IN_FEATURES).filter(
    ({ index }) => !DENIED.test(title.slice(Math.max(0, index - 5), index)),
  );
  return [...new Set([...found.map(({ term }) => term), ...conditionsNamedIn(title)])];
}

/**
 * The features meeting the conditions a text names its product for (`queryDefaults.needNamedBy`): a "Rain
 * Jacket" is water-resistant, a "Winter Parka" or a tent whose season is "4-season" warm. A title or an attribute
 * value saying so meets a request for that condition ("tent for winter") as a tag does.
 */
export function conditionsNamedIn(text: string): string[] {
  return [
    ...new Set(
      allMatches(text, NAMED_CONDITION).flatMap((match) => CONDITION_FEATURES.get(termKey(match[0])) ?? []),
    ),
  ];
}
/** A feature and its other built-in spellings ("noise cancelling" → noise canceling, anc…). */
export const featureSpellings = (term: string): string[] => FEATURE_SPELLINGS.get(termKey(term)) ?? [term];

/** termKey(a feature) → the features that imply it (`queryDefaults.featureImplications`). */
const IMPLIED_BY = new Map(
  Object.entries(queryDefaults.featureImplications).map(([feature, stronger]) => [
    termKey(feature),
    stronger,
  ]),
);

/**
 * The built-in feature implications as word groups for text matching, one way: each spelling of a feature, then
 * the spellings of the stronger features that imply it (["wireless", "bluetooth"], ["water resistant",
 * "waterproof"]). A request's "wireless" also matches a title's "Bluetooth"; "bluetooth" never matches
 * "wireless".
 */
export function featureImplicationGroups(): string[][] {
  return Object.entries(queryDefaults.featureImplications).flatMap(([feature, stronger]) => {
    const implied = stronger.flatMap(featureSpellings);
    return featureSpellings(feature).map((spelling) => [spelling, ...implied]);
  });
}

/**
 * What has a feature: its spellings and those of the stronger features implying it ("warm" → warm, insulated,
 * thermal, heated; "water resistant" → water-resistant, water resistant, waterproof). A product tagged with any
 * of them meets a request for it.
 */
export function featureSatisfiers(feature: string): string[] {
  // Those implying any spelling of it: "sun-protective", a spelling of "uv protection", is met by UV400.
  const stronger = featureSpellings(feature).flatMap((spelling) => IMPLIED_BY.get(termKey(spelling)) ?? []);
  return [...new Set([feature, ...[feature, ...stronger].flatMap(featureSpellings)])];
}

/**
 * A term and, when it is a built-in material, its other spellings ("wool" → woollen, lambswool…): what an
 * exclusion of it excludes.
 */
export const withMaterialSpellings = (term: string): string[] => [
  ...new Set([term, ...materialAndKinds(term)]),
];

/** termKey(any spelling of a material) → its kinds (`queryDefaults.materialKinds`: leather → suede, nubuck). */
const KINDS = new Map(
  Object.entries(queryDefaults.materialKinds).flatMap(([material, kinds]) =>
    (MATERIAL_SPELLINGS.get(termKey(material)) ?? [material]).map(
      (spelling) => [termKey(spelling), kinds] as const,
    ),
  ),
);

/** A material's built-in spellings and those of its kinds ("leather" → genuine leather…, suede, nubuck). */
function materialAndKinds(term: string): string[] {
  const own = MATERIAL_SPELLINGS.get(termKey(term)) ?? [term];
  const kinds = (KINDS.get(termKey(term)) ?? []).flatMap(
    (kind) => MATERIAL_SPELLINGS.get(termKey(kind)) ?? [kind],
  );
  return [...own, ...kinds];
}

/** Do two material spellings name the same built-in material ("wood", "wooden"), or is `b` a kind of `a`? */
export const sameMaterial = (a: string, b: string): boolean =>
  (MATERIAL_SPELLINGS.get(termKey(a)) !== undefined &&
    MATERIAL_SPELLINGS.get(termKey(a)) === MATERIAL_SPELLINGS.get(termKey(b))) ||
  (KINDS.has(termKey(a)) && materialAndKinds(a).some((spelling) => containsPhrase(b, spelling)));

/**
 * A material, its other built-in spellings, and the catalogue materials containing one of them unless they
 * qualify it away: "merino" → merino, merino wool; "leather" → …, "full-grain leather" but not "faux leather" nor
 * "protein leather" (a spelling of faux leather).
 */
export function expandMaterial(material: string, catalogue: readonly string[]): string[] {
  const spellings = [...new Set([material, ...materialAndKinds(material)])];
  const ownNegators = NEGATORS.filter((word) => spellings.some((spelling) => containsPhrase(spelling, word)));
  const variants = catalogue.filter(
    (value) =>
      spellings.some((spelling) => containsPhrase(value, spelling)) &&
      !(MATERIAL_SPELLINGS.get(termKey(value)) ?? [value]).some((spelling) =>
        NEGATORS.some((word) => !ownNegators.includes(word) && containsPhrase(spelling, word)),
      ),
  );
  return [...new Set([...spellings, ...variants])];
}

/**
 * Whether a term can filter: a catalogue that tags this attribute must tag one of its spellings (else the filter
 * would match nothing and only be relaxed away: "bluetooth" where features never say it). Without any tagged
 * values (an unknown catalogue) the built-in lexicon filters.
 */
export const tagged = (lexicon: TermLexicon, spellings: readonly string[]): boolean =>
  lexicon.catalogue.length === 0 || spellings.some((spelling) => lexicon.catalogue.includes(spelling));

/**
 * Adds every material named in the text (which keeps the words), but those said of a part ("wooden" of "wooden
 * handle": the handle's, `spans` of `draft.rest`: part-phrases.ts).
 */
export function readMaterials(
  draft: Draft,
  lexicon: TermLexicon,
  spans: readonly (readonly [number, number])[] = [],
): void {
  const renamed: FoundTerm[] = [];
  for (const found of findTerms(draft.rest, lexicon.terms)) {
    if (spans.some(([from, to]) => from <= found.index && found.index + found.length <= to)) continue;
    let expansion = lexicon.expansions.get(found.term);
    if (expansion === undefined) {
      expansion = expandMaterial(found.term, lexicon.catalogue);
      lexicon.expansions.set(found.term, expansion);
    }
    if (!tagged(lexicon, expansion)) continue;
    addToFilter(draft.filters, 'materials', expansion);
    if (negates(found.term) && lexicon.catalogue.includes(found.term)) renamed.push(found);
  }
  // A material named as the opposite of another, in a spelling of the shopper's the catalogue lacks ("vegan
  // leather" for "synthetic leather"), is matched in the catalogue's: its own words would rank real leather and
  // vegan sneakers, and leave every synthetic-leather shoe only partly matching "vegan leather shoes".
  for (const found of renamed.reverse()) {
    const typed = draft.rest.slice(found.index, found.index + found.length);
    if (termKey(typed) === termKey(found.term)) continue;
    draft.rest = `${draft.rest.slice(0, found.index)}${found.term}${draft.rest.slice(found.index + found.length)}`;
  }
}
