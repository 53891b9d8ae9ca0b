/**
 * Everything the parser recognises for one catalogue: the built-in lexicons merged with the tenant's vocabulary,
 * compiled once per vocabulary object (cached; treat a vocabulary as immutable once built).
 */
import { kindAttributes, type KindAttribute } from './kind-phrases.ts';
import { partLexicon, type PartLexicon } from './part-phrases.ts';
import { inflections } from './inflect.ts';
import { kindSizesOf, type KindSizes } from './kind-sizes.ts';
import { brandMatcher } from './brand-phrases.ts';
import { emptyVocabulary, type CatalogVocabulary } from './catalog-vocabulary.ts';
import { categoryLexicon, type CategoryLexicon } from './category-phrases.ts';
import { colourLexicon, type ColourLexicon } from './colour-lexicon.ts';
import { featureLexicon, materialLexicon, type TermLexicon } from './lexicon-terms.ts';
import { featureWords, type FeatureWords } from './feature-words.ts';
import { priceCueNamesIn } from './price-cue-names.ts';
import { queryDefaults } from './query-defaults.ts';
import { termKey, termMatcher, type TermMatcher } from './text-tools.ts';

export interface QueryLexicons {
  brands: TermMatcher;
  colours: ColourLexicon;
  materials: TermLexicon;
  features: TermLexicon;
  /** The catalogue's features by the stems of their words: what a clause names one by ("works on induction"). */
  featureWords: FeatureWords;
  categories: CategoryLexicon;
  /** Does a word name a category path ("tent" of "4 person tent")? Made once here, not in each request's reading. */
  isKind: (word: string) => boolean;
  /** Materials, features and colours: the terms an exclusion list may chain ("no wool or nylon"). */
  known: TermMatcher;
  sizes: readonly string[];
  audiences: readonly string[];
  /** Measure families the catalogue has values in ('hour', 'mm'…): the ones a bound may filter on. */
  measureUnits: readonly string[];
  measuredAttributes: readonly string[];
  /** The attributes of CatalogVocabulary.kindValues ("skin type=dry") a request may name a kind of. */
  kinds: readonly KindAttribute[];
  /** Those attributes' nouns as parts of a product ("handle", "strap"), with the colours and materials said of them. */
  parts: PartLexicon | undefined;
  /** The category paths whose products count people (CatalogVocabulary.peopleCategories): "tent for two". */
  peopleCategories: ReadonlySet<string>;
  /** The number and letter sizes each category path sells (CatalogVocabulary.categorySizes): "running shoes 10 black", "large sweater". */
  kindSizes: KindSizes;
  /** The units each category path's measures are written in (CatalogVocabulary.categoryUnits): "tent bigger than 4". */
  kindUnits: KindSizes;
  /** Names that start with a negation cue but negate nothing ("no show", the catalogue's "no dig"), as termKeys. */
  notNegation: ReadonlySet<string>;
  /** Sale phrases the catalogue's titles use as names ("sales" of Metal Sales), as termKeys. */
  saleNames: ReadonlySet<string>;
  /** Shorthand the catalogue's titles write as words ("lg" of LG), lower-cased: left as typed. */
  shorthandNames: ReadonlySet<string>;
  /** A measure adjective's or a noun colour's phrases the titles use as names ("light bulb", "olive oil"), lower-cased. */
  adjectiveNames: ReadonlySet<string>;
  /** Each word of those names ("lighter" of "butane lighter"): a comparative the titles use as a noun. */
  adjectiveNameWords: ReadonlySet<string>;
  /** Price-tier phrases the catalogue's titles use as names ("premium" of Behr Premium Plus), as termKeys. */
  tierNames: ReadonlySet<string>;
  /** Praise words the catalogue's titles hold ("good" of Good Grips), lower-cased: words to match even alone. */
  praiseNames: ReadonlySet<string>;
  /** A word and a fan word the titles give ("ceiling fan"), lower-cased: a product, no person (fan-names.ts). */
  fanNames: ReadonlySet<string>;
  /** The `price.nameCues` the titles or brands hold ("max" of Air Max), as termKeys (price-cue-names.ts). */
  priceCueNames: ReadonlySet<string>;
  /** CatalogVocabulary.unsizedHeads, each head in every inflection ("mm=knife", "mm=knives"): measured-sizes.ts. */
  unsizedHeads: ReadonlySet<string>;
}

const cache = new WeakMap<CatalogVocabulary, QueryLexicons>();

export function lexiconsFor(vocabulary: CatalogVocabulary = emptyVocabulary): QueryLexicons {
  const cached = cache.get(vocabulary);
  if (cached !== undefined) return cached;
  const list = (values: readonly string[] | undefined): readonly string[] =>
    (values ?? []).filter((value): value is string => typeof value === 'string');
  const colours = colourLexicon(list(vocabulary.colors));
  const materials = materialLexicon(list(vocabulary.materials));
  const features = featureLexicon(list(vocabulary.features));
  const adjectiveNames = new Set(list(vocabulary.adjectiveNames).map((name) => name.toLowerCase()));
  const categories = categoryLexicon(list(vocabulary.categories), list(vocabulary.categoryKinds));
  const knownSpellings = [materials, features, { terms: colours.terms }].flatMap(
    ({ terms }) => terms.spellings,
  );
  const kinds = kindAttributes(list(vocabulary.kindValues));
  const lexicons: QueryLexicons = {
    brands: brandMatcher(list(vocabulary.brands)),
    colours,
    materials,
    features,
    featureWords: featureWords(features.catalogue),
    categories,
    isKind: (word) => categories.paths.has(termKey(word)),
    known: termMatcher(knownSpellings.map((spelling) => [spelling, spelling] as const)),
    sizes: list(vocabulary.sizes),
    audiences: list(vocabulary.audiences),
    measureUnits: list(vocabulary.measureUnits),
    measuredAttributes: list(vocabulary.measuredAttributes),
    kinds,
    parts: partLexicon(kinds, colours, materials),
    peopleCategories: new Set(list(vocabulary.peopleCategories)),
    kindSizes: kindSizesOf(list(vocabulary.categorySizes)),
    kindUnits: kindSizesOf(list(vocabulary.categoryUnits)),
    notNegation: new Set(
      [...queryDefaults.negation.notNegation, ...list(vocabulary.noPhrases)].map((name) => termKey(name)),
    ),
    saleNames: new Set(list(vocabulary.saleNames).map((name) => termKey(name))),
    shorthandNames: new Set(list(vocabulary.shorthandNames).map((name) => name.toLowerCase())),
    adjectiveNames,
    adjectiveNameWords: new Set([...adjectiveNames].flatMap((name) => name.split(' '))),
    tierNames: new Set(list(vocabulary.tierNames).map((name) => termKey(name))),
    praiseNames: new Set(list(vocabulary.praiseNames).map((name) => name.toLowerCase())),
    fanNames: new Set(list(vocabulary.fanNames).map((name) => name.toLowerCase())),
    priceCueNames: new Set([...list(vocabulary.priceCueNames), ...priceCueNamesIn(list(vocabulary.brands))]),
    unsizedHeads: new Set(
      list(vocabulary.unsizedHeads).flatMap((entry) => {
        const at = entry.indexOf('=');
        return inflections(entry.slice(at + 1)).map((head) => `${entry.slice(0, at)}=${head}`);
      }),
    ),
  };
  cache.set(vocabulary, lexicons);
  return lexicons;
}
