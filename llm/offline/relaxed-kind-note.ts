/**
 * What the products of the kind asked are labelled in place of a relaxed kind asked with its noun: "moisturizer
 * for dry skin", where no moisturizer's skin type is dry and the kind gave way, lists moisturizers for oily or
 * sensitive skin whose descriptions say "dry winter skin"; "I relaxed: for dry skin." alone, beside picks that
 * mention "dry" and "skin", read as if they were for it. The chat says why: "None of the moisturizers shown is
 * labelled for dry skin: they are for oily or sensitive skin." The kind is the request's words before the
 * kind's ("moisturizer" of "moisturizer for dry skin") or after it, the products of it those whose titles name
 * it. Not for a part's material (part-phrases.ts). Pure.
 */
import {
  attributeWords,
  inflections,
  pluralForm,
  singularSaid,
  type Product,
  type SearchFilters,
} from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { containsPhrase, toList, wordsOnly } from './product-attributes.ts';

/** The product's values of the attribute named `attribute` (as words: "skin type"), lower-cased. */
const valuesOf = (product: Product, attribute: string): string[] =>
  Object.entries(product.attributes ?? {})
    .filter(([name]) => attributeWords(name) === attribute)
    .flatMap(([, value]) => toList(value).map((item) => item.toLowerCase()));

/**
 * The words before `label` in `text`, less a "for" or "with" ending them ("moisturizer" of "moisturizer for dry
 * skin"), else those after it ("dry skin moisturizer"); '' for none.
 */
function kindNamed(text: string, label: string): string {
  const words = wordsOnly(text);
  const said = wordsOnly(label);
  const at = words.indexOf(said);
  if (at < 0) return '';
  const before = words
    .slice(0, at)
    .replace(/(?:^|\s)(?:for|with)\s*$/u, '')
    .trim();
  return before !== '' ? before : words.slice(at + said.length).trim();
}

/**
 * "None of the moisturizers shown is labelled for dry skin: they are for oily or sensitive skin." for a
 * kind asked (`asked`) that the relaxed query (`kept`, its `text`) dropped, when none of the products shown of the
 * kind the words name has its value and they have others; undefined otherwise.
 */
export function relaxedKindNote(
  asked: SearchFilters,
  kept: { text: string; filters: SearchFilters },
  products: readonly Product[],
): string | undefined {
  const still = new Set((kept.filters.kinds ?? []).map((kind) => `${kind.attribute}=${kind.value}`));
  for (const kind of asked.kinds ?? []) {
    if (kind.part === true || still.has(`${kind.attribute}=${kind.value}`)) continue;
    const named = kindNamed(kept.text, kind.label);
    if (named === '' || named.split(' ').length > 3) continue;
    const forms = inflections(named);
    const ofKind = products.filter((product) =>
      forms.some((form) => containsPhrase(wordsOnly(product.title), form)),
    );
    const values = ofKind.map((product) => valuesOf(product, kind.attribute));
    if (values.length === 0 || values.some((own) => own.includes(kind.value.toLowerCase()))) continue;
    const others = [...new Set(values.flat())];
    if (others.length === 0 || others.length > 3) continue;
    const one = singularSaid(named);
    const them = values.every((own) => own.length > 0);
    const are = `${joinList(others, 'or')} ${kind.noun}`;
    if (ofKind.length === 1)
      return `The ${one} shown is not labelled for ${kind.label}${them ? `: it is for ${are}` : ''}.`;
    return `None of the ${pluralForm(one)} shown is labelled for ${kind.label}: ${them ? 'they are' : 'those labelled are'} for ${are}.`;
  }
  return undefined;
}
