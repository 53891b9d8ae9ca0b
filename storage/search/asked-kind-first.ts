/**
 * A kind asked with its noun that relaxation dropped (SearchQuery.relaxedKinds: "moisturizer for dry skin" where
 * no moisturizer is for dry skin) still orders the products of the kind asked for: among the reranked matches
 * naming the query's head, those whose title names only another kind of it ("Moisturizer for Oily Skin") come
 * last, those whose attribute holds only other kinds (skin type oily) before them, and those naming the asked
 * kind or none first, each group in the rerank's order. Matches of other kinds keep their places, and with no
 * such conflict the order is unchanged. The other kinds are the catalogue's own values of the attribute.
 */
import type { KindAsked } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { kindFits } from './index-tags.ts';
import type { MatchSet } from './rank-rows.ts';
import type { TextIndex } from './text/text-index.ts';
import { titledProducts } from './text/titled-products.ts';

/** How far back a product goes for one kind: 2 its title names only others, 1 its attribute does, else 0. */
function conflicts(text: TextIndex, index: CatalogIndex, kind: KindAsked): Map<number, number> {
  const level = new Map<number, number>();
  for (const [position, fit] of kindFits(index, kind.attribute, kind.others))
    if (!fit) level.set(position, 1);
  const asked = new Set(titledProducts(text, `${kind.value} ${kind.noun}`));
  for (const position of asked) level.delete(position);
  for (const other of kind.others)
    for (const position of titledProducts(text, `${other} ${kind.noun}`))
      if (!asked.has(position)) level.set(position, 2);
  return level;
}

export function askedKindFirst(
  text: TextIndex,
  index: CatalogIndex,
  set: MatchSet & { headKind?: () => ReadonlySet<number> },
  kinds: readonly KindAsked[],
): MatchSet {
  const ranked = set.ranked ?? 0;
  const valid = kinds.filter(
    (kind) =>
      typeof kind?.attribute === 'string' && typeof kind.value === 'string' && Array.isArray(kind.others),
  );
  if (valid.length === 0 || set.headKind === undefined || ranked < 2) return set;
  const ofKind = set.headKind();
  const levels = valid.map((kind) => conflicts(text, index, kind));
  const slots: number[] = [];
  for (let j = 0; j < ranked; j++) if (ofKind.has(set.matches[j]!)) slots.push(j);
  const back = (position: number) => Math.max(0, ...levels.map((level) => level.get(position) ?? 0));
  const order = slots
    .map((slot, k) => ({ position: set.matches[slot]!, level: back(set.matches[slot]!), k }))
    .sort((a, b) => a.level - b.level || a.k - b.k);
  if (order.every(({ k }, at) => k === at)) return set;
  const matches = set.matches.slice();
  order.forEach(({ position }, at) => (matches[slots[at]!] = position));
  return { ...set, matches };
}
