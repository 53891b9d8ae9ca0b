/**
 * An open question asked on a product's page ("what's the warranty?", "how do I wash it?", "how long is the
 * warranty?"): about the viewed product, answered from its data or said not to be there, never a search of the
 * whole catalogue for its words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'tee',
    title: 'Cotton Pocket Tee',
    category: 'Clothing > T-Shirts',
    description: 'Soft and light. Knit from cotton with a relaxed, comfortable fit. Made for lounging.',
    attributes: { material: 'cotton', features: ['machine washable'] },
  },
  {
    id: 'tee2',
    title: 'Linen Pocket Tee',
    category: 'Clothing > T-Shirts',
    attributes: { material: 'linen' },
  },
  {
    id: 'knife',
    title: 'Damascus Chef Knife',
    category: 'Kitchen',
    description: 'Forged for everyday cooking; a limited warranty card is in the box.',
    attributes: { bladeLength: '8-inch' },
  },
  { id: 'knife2', title: 'Santoku Knife', category: 'Kitchen', attributes: { bladeLength: '7-inch' } },
  {
    id: 'watch',
    title: 'Atlas Smartwatch',
    category: 'Watches',
    attributes: { caseSize: '41 mm', features: ['waterproof'] },
  },
  { id: 'watch2', title: 'Chrono Watch', category: 'Watches', attributes: { caseSize: '38 mm' } },
  { id: 'tent', title: 'Ridge Backpacking Tent', category: 'Tents', attributes: { capacity: '2-person' } },
];

const { app, askOnPage } = await shopCaller(products);
const ask = (content: string, productId: string) => askOnPage(content, undefined, productId);

test('a question in words the data lacks: said so, with products like the viewed one', async () => {
  for (const question of ["what's the warranty?", 'what is included?', 'what are the care instructions?']) {
    const { chat, ids } = await ask(question, 'tee');
    assert.match(
      chat,
      /^I can't tell: nothing about the Cotton Pocket Tee you're viewing mentions "/,
      question,
    );
    assert.is(ids[0], 'tee', `${question}: products like it, not a search for its words`);
  }
  assert.match(
    (await ask('how do I sharpen it?', 'knife')).chat,
    /^I can't tell: nothing about the Damascus Chef Knife you're viewing mentions "sharpen"\./,
  );
});

test('answered from its data, without a yes or no', async () => {
  assert.match(
    (await ask('how do I wash it?', 'tee')).chat,
    /^The Cotton Pocket Tee you're viewing is machine washable\./,
  );
  assert.match(
    (await ask('what size is the case?', 'watch')).chat,
    /^The Atlas Smartwatch you're viewing lists case size: 41 mm\./,
  );
  assert.match(
    (await ask('how does it fit?', 'tee')).chat,
    /^The description of the Cotton Pocket Tee you're viewing says: "Knit from cotton with a relaxed, comfortable fit\."/,
  );
});

test('"how long is the warranty?" asks no length of the product', async () => {
  const { chat } = await ask('how long is the warranty?', 'knife');
  assert.not.match(chat, /blade length/);
  assert.match(chat, /^The description of the Damascus Chef Knife you're viewing says: ".*warranty/);
  assert.match(
    (await ask('how long is the blade?', 'knife')).chat,
    /^The Damascus Chef Knife you're viewing has a blade length of 8-inch\./,
  );
});

test('an open question naming another product type is a search of its own', async () => {
  const { chat, ids } = await ask('what tents do you have?', 'tee');
  assert.equal(ids, ['tent']);
  assert.not.match(chat, /you're viewing/);
});

test.after(() => app.close());
test.run();
