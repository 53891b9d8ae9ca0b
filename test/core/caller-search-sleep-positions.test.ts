/**
 * A sleep position ("pillow for a side sleeper", "i'm a stomach sleeper, need a pillow") is a need, as "hot sleeper"
 * is cooling: the pillows that let the loft be set (tagged adjustable) come first. The phrase had been matched as
 * words ('it matches "pillow for a side sleeper"'), "stomach" held against every product.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const pillow = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: 40,
  attributes: { features },
});

const { search } = await shopCaller([
  pillow('fixed', 'Classic Down Pillow', ['hypoallergenic']),
  pillow('adjust', 'Shredded Foam Pillow', ['adjustable', 'hypoallergenic']),
  pillow('cool', 'Gel Pillow', ['cooling']),
]);

test('a sleep position asks for the adjustable pillows', async () => {
  for (const content of [
    'pillow for a side sleeper',
    'pillow for side sleepers',
    "i'm a stomach sleeper, need a pillow",
    'pillow for a back sleeper',
  ]) {
    const { ids, chat } = await search(content);
    assert.equal(ids, ['adjust'], content);
    assert.match(chat, /^Showing adjustable pillow\./, content);
    assert.not.match(chat, /sleeper|stomach/, content);
  }
});

test('a hot sleeper is still cooling', async () => {
  const { ids } = await search('pillow for a hot sleeper');
  assert.equal(ids, ['cool']);
});

test.run();
