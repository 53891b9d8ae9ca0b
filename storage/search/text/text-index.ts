/**
 * The tenant's in-memory inverted index for ranking: BM25F postings over the analyzed fields, built once per
 * catalogue version from the stored products (build-text-index.ts; see catalog-search.ts). Per posting it
 * keeps the saturated, field-weighted term frequency (so scoring a term is one multiply-add) and which fields
 * hold the term; per product the title's terms in order (for adjacency) and the structure of its title.
 * Positions are the CatalogIndex's positions.
 */
import type { TextField } from '../../../core/index.ts';
import type { DescribedForms } from './described-forms.ts';
import type { StatedForms } from './stated-forms.ts';

export const TEXT_FIELDS: readonly TextField[] = ['title', 'brand', 'category', 'attributes', 'description'];
export const TITLE_BIT = 1;
/** The bit of `category` in a posting's field mask. */
export const CATEGORY_BIT = 4;
/** Bits of `brand` and `category` in a posting's field mask. */
export const BRAND_CATEGORY_BITS = 2 | CATEGORY_BIT;
/** The fields that name a product (title, brand, category), unlike those that describe it. */
export const NAMING_BITS = TITLE_BIT | BRAND_CATEGORY_BITS;
/** The fields that say what a product is or has (all but the description's prose): a "battery life" attribute. */
export const STATED_BITS = NAMING_BITS | 8;
/** Beside TITLE_BIT: the title holds the term only in the colour it gives after "in" (title-colours.ts). */
export const TITLE_COLOUR_BIT = 32;

/** True when a posting's title holds the term other than in the colour after "in" ("Duvet Cover in Cream"). */
export const titleNames = (fields: number): boolean =>
  (fields & (TITLE_BIT | TITLE_COLOUR_BIT)) === TITLE_BIT;

/** True when a posting's fields name the product by the term: its brand or category, or its title (`titleNames`). */
export const namesBy = (fields: number): boolean =>
  (fields & BRAND_CATEGORY_BITS) !== 0 || titleNames(fields);

export type FieldTexts = Readonly<Record<TextField, string>>;

/** Also which light form of a term each product writes where it states what it is (stated-forms.ts). */
export interface TextIndex extends StatedForms {
  size: number;
  /** term → term id. */
  terms: Map<string, number>;
  /** Documents containing the term id. */
  df: Int32Array;
  /** Postings of term t: entries postStart[t] .. postStart[t + 1]. */
  postStart: Int32Array;
  postDoc: Int32Array;
  /** tf~ / (k1 + tf~), tf~ the length-normalised, field-weighted term frequency. */
  postSat: Float32Array;
  /** Bit i set when field TEXT_FIELDS[i] holds the term. */
  postFields: Uint8Array;
  /**
   * The query-likelihood model's term frequency: the title's count × `likelihood.titleWeight` plus the brand's,
   * category's and description's counts (attributes left out), capped at 255.
   */
  postTf: Uint8Array;
  /** Per product, the same weighted count of all its tokens (its length for the likelihood model). */
  docMass: Float32Array;
  /** Per term id, the sum of its `postTf`: its frequency in the whole catalogue. */
  termMass: Float32Array;
  /** The sum of `docMass`. */
  massTotal: number;
  /** Title term ids of product d, in order: titleTerms[titleStart[d] .. titleStart[d + 1]). */
  titleStart: Int32Array;
  titleTerms: Int32Array;
  /** 1 at each title token of the colour the title gives after "in" (title-colours.ts), parallel to titleTerms. */
  titleColour: Uint8Array;
  /** Light form id (see word-form.ts) of each title token, parallel to titleTerms; -1 for numbers. */
  titleForms: Int32Array;
  /** Light form → form id, over the words of the stated fields (title, brand, category, attributes). */
  forms: Map<string, number>;
  /**
   * Every letters-only word as written in the catalogue ("receptacle", "stainless") → its term id: what
   * spelling correction compares a query word with (stems of misspellings drift: "receptical" → "recept").
   */
  words: Map<string, number>;
  /** Tokens in the title's main segment, and the term id of its head (-1: none); see title-structure.ts. */
  titleMain: Int32Array;
  titleHead: Int32Array;
  /**
   * Per term id, the share of the products holding it whose title starts with it: near 1 for the brands of
   * a catalogue that writes titles brand first ("Ryobi 18-Volt …"), near 0 for ordinary words.
   */
  leadShare: Float32Array;
  /** Which light form of a term each product's description writes (described-forms.ts). */
  described: DescribedForms;
}
