/**
 * The verb after a product's name agrees with the name's head noun, the last word before a phrase after it ("in
 * Matte Black", " - 3 Pack", "of Socks"): "the Wireless Over-Ear Headphones in Matte Black is rated" had read as
 * singular once "you're viewing" no longer followed the name, and "Pair of Wool Socks" as plural. Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, rating: number): Product => ({
  id,
  title,
  category,
  brand: 'Quietwave',
  price: 40 + rating,
  rating,
  reviewCount: 120,
  attributes: { features: ['foldable'] },
});

const { app, ask, converse } = await shopCaller([
  item('zen', 'Zen On-Ear Headphones', 'Electronics > Headphones', 4.6),
  item('matte', 'Wireless Over-Ear Headphones in Matte Black', 'Electronics > Headphones', 4.2),
  item('pack', 'Trail Running Socks - 3 Pack', 'Clothing > Socks', 4.4),
  item('pair', 'Pair of Merino Wool Socks', 'Clothing > Socks', 4.1),
]);

test('a plural name followed by more words takes a plural verb, pointed at in a conversation', async () => {
  await converse('headphones', 'plural');
  const rated = await converse("what's the rating of the second one?", 'plural');
  assert.match(
    rated.chat,
    /^The Wireless Over-Ear Headphones in Matte Black are rated 4\.2\/5 from 120 reviews\. /,
  );
  const folds = await converse('is it foldable?', 'plural');
  assert.match(folds.chat, /^Yes: the Wireless Over-Ear Headphones in Matte Black are foldable\. /);
});

test('the head noun is the last word before " - …"; "Pair of …" is one pair', async () => {
  assert.match(
    await ask('who makes it?', 'pack'),
    /^The Trail Running Socks - 3 Pack you're viewing are made by Quietwave\. /,
  );
  assert.match(
    await ask('who makes it?', 'pair'),
    /^The Pair of Merino Wool Socks you're viewing is made by Quietwave\. /,
  );
});

test.after(() => app.close());
test.run();
