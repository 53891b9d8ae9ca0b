/**
 * On a product's page "tell me about the warranty" and "tell me about the materials" are the page questions
 * "what's the warranty?" and "what is it made of?" (they had been searches: "I couldn't find any warranty.").
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'kettle',
    title: 'Gooseneck Kettle',
    category: 'Kitchen',
    price: 79,
    attributes: { material: 'stainless steel', warranty: '2 years' },
  },
];

const { app, ask } = await shopCaller(products);

test('"tell me about the …" of a part is the page question about it', async () => {
  const warranty = await ask("what's the warranty?", 'kettle');
  assert.match(warranty, /^The Gooseneck Kettle you're viewing has a warranty of 2 years\./);
  for (const question of ['tell me about the warranty', 'can you tell me more about its warranty?'])
    assert.is((await ask(question, 'kettle')).split('. ')[0], warranty.split('. ')[0], question);
  assert.match(
    await ask('tell me about the materials', 'kettle'),
    /^The Gooseneck Kettle you're viewing is made of stainless steel\./,
  );
  assert.match(
    await ask('what are the materials?', 'kettle'),
    /^The Gooseneck Kettle you're viewing is made of stainless steel\./,
  );
});

test.after(() => app.close());
test.run();
