/**
 * A follow-up after products like a pointed one narrows them: in the demo shop, "running shoes" → "the second one but
 * in red" (products like the Men's Aerostride Running Shoe, for men) → "under 100" had been read against the plain
 * "running shoes" ("Showing running shoes under $100.", women's shoes among them), the likeness and what the pointed
 * request asked lost. Now "Showing products like the Men's Aerostride Running Shoe under $100." (its own audience is
 * what "like it" says: no "for men" after its title), and "in size 9" next keeps both. A question about it alone ("is the second one waterproof?") leaves "in red" next to the list,
 * as before. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));

async function converse(turns: readonly string[], session: string) {
  let last = { ids: [] as string[], chat: '' };
  for (const content of turns) last = await demo.converse(content, session);
  assert.ok(last.ids.length > 0, last.chat);
  return last;
}

/** The product's attributes and its variants', where its colours are. */
const colours = (id: string): string => {
  const product = byId.get(id);
  return JSON.stringify([product?.attributes, product?.variants]).toLowerCase();
};

test('a bound after products like the pointed one narrows them, keeping what the pointer asked', async () => {
  const under = await converse(['running shoes', 'the second one but in red', 'under 100'], 'liked-under');
  assert.ok(
    under.chat.startsWith("Showing products like the Men's Aerostride Running Shoe under $100."),
    under.chat,
  );
  assert.ok(
    under.ids.every((id) => (byId.get(id)?.price ?? Infinity) <= 100),
    under.chat,
  );
  // Still men's (and unisex) shoes like it: no women's shoe among them.
  assert.ok(
    under.ids.every((id) => byId.get(id)?.attributes?.['gender'] !== 'women'),
    under.ids.join(),
  );
  const sized = await demo.converse('in size 9', 'liked-under');
  assert.ok(
    sized.chat.startsWith("Showing products like the Men's Aerostride Running Shoe in size 9 under $100."),
    sized.chat,
  );
});

test('a colour the pointer asked and found stays asked', async () => {
  const { chat, ids } = await converse(['backpacks', 'the third one in black', 'under 80'], 'liked-black');
  assert.ok(
    chat.startsWith('Showing black products like the 45L Expandable Travel Backpack under $80.'),
    chat,
  );
  assert.ok(
    ids.every((id) => colours(id).includes('black') && (byId.get(id)?.price ?? Infinity) <= 80),
    chat,
  );
});

test('after a question about the pointed one, a refinement narrows the list', async () => {
  const { chat } = await converse(
    ['running shoes', 'is the second one waterproof?', 'under 100'],
    'asked-under',
  );
  assert.ok(chat.startsWith('Showing running shoes under $100.'), chat);
});

test.run();
