/**
 * Its rating, its reviews and its maker asked of the viewed product ("what's the rating?", "any reviews?", "who
 * makes it?"): answered from its own data, through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, title: string, extra: Partial<Product>): Product => ({
  id,
  title,
  category: 'Electronics > Headphones',
  price: 98,
  attributes: { features: ['wireless'] },
  ...extra,
});

const products: Product[] = [
  headphones('rated', 'Over-Ear Headphones', { brand: 'Quietwave', rating: 4.2, reviewCount: 4698 }),
  headphones('new', 'Tempo Wireless Headphones', { brand: 'Lumen Audio', reviewCount: 0 }),
  headphones('sport', 'Sport Wireless Headphones', { brand: 'Fathom', rating: 3.9, reviewCount: 12 }),
];

const { app, ask } = await shopCaller(products);

test('its rating asked in any words is its rating and review count, not "I can\'t tell"', async () => {
  for (const question of [
    "what's the rating?",
    'any reviews?',
    'is it well reviewed?',
    'how many stars does it have',
    'what do people think of it?',
    // These had searched "reviews": "I couldn't find any reviews."
    'show me the reviews',
    'can i see the reviews?',
  ]) {
    const chat = await ask(question, 'rated');
    assert.match(
      chat,
      /^The Over-Ear Headphones you're viewing are rated 4\.2\/5 from 4,698 reviews\. /,
      question,
    );
  }
});

test('a product without reviews says so', async () => {
  const chat = await ask('any reviews?', 'new');
  assert.match(chat, /^The Tempo Wireless Headphones you're viewing have no reviews yet\. /);
});

test('who makes it is its brand', async () => {
  assert.match(
    await ask('who makes it?', 'new'),
    /^The Tempo Wireless Headphones you're viewing are made by Lumen Audio\. /,
  );
  assert.match(
    await ask('what brand is this?', 'rated'),
    /^The Over-Ear Headphones you're viewing are made by Quietwave\. /,
  );
});

test('"nothing about" a plural name mentions, in the singular', async () => {
  // A device asked (viewed-compatibility.ts): no guess, its plural name still mentions in the singular.
  const chat = await ask('can I use it with my iphone?', 'sport');
  assert.match(
    chat,
    /^I can't tell whether they work with your iphone: nothing about the Sport Wireless Headphones you're viewing mentions "iphone"[;,]/,
  );
});

test.after(() => app.close());
test.run();
