/**
 * Children's products, for the rerank's `audienceDefault`: a request that names no audience lists adults'
 * products before children's ones of equal match. A product is a children's one when its title holds one of
 * `rankingDefaults.childWords` ("Kids' Daybreak Running Shoe", "Boys' Rain Jacket") or its audience attribute
 * does (`"gender": "kids"`), compared by light form (plurals folded: "girls" is "girl").
 */
import type { RankingDefaults } from '../../../core/index.ts';
import type { CatalogIndex } from '../catalog-index.ts';
import { SEP } from '../../catalog/product-row.ts';
import { analyze } from './analyze.ts';
import type { Concept } from './query-concept.ts';
import type { TextIndex } from './text-index.ts';
import { lightForm } from './word-form.ts';

/** The light forms of a list of words, as the index writes them ("kids'" → "kid", "children's" → "child"). */
const formsMemo = new WeakMap<readonly string[], ReadonlySet<string>>();
function formsOf(words: readonly string[]): ReadonlySet<string> {
  let forms = formsMemo.get(words);
  if (forms === undefined) {
    forms = new Set(words.flatMap((word) => analyze(word).map((token) => lightForm(token.word))));
    formsMemo.set(words, forms);
  }
  return forms;
}

/** Per text index: the form ids of the child words its titles hold. */
const formIdsMemo = new WeakMap<TextIndex, { words: readonly string[]; ids: ReadonlySet<number> }>();
function formIdsOf(text: TextIndex, words: readonly string[]): ReadonlySet<number> {
  const memo = formIdsMemo.get(text);
  if (memo?.words === words) return memo.ids;
  const ids = new Set<number>();
  for (const form of formsOf(words)) {
    const id = text.forms.get(form);
    if (id !== undefined) ids.add(id);
  }
  formIdsMemo.set(text, { words, ids });
  return ids;
}

/** True when a word of the request names children ("kids running shoes" left as words, "boys jacket"). */
export function asksForChildren(concepts: readonly Concept[], defaults: RankingDefaults): boolean {
  const forms = formsOf(defaults.childWords);
  return concepts.some((concept) => analyze(concept.typed).some((token) => forms.has(lightForm(token.word))));
}

/** Per text index, the answers of childProducts so far (-1: not yet asked), for one catalogue and word list. */
const answersMemo = new WeakMap<
  TextIndex,
  { catalog: CatalogIndex; words: readonly string[]; answers: Int8Array }
>();

/**
 * Is the product at `doc` a children's one (see above)? At module level, not a closure per search: tsx (it keeps
 * names) gives each named closure its name with Object.defineProperty, about a microsecond each.
 */
function readChild(
  text: TextIndex,
  catalog: CatalogIndex,
  ids: ReadonlySet<number>,
  forms: ReadonlySet<string>,
  doc: number,
): boolean {
  if (ids.size > 0) {
    const to = text.titleStart[doc + 1]!;
    for (let p = text.titleStart[doc]!; p < to; p++) if (ids.has(text.titleForms[p]!)) return true;
  }
  const tags = catalog.tags[doc]!;
  if (!tags.includes(`${SEP}a:`)) return false;
  return tags
    .split(SEP)
    .some(
      (tag) =>
        tag.startsWith('a:') && analyze(tag.slice(2)).some((token) => forms.has(lightForm(token.word))),
    );
}

/** A test of whether the product at a catalogue position is a children's one (each product read once). */
export function childProducts(
  text: TextIndex,
  catalog: CatalogIndex,
  defaults: RankingDefaults,
): (doc: number) => boolean {
  const forms = formsOf(defaults.childWords);
  const ids = formIdsOf(text, defaults.childWords);
  let memo = answersMemo.get(text);
  if (memo?.catalog !== catalog || memo.words !== defaults.childWords) {
    memo = { catalog, words: defaults.childWords, answers: new Int8Array(text.size).fill(-1) };
    answersMemo.set(text, memo);
  }
  const { answers } = memo;
  return (doc) => {
    let answer = answers[doc]!;
    if (answer < 0) answers[doc] = answer = readChild(text, catalog, ids, forms, doc) ? 1 : 0;
    return answer === 1;
  };
}
