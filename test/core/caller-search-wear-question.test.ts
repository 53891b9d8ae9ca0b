/**
 * A question what to wear and an activity ("what to wear hiking in winter") asks for the things worn for it, not
 * the category the activity names: it had read "hiking" as "Shoes > Hiking" and said "Showing warm hiking.".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (
  id: string,
  title: string,
  category: string,
  features: string[],
  description: string,
): Product => ({ id, title, category, description, price: 100, attributes: { features } });

const products: Product[] = [
  product(
    'boot',
    'Ridge Insulated Hiking Boot',
    'Shoes > Hiking',
    ['insulated'],
    'A boot for winter trails.',
  ),
  product('shoe', 'Trail Hiking Shoe', 'Shoes > Hiking', ['breathable'], 'A light shoe for summer.'),
  product(
    'fleece',
    'Alpine Fleece Jacket',
    'Clothing > Jackets',
    ['warm'],
    'A warm layer for hiking or skiing.',
  ),
  product('rain', 'Drift Rain Jacket', 'Clothing > Jackets', ['waterproof'], 'A shell for hiking.'),
  product('pack', 'Summit Hiking Backpack', 'Bags > Backpacks', ['warm'], 'A warm-lined pack for hiking.'),
];

const { app, search } = await shopCaller(products);

test('"what to wear hiking in winter": warm clothing and shoes for hiking, and says so', async () => {
  for (const content of ['what to wear hiking in winter', 'What should I wear hiking in winter?']) {
    const { ids, chat } = await search(content);
    assert.equal([...ids].sort(), ['boot', 'fleece'], content);
    assert.match(chat, /^Showing warm clothing or shoes for hiking\./, content);
  }
  const summer = await search('what to wear for hiking');
  assert.equal([...summer.ids].sort(), ['boot', 'fleece', 'rain', 'shoe']);
});

test('a use only the descriptions name is what was asked: no constraint relaxed for it', async () => {
  const { ids, chat } = await search('what should I wear skiing?');
  assert.equal(ids, ['fleece']);
  assert.match(chat, /^Showing clothing or shoes for skiing\./);
  assert.not.match(chat, /relaxed/);
});

test.after(() => app.close());
test.run();
