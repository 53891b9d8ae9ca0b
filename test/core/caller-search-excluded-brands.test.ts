/**
 * Brands the shopper leaves out: "sneakers not from Acme" used to read Acme as the brand asked for and list only
 * Acme's sneakers. A negated brand now leaves out that brand's products, by their brand (not by a mention in
 * another product's description), and a conversation can leave out a brand it first asked for.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'acme-trail', title: 'Trail Sneaker', brand: 'Acme', price: 80 },
  { id: 'acme-city', title: 'City Sneaker', brand: 'Acme', price: 70 },
  {
    id: 'bolt',
    title: 'Runner Sneaker',
    brand: 'Bolt Athletic',
    price: 90,
    description: 'Lighter than the Acme City.',
  },
  { id: 'plain', title: 'Canvas Sneaker', price: 40 },
];

const { app, search, converse } = await shopCaller(products);

test('a negated brand leaves its products out, and the chat says so', async () => {
  for (const words of ['sneakers not from Acme', 'no acme sneakers', 'sneakers, anything but Acme']) {
    const { ids, chat } = await search(words);
    assert.equal([...ids].sort(), ['bolt', 'plain'], words);
    assert.match(chat, /^Showing sneakers, not by Acme\./, words);
  }
});

test('several brands, and a brand of several words', async () => {
  assert.equal((await search('sneakers except acme or bolt athletic')).ids, ['plain']);
  const asked = await search('sneakers by bolt athletic');
  assert.equal(asked.ids, ['bolt'], 'asked for, it still filters');
  assert.match(asked.chat, /^Showing sneakers by Bolt Athletic\./, 'named as the catalogue spells it');
  assert.match(
    (await search('sneakers except acme or bolt athletic')).chat,
    /not by Acme or Bolt Athletic\./,
  );
});

test('a conversation can leave out the brand it asked for', async () => {
  assert.equal((await converse('acme sneakers', 'c1')).ids.sort(), ['acme-city', 'acme-trail']);
  const next = await converse('not from acme', 'c1');
  assert.equal([...next.ids].sort(), ['bolt', 'plain']);
  assert.match(next.chat, /^Showing sneakers, not by Acme\./);
});

test.after(() => app.close());
test.run();
