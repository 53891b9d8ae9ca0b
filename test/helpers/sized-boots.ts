/**
 * Boots for the size and audience tests: in sizes 7 to 11, one variant per size; or by gender, in kids' and
 * adults' sizes.
 */
import type { Product } from '../../core/index.ts';

export const BOOT_SIZES = ['7', '8', '9', '10', '11'];

/** A boot whose size variants are in stock where `inStock` says, priced per size by `price` if given. */
export const sizedBoot = (
  id: string,
  title: string,
  inStock: (size: string) => boolean,
  options: { price?: number; sizePrice?: (size: string) => number } = {},
): Product => ({
  id,
  title,
  category: 'Boots',
  price: options.price ?? 120,
  attributes: { size: BOOT_SIZES },
  variants: BOOT_SIZES.map((size) => ({
    id: `${id}-${size}`,
    title: size,
    available: inStock(size),
    attributes: { size },
    ...(options.sizePrice !== undefined && { price: options.sizePrice(size) }),
  })),
});

/** A hiking boot for `gender` in `size`: the shop of the audience follow-up tests (a son's boots and bigger). */
export const audienceBoot = (id: string, title: string, gender: string, size: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  price: 90,
  attributes: { gender, size },
});

export const KIDS_BOOT_SIZES = ['11', '12', '13', '1', '2', '3', '4', '5'];
export const ADULT_BOOT_SIZES = ['5', '6', '7', '8', '9', '10', '11', '12'];

/** Kids', men's, unisex and women's hiking boots, the adults' in the same sizes. */
export const audienceBoots: Product[] = [
  audienceBoot('kids', "Kids' Talus Hiking Boot", 'kids', KIDS_BOOT_SIZES),
  audienceBoot('men', "Men's Summit Hiking Boot", 'men', ADULT_BOOT_SIZES),
  audienceBoot('unisex', 'Trail Hiking Boot', 'unisex', ADULT_BOOT_SIZES),
  audienceBoot('women', "Women's Canyon Hiking Boot", 'women', ADULT_BOOT_SIZES),
];
