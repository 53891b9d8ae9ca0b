/** Ids of light forms (word-form.ts) for written words, each word folded once (products repeat their words). */
import { lightForm } from './word-form.ts';

export class FormIds {
  /** Light form → its id. */
  readonly forms = new Map<string, number>();
  private readonly byWord = new Map<string, number>();

  /** The id of the light form of `word`, numbered on first sight. */
  of(word: string): number {
    let id = this.byWord.get(word);
    if (id === undefined) {
      const form = lightForm(word);
      id = this.forms.get(form);
      if (id === undefined) this.forms.set(form, (id = this.forms.size));
      this.byWord.set(word, id);
    }
    return id;
  }
}
