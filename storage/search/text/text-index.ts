/**
 * The tenant's in-memory inverted index for ranking: BM25F postings over the analyzed fields, built once per
 * catalogue version from the stored products (see catalog-search.ts). Per posting it keeps the saturated,
 * field-weighted term frequency (so scoring a term is one multiply-add) and which fields hold the term; per
 * product the title's terms in order (for adjacency) and the structure of its title.
 * Positions are the CatalogIndex's positions.
 */
import { rankingDefaults, type RankingDefaults, type TextField } from '../../../core/index.ts';
import { analyze, analyzeNormalized, normalizeText } from './analyze.ts';
import { dimensions, gluedRuns, joinedTerm } from './compounds.ts';
import { titleStructure } from './title-structure.ts';
import { lightForm } from './word-form.ts';

export const TEXT_FIELDS: readonly TextField[] = ['title', 'brand', 'category', 'attributes', 'description'];
export const TITLE_BIT = 1;
/** Bits of `brand` and `category` in a posting's field mask. */
export const BRAND_CATEGORY_BITS = 2 | 4;
/** The fields that name a product (title, brand, category), unlike those that describe it. */
export const NAMING_BITS = TITLE_BIT | BRAND_CATEGORY_BITS;

export type FieldTexts = Readonly<Record<TextField, string>>;

export interface TextIndex {
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
  /** Light form id (see word-form.ts) of each title token, parallel to titleTerms; -1 for numbers. */
  titleForms: Int32Array;
  /** Light form → form id, over the titles' words. */
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
}

/** A growable Int32Array. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

/** Term frequencies of one product's term in each field, 6 bits each (larger counts saturate anyway). */
const TF_BITS = 6;
const TF_MAX = (1 << TF_BITS) - 1;

export function buildTextIndex(
  size: number,
  docs: Iterable<[position: number, fields: FieldTexts]>,
  defaults: RankingDefaults = rankingDefaults,
): TextIndex {
  const terms = new Map<string, number>();
  const words = new Map<string, number>();
  const fieldCount = TEXT_FIELDS.length;
  // Per product (by position): its entries [docStart, docEnd) in entryTerm / entryTf.
  const docStart = new Int32Array(size).fill(-1);
  const docEnd = new Int32Array(size);
  const entryTerm = new IntList();
  const entryTf = new IntList();
  const lengths = new Float64Array(size * fieldCount);
  const lengthSums = new Float64Array(fieldCount);
  const titleLists: Int32Array[] = new Array<Int32Array>(size);
  const formLists: Int32Array[] = new Array<Int32Array>(size);
  const forms = new Map<string, number>();
  /** Written word → its form id (titles repeat their words: each is folded once). */
  const formOfWord = new Map<string, number>();
  const formOf = (word: string): number => {
    let id = formOfWord.get(word);
    if (id === undefined) {
      const form = lightForm(word);
      id = forms.get(form);
      if (id === undefined) forms.set(form, (id = forms.size));
      formOfWord.set(word, id);
    }
    return id;
  };
  const titleMain = new Int32Array(size);
  const titleHead = new Int32Array(size).fill(-1);
  let leads = new Int32Array(1024);
  let df = new Int32Array(1024);
  // Per term id: the entry slot it has in the current product (valid when slotStamp matches).
  let slotOf = new Int32Array(1024);
  let slotStamp = new Int32Array(1024);
  let stampNow = 0;
  let indexed = 0;
  const idOf = (term: string): number => {
    let id = terms.get(term);
    if (id === undefined) {
      id = terms.size;
      terms.set(term, id);
      if (id >= df.length) {
        const grow = (from: Int32Array) => {
          const to = new Int32Array(from.length * 2);
          to.set(from);
          return to;
        };
        df = grow(df);
        leads = grow(leads);
        slotOf = grow(slotOf);
        slotStamp = grow(slotStamp);
      }
    }
    return id;
  };

  // Pass 1: analyze; one entry per (product, term) with its per-field counts packed.
  for (const [position, fields] of docs) {
    if (position < 0 || position >= size || docStart[position] !== -1) continue;
    const stamp = ++stampNow;
    docStart[position] = entryTerm.length;
    indexed++;
    const count = (id: number, f: number) => {
      let slot: number;
      if (slotStamp[id] === stamp) slot = slotOf[id]!;
      else {
        slotStamp[id] = stamp;
        slot = slotOf[id] = entryTerm.length;
        entryTerm.push(id);
        entryTf.push(0);
        df[id]!++;
      }
      const shift = f * TF_BITS;
      const tf = (entryTf.data[slot]! >>> shift) & TF_MAX;
      if (tf < TF_MAX) entryTf.data[slot]! += 1 << shift;
    };
    for (let f = 0; f < fieldCount; f++) {
      const text = fields[TEXT_FIELDS[f]!];
      if (text === '') continue;
      const normalized = f === 0 ? normalizeText(text) : '';
      const tokens = f === 0 ? analyzeNormalized(normalized) : analyze(text);
      lengths[position * fieldCount + f] = tokens.length;
      lengthSums[f]! += tokens.length;
      const ids = f === 0 ? new Int32Array(tokens.length) : undefined;
      const formIds = f === 0 ? new Int32Array(tokens.length) : undefined;
      let glued = false;
      let dimension = false;
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i]!;
        const id = idOf(token.term);
        if (!token.numeric && !words.has(token.word)) words.set(token.word, id);
        if (ids !== undefined) {
          ids[i] = id;
          formIds![i] = token.numeric ? -1 : formOf(token.word);
        }
        count(id, f);
        if (token.glued) glued = true;
        else if (token.term === 'x') dimension = true;
      }
      if (ids !== undefined) {
        titleLists[position] = ids;
        formLists[position] = formIds!;
        const { mainLength, head } = titleStructure(normalized, tokens);
        titleMain[position] = mainLength;
        if (head >= 0) titleHead[position] = ids[head]!;
        if (tokens.length > 0 && !tokens[0]!.numeric) leads[ids[0]!]!++;
      }
      if (glued)
        for (const [start, end] of gluedRuns(tokens)) count(idOf(joinedTerm(tokens.slice(start, end))), f);
      if (dimension || glued) for (const [, , term] of dimensions(tokens)) count(idOf(term), f);
    }
    docEnd[position] = entryTerm.length;
  }

  // Pass 2: BM25F per entry, written straight into the term-grouped postings (products in position order).
  const termCount = terms.size;
  const average = Array.from(lengthSums, (sum) => (indexed === 0 ? 1 : Math.max(1, sum / indexed)));
  const weights = TEXT_FIELDS.map((field) => defaults.fieldWeights[field]);
  const bs = TEXT_FIELDS.map((field) => defaults.fieldB[field]);
  const postStart = new Int32Array(termCount + 1);
  for (let t = 0; t < termCount; t++) postStart[t + 1] = postStart[t]! + df[t]!;
  const fill = postStart.slice(0, termCount);
  const total = postStart[termCount]!;
  const postDoc = new Int32Array(total);
  const postSat = new Float32Array(total);
  const postFields = new Uint8Array(total);
  const postTf = new Uint8Array(total);
  const docMass = new Float32Array(size);
  const termMass = new Float32Array(termCount);
  let massTotal = 0;
  // Title words count `titleWeight` times, attribute values not at all: richer structured data is no verbosity.
  const massWeights = TEXT_FIELDS.map((field) =>
    field === 'title' ? defaults.likelihood.titleWeight : field === 'attributes' ? 0 : 1,
  );
  const norm = new Float64Array(fieldCount);
  for (let position = 0; position < size; position++) {
    if (docStart[position] === -1) continue;
    let mass = 0;
    for (let f = 0; f < fieldCount; f++) {
      norm[f] = 1 - bs[f]! + (bs[f]! * lengths[position * fieldCount + f]!) / average[f]!;
      mass += massWeights[f]! * lengths[position * fieldCount + f]!;
    }
    docMass[position] = mass;
    massTotal += mass;
    for (let e = docStart[position]!; e < docEnd[position]!; e++) {
      const packed = entryTf.data[e]!;
      let tfTilde = 0;
      let mask = 0;
      let weighted = 0;
      for (let f = 0; f < fieldCount; f++) {
        const tf = (packed >>> (f * TF_BITS)) & TF_MAX;
        if (tf === 0) continue;
        tfTilde += (weights[f]! * tf) / norm[f]!;
        weighted += massWeights[f]! * tf;
        mask |= 1 << f;
      }
      const term = entryTerm.data[e]!;
      const at = fill[term]!++;
      postDoc[at] = position;
      postSat[at] = tfTilde / (defaults.k1 + tfTilde);
      postFields[at] = mask;
      postTf[at] = Math.min(255, Math.round(weighted));
      termMass[term]! += postTf[at]!;
    }
  }

  const titleStart = new Int32Array(size + 1);
  for (let d = 0; d < size; d++) titleStart[d + 1] = titleStart[d]! + (titleLists[d]?.length ?? 0);
  const titleTerms = new Int32Array(titleStart[size]!);
  const titleForms = new Int32Array(titleStart[size]!);
  for (let d = 0; d < size; d++) {
    const list = titleLists[d];
    if (list !== undefined) titleTerms.set(list, titleStart[d]!);
    const formList = formLists[d];
    if (formList !== undefined) titleForms.set(formList, titleStart[d]!);
  }

  return {
    size,
    terms,
    words,
    df: df.slice(0, termCount),
    postStart,
    postDoc,
    postSat,
    postFields,
    postTf,
    docMass,
    termMass,
    massTotal,
    titleStart,
    titleTerms,
    titleForms,
    forms,
    titleMain,
    titleHead,
    leadShare: Float32Array.from({ length: termCount }, (_, t) => leads[t]! / Math.max(1, df[t]!)),
  };
}
