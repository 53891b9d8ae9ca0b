/**
 * Which word a product's description writes for a term: "sure footing" and "hugs the foot" share the stem "foot",
 * but only the second writes the word "feet" names. A word the shopper typed as a plural names things ("feet",
 * "boots"): a product whose description alone holds its stem, and only in other words ("footing", "booted"), does
 * not hold it, as a "Backpacking Tent" is no backpack (query-head.ts, holdsAsWritten, for the stated fields). A
 * word typed otherwise ("hike", "run") is met by every word of its stem ("hiking", "running").
 */
import { StatedFormsBuilder, writesForm, type StatedForms } from './stated-forms.ts';
import { FormIds } from './form-ids.ts';
import { STATED_BITS } from './text-index.ts';
import { lightForm } from './word-form.ts';

const LETTERS = /^[a-z]+$/;

/** The light forms (word-form.ts) the products' descriptions write each term in (StatedForms, over descriptions). */
export interface DescribedForms extends StatedForms {
  /** Light form → its id, over the descriptions' words. */
  forms: Map<string, number>;
}

/** Collects the forms of the description's words per index entry (product, term) while the index is built. */
export class DescribedFormsBuilder {
  private readonly forms = new FormIds();
  private readonly entries = new StatedFormsBuilder();

  add(): void {
    this.entries.add();
  }

  /** The entry's term is written `word` in the description (none: a joined term, with no form of its own). */
  note(entry: number, word?: string): void {
    this.entries.note(entry, word === undefined ? undefined : this.forms.of(word));
  }

  summarize(entryTerm: Int32Array, termCount: number, df: Int32Array): void {
    this.entries.summarize(entryTerm, termCount, df);
  }

  place(entry: number, term: number, nth: number): void {
    this.entries.place(entry, term, nth);
  }

  result(): DescribedForms {
    return { forms: this.forms.forms, ...this.entries.result() };
  }
}

/**
 * The light form id a description must write where it alone holds the word's term, for a word typed as a plural
 * ("feet": the id of "foot", -1 when no description writes it); undefined for any other word.
 */
export function pluralForm(described: DescribedForms, typed: string): number | undefined {
  const form = lightForm(typed);
  if (form === typed || !LETTERS.test(typed)) return undefined;
  return described.forms.get(form) ?? -1;
}

/**
 * The form a description must write for a typed word that names things: a plural (`pluralForm`), or a noun made
 * with "-er" whose stem Porter cut it from ("comforter" → "comfort", "organizer" → "organ", "converter" →
 * "convert"): a description's "comfortable fit" holds no comforter. `term` is the word's stem; undefined for any
 * other word (a stem that keeps its "-er", "sweater", "speaker", is met by its own words only anyway).
 */
export function namingForm(described: DescribedForms, typed: string, term: string): number | undefined {
  const plural = pluralForm(described, typed);
  if (plural !== undefined) return plural;
  const form = lightForm(typed);
  if (!form.endsWith('er') || term.endsWith('er') || !LETTERS.test(form)) return undefined;
  return described.forms.get(form) ?? -1;
}

/**
 * Does posting `k` of `term` meet an alternative whose description must write `form` (Alternative.describedForm)?
 * Always where a stated field holds the term; in the description alone, only as that word (or where the index
 * cannot tell).
 */
export function meetsForm(
  index: { described: DescribedForms; postStart: Int32Array; postFields: Uint8Array },
  term: number,
  k: number,
  form: number | undefined,
): boolean {
  return (
    form === undefined ||
    (index.postFields[k]! & STATED_BITS) !== 0 ||
    writesForm(index.described, index.postStart, term, k, form)
  );
}
