/**
 * Another brand asked in a conversation ("not that brand", "a different brand", "other brands?"): in the demo shop,
 * after "running shoes" → "the second one but in red" (a Kestrel Athletic shoe), "not that brand" had searched
 * "brand" ("No product mentions "brand"") and listed the Kestrel Athletic shoes again. The brand meant (the
 * product's last asked about, else the brands asked, else the first product's shown) is left out: "Showing running
 * shoes, not by Kestrel Athletic.". Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));

async function leftOut(turns: readonly string[], session: string, category: string) {
  let last = { ids: [] as string[], chat: '' };
  for (const content of turns) last = await demo.converse(content, session);
  assert.ok(last.ids.length > 0, last.chat);
  assert.ok(
    last.ids.every((id) => byId.get(id)?.category === category),
    last.chat,
  );
  return last;
}

test('the brand of the product last asked about is left out', async () => {
  const { chat, ids } = await leftOut(
    ['running shoes', 'the second one but in red', 'not that brand'],
    'brand-pointed',
    'Shoes > Running',
  );
  assert.ok(chat.startsWith('Showing running shoes, not by Kestrel Athletic.'), chat);
  assert.not.match(chat, /"brand"/, chat);
  assert.ok(
    ids.every((id) => byId.get(id)?.brand !== 'Kestrel Athletic'),
    chat,
  );
});

test('else the brands asked, else the first product shown’s', async () => {
  for (const [turns, brand, category] of [
    [['kestrel athletic running shoes', 'other brands?'], 'Kestrel Athletic', 'Shoes > Running'],
    [['headphones', 'ok, a different brand'], 'Quietwave', 'Electronics > Headphones'],
  ] as const) {
    const { chat, ids } = await leftOut(turns, `brand-${turns[1]}`, category);
    assert.match(chat, new RegExp(`not by ${brand}\\.`), chat);
    assert.ok(
      ids.every((id) => byId.get(id)?.brand !== brand),
      chat,
    );
  }
});

test('with no conversation, nothing is left out', async () => {
  const { chat } = await demo.search('a different brand of running shoes');
  assert.not.match(chat, /not by/, chat);
});

test.run();
