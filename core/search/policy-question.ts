/**
 * "what's your return policy?", "do you ship to canada?", "can I return shoes?" asked with no product page: the
 * shop's policies (`queryDefaults.pageContext.shopPolicies`, as on a page: shop-policy.ts), which no product's data
 * holds. A request asked as a question or addressing the shop ("return policy", "your shipping times") and naming no
 * brand, price or sort is one, so "return air grille" and "shipping boxes" stay searches; one naming a product kind
 * too ("can I return shoes?", "do you ship tents to canada?") only when asked as a question. Pure.
 */
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import { parseQuery } from './parse-query.ts';
import type { SearchQuery } from './search-query.ts';
import { askedShopPolicies, asksPolicy, QUESTION } from './shop-policy.ts';

export interface PolicyQuestion {
  /** The policy topics asked, as the lexicon names them ("returns", "shipping"). */
  topics: string[];
  /** The products of the kind it names too ("shoes"), without its other words; absent when it names none. */
  kind?: SearchQuery;
}

export function readPolicyQuestion(
  content: string,
  vocabulary: CatalogVocabulary,
): PolicyQuestion | undefined {
  const topics = askedShopPolicies(content);
  if (!asksPolicy(content)) return undefined;
  const plain = content.replaceAll('’', "'");
  const own = parseQuery(content, { vocabulary });
  const { categories, brands, priceMin, priceMax } = own.filters;
  if (
    (brands ?? []).length > 0 ||
    priceMin !== undefined ||
    priceMax !== undefined ||
    own.sort !== 'relevance'
  )
    return undefined;
  if ((categories ?? []).length === 0) return { topics };
  if (!QUESTION.test(plain)) return undefined;
  // Its kind, and what it says of it ("can I return hiking boots for kids?"), but none of its words.
  return { topics, kind: { ...own, text: '' } };
}
