/**
 * The shop's departments, from its vocabulary's category paths ("clothing > jackets"): the top segments, the one with
 * the most kinds under it first (ties in the vocabulary's order), each with a few of its kinds ("clothing" with
 * "jackets", "sweaters", "t-shirts"). Segments too generic to mean anything ("other", "sale") are no department nor
 * kind (`queryDefaults.categories.ignore`). For "what do you sell?" (small-talk.ts), and for a search whose words
 * are in no product ("can you find a hat": what the shop sells instead). Pure.
 */
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import { queryDefaults } from './query-defaults.ts';

export interface ShopDepartment {
  /** The top segment as the catalogue writes it: "clothing". */
  name: string;
  /** Its kinds (the next segments), at most `smallTalk.kindsPerDepartment`: "jackets", "sweaters". */
  kinds: string[];
}

/** The departments named, and whether the shop has more ("… and more"). */
export interface ShopDepartments {
  departments: ShopDepartment[];
  moreDepartments: boolean;
}

const IGNORED = new Set(queryDefaults.categories.ignore);
const { departments: MAX_DEPARTMENTS, kindsPerDepartment } = queryDefaults.smallTalk;

/**
 * The departments of `vocabulary`, at most `smallTalk.departments`, the broadest first, and whether it has more
 * (`moreDepartments`: "… and more").
 */
export function shopDepartments(vocabulary: Pick<CatalogVocabulary, 'categories'>): ShopDepartments {
  const kinds = new Map<string, Set<string>>();
  for (const path of vocabulary.categories) {
    const [top, next] = path
      .split('>')
      .map((segment) => segment.trim())
      .filter((segment) => segment !== '' && !IGNORED.has(segment.toLowerCase()));
    if (top === undefined) continue;
    const under = kinds.get(top) ?? new Set<string>();
    if (next !== undefined) under.add(next);
    kinds.set(top, under);
  }
  const departments = [...kinds]
    .map(([name, under], order) => ({ name, under: [...under], order }))
    .sort((a, b) => b.under.length - a.under.length || a.order - b.order)
    .map(({ name, under }) => ({ name, kinds: under.slice(0, kindsPerDepartment) }));
  return {
    departments: departments.slice(0, MAX_DEPARTMENTS),
    moreDepartments: departments.length > MAX_DEPARTMENTS,
  };
}
