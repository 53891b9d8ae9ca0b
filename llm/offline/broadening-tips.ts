/** The tips when a search finds nothing ("Try allowing leather or using fewer or more general words."). Pure. */
import type { Broadening, SearchFilters } from '../../core/index.ts';
import { joinList } from './english-list.ts';

/**
 * Ways to broaden the search, from the constraints the shopper used; with `helpful` (the core's check against the
 * catalogue), only those whose dropping would find products ("boots, not leather, brown" where every boot is
 * leather: "allowing leather", not "dropping the colour").
 */
export function broadeningTips(
  filters: SearchFilters,
  wordsUnknown: boolean,
  helpful: readonly Broadening[] | undefined,
): string[] {
  // Words no product holds are the obstacle: no constraint dropped would help ("grey hoodie", no hoodies).
  if (wordsUnknown) return ['different words'];
  const tips: string[] = [];
  const offer = (key: Broadening, present: boolean, tip: string): void => {
    if (present && (helpful === undefined || helpful.includes(key))) tips.push(tip);
  };
  offer(
    'price',
    filters.priceMin !== undefined || filters.priceMax !== undefined,
    'widening the price range',
  );
  offer('colors', (filters.colors ?? []).length > 0, 'dropping the colour');
  offer('sizes', (filters.sizes ?? []).length > 0, 'choosing another size');
  offer('brands', (filters.brands ?? []).length > 0, 'allowing other brands');
  offer('materials', (filters.materials ?? []).length > 0, 'allowing other materials');
  offer('features', (filters.features ?? []).length > 0, 'asking for fewer features');
  const measure = filters.measures?.[0]?.label;
  offer('measures', measure !== undefined, `going beyond "${measure}"`);
  offer('minRating', filters.minRating !== undefined, 'accepting a lower rating');
  offer('inStock', filters.inStock === true, 'including out-of-stock items');
  offer('onSale', filters.onSale === true, 'including full-price items');
  const excluded = filters.excludeTerms ?? [];
  if (helpful !== undefined)
    offer('excludeTerms', excluded.length > 0, `allowing ${joinList(excluded, 'or')}`);
  tips.push('using fewer or more general words');
  return tips.slice(0, 3);
}
