/**
 * Builds a tenant's TextIndex (text-index.ts) from its products' field texts: pass 1 analyzes each product and
 * counts its terms per field, pass 2 lays out the postings with their saturated BM25F weights, field masks and
 * query-likelihood counts, plus each title's terms, written forms and structure. Pure and synchronous: the
 * caller chooses the thread (text-index-builder.ts runs it in a worker for large catalogues).
 */
import { rankingDefaults, type RankingDefaults } from '../../../core/index.ts';
import { analyze, analyzeNormalized, normalizeText } from './analyze.ts';
import { dimensions, gluedRuns, joinedTerm } from './compounds.ts';
import { DescribedFormsBuilder } from './described-forms.ts';
import { StatedFormsBuilder } from './stated-forms.ts';
import { STATED_BITS, TEXT_FIELDS, TITLE_COLOUR_BIT, type FieldTexts, type TextIndex } from './text-index.ts';
import { titleColourTokens } from './title-colours.ts';
import { titleStructure } from './title-structure.ts';
import { IntList } from './int-list.ts';
import { FormIds } from './form-ids.ts';

const DESCRIPTION = TEXT_FIELDS.indexOf('description');

/** Term frequencies of one product's term in each field, 6 bits each (larger counts saturate anyway). */
const TF_BITS = 6;
const TF_MAX = (1 << TF_BITS) - 1;

export function buildTextIndex(
  size: number,
  docs: Iterable<[position: number, fields: FieldTexts]>,
  defaults: RankingDefaults = rankingDefaults,
  /** The catalogue's colours (title-colours.ts `colourPhrases`): a title's "in Cream" names no cream. */
  colours: ReadonlySet<string> = new Set(),
): TextIndex {
  const terms = new Map<string, number>();
  const words = new Map<string, number>();
  const fieldCount = TEXT_FIELDS.length;
  // Per product (by position): its entries [docStart, docEnd) in entryTerm / entryTf.
  const docStart = new Int32Array(size).fill(-1);
  const docEnd = new Int32Array(size);
  const entryTerm = new IntList();
  const entryTf = new IntList();
  /** Per entry: 1 when the title holds the term in its colour after "in", 2 when elsewhere in it. */
  const entryTitle = new IntList();
  const lengths = new Float64Array(size * fieldCount);
  const lengthSums = new Float64Array(fieldCount);
  const titleLists: Int32Array[] = new Array<Int32Array>(size);
  const formLists: Int32Array[] = new Array<Int32Array>(size);
  const colourLists: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(size);
  const forms = new FormIds();
  const statedForms = new StatedFormsBuilder();
  const describedForms = new DescribedFormsBuilder();
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
    /**
     * Counts the term in field `f`; in a stated field, notes its written form (`form`, -1 for none), in the
     * description the word (`word`, none for a joined term).
     */
    const count = (id: number, f: number, form = -1, word?: string) => {
      let slot: number;
      if (slotStamp[id] === stamp) slot = slotOf[id]!;
      else {
        slotStamp[id] = stamp;
        slot = slotOf[id] = entryTerm.length;
        entryTerm.push(id);
        entryTf.push(0);
        entryTitle.push(0);
        statedForms.add();
        describedForms.add();
        df[id]!++;
      }
      const shift = f * TF_BITS;
      const tf = (entryTf.data[slot]! >>> shift) & TF_MAX;
      if (tf < TF_MAX) entryTf.data[slot]! += 1 << shift;
      if ((1 << f) & STATED_BITS) statedForms.note(slot, form);
      else if (f === DESCRIPTION) describedForms.note(slot, word);
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
      const stated = ((1 << f) & STATED_BITS) !== 0;
      let glued = false;
      let dimension = false;
      const colour = f === 0 ? titleColourTokens(normalized, tokens, colours) : undefined;
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i]!;
        const id = idOf(token.term);
        if (!token.numeric && !words.has(token.word)) words.set(token.word, id);
        const form = stated && !token.numeric ? forms.of(token.word) : -1;
        if (ids !== undefined) {
          ids[i] = id;
          formIds![i] = form;
        }
        count(id, f, form, token.numeric ? undefined : token.word);
        if (f === 0) entryTitle.data[slotOf[id]!]! |= colour?.[i] === 1 ? 1 : 2;
        if (token.glued) glued = true;
        else if (token.term === 'x') dimension = true;
      }
      if (ids !== undefined) {
        titleLists[position] = ids;
        formLists[position] = formIds!;
        colourLists[position] = colour;
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
  statedForms.summarize(entryTerm.data, termCount, df);
  describedForms.summarize(entryTerm.data, termCount, df);
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
      if (entryTitle.data[e] === 1) mask |= TITLE_COLOUR_BIT;
      const term = entryTerm.data[e]!;
      const at = fill[term]!++;
      statedForms.place(e, term, at - postStart[term]!);
      describedForms.place(e, term, at - postStart[term]!);
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
  const titleColour = new Uint8Array(titleStart[size]!);
  for (let d = 0; d < size; d++) {
    const list = titleLists[d];
    if (list !== undefined) titleTerms.set(list, titleStart[d]!);
    const formList = formLists[d];
    if (formList !== undefined) titleForms.set(formList, titleStart[d]!);
    const colourList = colourLists[d];
    if (colourList !== undefined) titleColour.set(colourList, titleStart[d]!);
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
    titleColour,
    forms: forms.forms,
    titleMain,
    titleHead,
    leadShare: Float32Array.from({ length: termCount }, (_, t) => leads[t]! / Math.max(1, df[t]!)),
    ...statedForms.result(),
    described: describedForms.result(),
  };
}
