/**
 * A participle after the product's name, through the core's caller (core/search/participles.ts): "headphones built
 * for running" had read "built" as the kind and listed running shoes that mention "built"; "tent rated for winter"
 * found nothing ("No product here mentions "rated""); "jacket made of wool" listed cardigans, the jacket read as
 * modifying "made". The participle that says only how a product is made or meant goes, what it is made of goes
 * before the name, and a feature said so is asked.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, parseQuery, type Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const titles = (ids: readonly string[]) => ids.map((id) => byId.get(id)?.title ?? id);

test('"headphones built for running" lists headphones and earbuds, not running shoes', async () => {
  const { ids, chat } = await demo.search('headphones built for running');
  assert.match(chat, /^Showing headphones for running\./);
  assert.not.match(chat, /built/);
  assert.ok(ids.length > 0);
  for (const title of titles(ids)) assert.match(title, /Headphones|Earbuds/, title);
});

test('"tent rated for winter" lists warm tents', async () => {
  const { ids, chat } = await demo.search('tent rated for winter');
  assert.match(chat, /^Showing warm tent\./);
  assert.ok(ids.length > 0);
  for (const title of titles(ids)) assert.match(title, /Tent/, title);
});

test('"jacket made of wool" reads as "wool jacket", and a feature said after the name is asked', async () => {
  const made = await demo.search('jacket made of wool');
  const plain = await demo.search('wool jacket');
  assert.equal(made.ids, plain.ids);
  assert.match(made.chat, /^Showing wool jacket\./);
  const { ids, chat } = await demo.search('jacket insulated with down');
  assert.match(chat, /^Showing insulated jacket with down\./);
  assert.ok(ids.length > 0);
  for (const id of ids) {
    assert.match(byId.get(id)?.title ?? '', /Jacket/, id);
    assert.ok(byId.get(id)?.attributes?.['features']?.includes('insulated'), id);
  }
});

test('what stays: a clause, "built in", an "-ed" word the catalogue does not name, a participle of no name', () => {
  const vocabulary = buildVocabulary([
    {
      id: 'j',
      title: 'Puffer Jacket',
      category: 'Clothing > Jackets',
      attributes: { features: ['insulated'] },
    },
    { id: 'o', title: 'Wall Oven', category: 'Kitchen > Ovens', attributes: { material: 'steel' } },
  ] as Product[]);
  const read = (content: string) => parseQuery(content, { vocabulary });
  assert.is(read('30 in built in oven').text, '30 in built in oven');
  assert.is(read('insulation unfaced for basement').text, 'insulation unfaced for basement');
  assert.is(read('oven made to order').text, 'oven made to order');
  assert.is(read('a yoga mat made from steel').text, 'steel yoga mat');
  assert.is(read('jacket designed for skiing').text, 'jacket for skiing');
  // A participle before a preposition names no kind: the jackets stay the kind asked.
  assert.equal(read('jacket filled with down').filters.categories, ['clothing > jackets']);
});

test.after(() => demo.app.close());
test.run();
