/**
 * Which light form (word-form.ts) of a term a product writes where it says what it is or has (title, brand,
 * category, attributes): "moisturizer" and "moisture" share the stem "moistur", but a "Moisture-Wicking T-Shirt"
 * is no moisturizer. Kept per term when all its products write one form, and per posting only for the terms
 * written in several forms, so the index grows little.
 */
import type { TextIndex } from './text-index.ts';

/** No stated field of the product holds the term. */
const UNSTATED = -3;
/** Several forms (or a joined term with no form of its own, such as "tshirt" of "T-Shirt"): not told apart. */
const SEVERAL = -2;
/** Stated, with no form recorded. */
const UNKNOWN = -1;

/** The arrays a TextIndex keeps of its stated forms. */
export interface StatedForms {
  /** Per term id: its one stated form id; -1 unknown; -2 several (see `formedForms`); -3 never stated. */
  termForm: Int32Array;
  /** Per term id, where its postings' forms start in `formedForms` (only terms of several forms have any). */
  formedStart: Int32Array;
  /** Per posting of a term of several forms: the product's stated form id, or a negative value as above. */
  formedForms: Int32Array;
}

/** Collects the forms per index entry (product, term) while the index is built. */
export class StatedFormsBuilder {
  private entries = new Int32Array(1024);
  private length = 0;
  private termForm = new Int32Array(0);
  private formedStart = new Int32Array(1);
  private formedForms = new Int32Array(0);

  /** A new entry, not stated yet. */
  add(): void {
    if (this.length === this.entries.length) {
      const grown = new Int32Array(this.entries.length * 2);
      grown.set(this.entries);
      this.entries = grown;
    }
    this.entries[this.length++] = UNSTATED;
  }

  /** The entry's term is written `form` in a stated field (a term without a form of its own: `UNKNOWN`). */
  note(entry: number, form: number = UNKNOWN): void {
    const now = this.entries[entry]!;
    if (now === UNSTATED) this.entries[entry] = form;
    else if (now !== form) this.entries[entry] = SEVERAL;
  }

  /** After the last product: each term's one form, and room for the postings of terms of several. */
  summarize(entryTerm: Int32Array, termCount: number, df: Int32Array): void {
    const termForm = new Int32Array(termCount).fill(UNSTATED);
    for (let e = 0; e < this.length; e++) {
      const form = this.entries[e]!;
      const term = entryTerm[e]!;
      if (form === UNSTATED) continue;
      const now = termForm[term]!;
      if (now === UNSTATED) termForm[term] = form;
      else if (now !== form) termForm[term] = SEVERAL;
    }
    const formedStart = new Int32Array(termCount + 1);
    for (let t = 0; t < termCount; t++)
      formedStart[t + 1] = formedStart[t]! + (termForm[t] === SEVERAL ? df[t]! : 0);
    this.termForm = termForm;
    this.formedStart = formedStart;
    this.formedForms = new Int32Array(formedStart[termCount]!).fill(UNSTATED);
  }

  /** Records entry `entry` as the `nth` posting of `term` (after `summarize`). */
  place(entry: number, term: number, nth: number): void {
    if (this.termForm[term] === SEVERAL)
      this.formedForms[this.formedStart[term]! + nth] = this.entries[entry]!;
  }

  result(): StatedForms {
    return { termForm: this.termForm, formedStart: this.formedStart, formedForms: this.formedForms };
  }
}

/**
 * Whether the product of posting `k` (a posting of `term` in a stated field) writes the term as `form` there:
 * true also when the index cannot tell (several forms in the product, a joined term, or `form` < 0).
 */
export function statesForm(index: TextIndex, term: number, k: number, form: number): boolean {
  return form < 0 || writesForm(index, index.postStart, term, k, form);
}

/**
 * Whether the product of posting `k` of `term` writes it as `form` (of `forms`' own ids; negative: a form none
 * writes) where `forms` records, or the index cannot tell (several forms in the product, a joined term).
 */
export function writesForm(
  forms: StatedForms,
  postStart: Int32Array,
  term: number,
  k: number,
  form: number,
): boolean {
  const single = forms.termForm[term]!;
  if (single >= 0) return single === form;
  if (single !== SEVERAL) return true;
  const written = forms.formedForms[forms.formedStart[term]! + k - postStart[term]!]!;
  return written === form || written === SEVERAL || written === UNKNOWN;
}
