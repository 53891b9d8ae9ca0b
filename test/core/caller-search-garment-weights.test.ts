/**
 * A weight said of a garment ("heavy sweater", "thick jacket", "heavyweight sweater") asks for warm ones where the
 * catalogue tags warmth: it had said 'No product mentions "heavy"' over every sweater. A word the catalogue tags
 * itself stays its own ("chunky sweater"), a garment not sold is no warm one ("thick socks"), and a weight
 * of anything else stays a word ("thick yoga mat").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  category,
  price: 80,
  attributes: { features },
});

const { search } = await shopCaller([
  item('light', 'Breezy Cotton Sweater', 'Clothing > Sweaters', ['lightweight']),
  item('warm', 'Lodge Wool Sweater', 'Clothing > Sweaters', ['warm']),
  item('chunky', 'Cable Knit Sweater', 'Clothing > Sweaters', ['chunky']),
  item('shell', 'Rain Shell Jacket', 'Clothing > Jackets', ['waterproof']),
  item('puffer', 'Down Puffer Jacket', 'Clothing > Jackets', ['insulated']),
  item('mat', 'Thick Yoga Mat', 'Sports > Yoga', ['non-slip']),
]);

test('a heavy or thick garment is a warm one', async () => {
  for (const content of ['heavy sweater', 'heavyweight sweater', 'a thick sweater for winter']) {
    const { ids, chat } = await search(content);
    assert.equal(ids, ['warm'], content);
    assert.match(chat, /^Showing warm sweater/, content);
    assert.not.match(chat, /mentions/, content);
  }
  assert.equal((await search('thick jacket')).ids, ['puffer']);
});

test('a weight the catalogue tags stays its own', async () => {
  assert.equal((await search('chunky sweater')).ids, ['chunky']);
});

test('a garment not sold, or no garment, keeps the word', async () => {
  assert.not.match((await search('thick socks')).chat, /warm/);
  assert.equal((await search('thick yoga mat')).ids, ['mat']);
});

test.run();
