/** Products in a colour of their own, with one variant per colour they also come in: the colour tests' shops. */
import type { Product } from '../../core/index.ts';

/** A product `color` itself, with a variant in each of `variants` (its own colour among them or not). */
export const coloured = (
  id: string,
  title: string,
  category: string,
  color: string,
  variants: string[] = [],
  extra: Partial<Product> = {},
): Product => ({
  id,
  title,
  category,
  price: 20,
  ...extra,
  attributes: { color },
  variants: variants.map((colour) => ({
    id: `${id}-${colour}`,
    title: colour,
    attributes: { color: colour },
  })),
});

/** A t-shirt `color` itself, coming in `variants` too. */
export const tee = (id: string, title: string, color: string, variants: string[] = []): Product =>
  coloured(id, title, 'Clothing > T-Shirts', color, variants);
