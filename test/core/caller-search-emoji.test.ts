/**
 * Emoji a shopper types for a product or an activity (`queryDefaults.emoji`), in the demo shop: "🎧 for running" had
 * shown "Showing products for running." (running shoes first), the emoji dropped; it is now the word it stands for.
 * Any other emoji is no word, and never said back. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string): string => products.find((product) => product.id === id)?.category ?? '';

test('an emoji is the word it stands for, with its variation selector and skin tone', async () => {
  for (const [request, echo, category] of [
    ['🎧 for running', 'Showing headphones for running.', 'Electronics > Headphones'],
    ['🕶️ polarized', 'Showing polarized sunglasses.', 'Accessories > Sunglasses'],
    ['🏃🏽 shoes', 'Showing running shoes.', 'Shoes > Running'],
    ['⛺for 4', 'Showing tent, for 4 people.', 'Outdoor > Tents'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(echo), `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    assert.ok(
      ids.every((id) => categoryOf(id) === category),
      `${request}: ${ids.map(categoryOf).join(', ')}`,
    );
  }
});

test('another emoji is no word and is never said back', async () => {
  const hearts = await demo.search('❤️ boots 🔥');
  const boots = await demo.search('boots');
  assert.equal(hearts.ids, boots.ids);
  assert.not.match(hearts.chat, /\p{Extended_Pictographic}/u, hearts.chat);
});

test.after(() => demo.app.close());
test.run();
