/** A small shop whose products have only titles, categories and descriptions (a describing word in the description). */
import type { Product } from '../../core/index.ts';

export const describedProduct = (
  id: string,
  title: string,
  category: string,
  description: string,
): Product => ({
  id,
  title,
  category,
  description,
  price: 80,
});

/** Two backpacks, a duvet and a sweater ("cute" only in the sweater's description). */
export const describedShop: Product[] = [
  describedProduct(
    'daypack',
    'Pathfinder Hiking Daypack',
    'Bags > Backpacks',
    'A light daypack for trail days.',
  ),
  describedProduct(
    'travel',
    'Canyon Travel Backpack',
    'Bags > Backpacks',
    'Carry-on size with a padded back.',
  ),
  describedProduct(
    'duvet',
    'Cloud Down Duvet',
    'Home > Bedding',
    'Lofty and washable, for a good night of sleep.',
  ),
  describedProduct(
    'sweater',
    'Merino Crew Sweater',
    'Clothing > Sweaters',
    'A cute, soft knit for cold days.',
  ),
];
