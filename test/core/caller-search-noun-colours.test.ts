/**
 * A colour that is also an everyday noun ("olive", "cream": `colours.ambiguous`) is the colour where the shop sells
 * it and it comes before a word: "olive t-shirt" had searched the word "olive", which no t-shirt's title holds, and
 * described the one with an olive variant only as matching "olive t-shirt"; now it asks for olive t-shirts. A name
 * the titles give with it stays words ("olive oil", "eye cream"; CatalogVocabulary.adjectiveNames).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shirt = (id: string, title: string, colours: string[]): Product => ({
  id,
  title,
  category: 'Clothing > T-Shirts',
  price: 25,
  rating: 4.5,
  reviewCount: 10,
  attributes: { color: colours[0] ?? '' },
  variants: colours.map((color) => ({
    id: `${id}-${color}`,
    title: color,
    available: true,
    attributes: { color },
  })),
});

const { app, search } = await shopCaller([
  shirt('crew', 'Classic Crew T-Shirt', ['charcoal', 'olive']),
  shirt('pocket', 'Pocket T-Shirt', ['white', 'navy']),
  shirt('vneck', 'Weekend V-Neck T-Shirt', ['black']),
  {
    id: 'sweater',
    title: 'Knit Sweater in Cream',
    category: 'Clothing > Sweaters',
    price: 60,
    attributes: { color: 'cream' },
  },
  { id: 'oil', title: 'Extra Virgin Olive Oil', category: 'Pantry > Oils', price: 12 },
  {
    id: 'diffuser',
    title: 'Ceramic Oil Diffuser',
    category: 'Home > Diffusers',
    price: 40,
    attributes: { color: 'olive' },
  },
  {
    id: 'mask',
    title: 'Silk Eye Mask',
    category: 'Beauty > Sleep',
    price: 20,
    attributes: { color: 'cream' },
  },
  { id: 'eye', title: 'Hydrating Eye Cream', category: 'Beauty > Skincare', price: 30 },
  { id: 'hand', title: 'Shea Hand Cream', category: 'Beauty > Skincare', price: 15 },
]);

test('"olive t-shirt" lists the t-shirt sold in olive, saying so; "olive oil", "eye cream" stay names', async () => {
  const found = await search('olive t-shirt');
  assert.equal(found.ids, ['crew'], found.chat);
  assert.match(found.chat, /comes in olive/, found.chat);
  assert.equal((await search('cream sweater')).ids, ['sweater']);
  for (const [content, top] of [
    ['olive oil', 'oil'],
    ['eye cream for dry skin', 'eye'],
  ] as const) {
    const named = await search(content);
    assert.is(named.ids[0], top, named.chat);
    assert.ok(named.chat.startsWith(`Showing ${content}.`), named.chat);
    assert.not.match(named.chat, /relaxed/, named.chat);
  }
});

test.after(() => app.close());
test.run();
