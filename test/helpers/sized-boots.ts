/** Boots in sizes 7 to 11, one variant per size: the shop of the size-range and size-list tests. */
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
