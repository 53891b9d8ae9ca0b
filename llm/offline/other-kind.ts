/**
 * Whether a product is of another kind than the one asked with its noun ("dry skin": a "skin type" of oily only,
 * or a title naming "Oily Skin" but not "Dry Skin"), as the search's kinds filter reads it. Once that filter is
 * relaxed, such a product may be listed, but is not said to match the whole request.
 */
import { attributeWords, inflections, type KindAsked, type Product } from '../../core/index.ts';
import { containsPhrase, toList, wordsOnly } from './product-attributes.ts';

function namesKind(title: string, value: string, noun: string): boolean {
  return inflections(wordsOnly(`${value} ${noun}`)).some((form) => containsPhrase(title, form));
}

/** True when the product is of another kind than one of `kinds` only (see the file's comment). */
export function ofOtherKind(product: Product, kinds: readonly KindAsked[] | undefined): boolean {
  const title = wordsOnly(product.title);
  return (kinds ?? []).some((kind) => {
    const others = new Set(kind.others);
    const values = Object.entries(product.attributes ?? {})
      .filter(([name]) => attributeWords(name) === kind.attribute)
      .flatMap(([, value]) => toList(value).map((item) => item.toLowerCase()));
    if (values.length > 0) return values.every((value) => others.has(value));
    return (
      !namesKind(title, kind.value, kind.noun) &&
      kind.others.some((other) => namesKind(title, other, kind.noun))
    );
  });
}
