/** Products of the room-bound tests: a smartwatch and a backpack, each with the attributes a test gives it. */
import type { Product } from '../../core/index.ts';

export const watch = (id: string, title: string, attributes: Product['attributes']): Product => ({
  id,
  title,
  category: 'Accessories > Watches',
  price: 200,
  description: 'A smartwatch with an aluminum case and a legible dial.',
  ...(attributes && { attributes }),
});

export const backpack = (id: string, title: string, attributes: Product['attributes']): Product => ({
  id,
  title,
  category: 'Bags > Backpacks',
  price: 60,
  description: 'A backpack with a zip front pocket.',
  ...(attributes && { attributes }),
});
