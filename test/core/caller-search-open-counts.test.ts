/**
 * "sleeps 3 or more", "for more than 3 people", "sleeps 3 or 4": after a count word an open or alternative number
 * is a count of people, never a price nor a search word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { ridgeTent } from '../helpers/tents.ts';

const tent = ridgeTent;

const products: Product[] = [
  tent('one', 1, 2),
  tent('two', 2, 2.5),
  tent('three', 3, 150),
  tent('four', 4, 200),
  tent('six', 6, 300),
  {
    id: 'sofa',
    title: 'Harbor Sofa',
    price: 500,
    category: 'Home > Sofas',
    attributes: { seats: '3 seater' },
  },
];

const { search } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"sleeps 3 or more" and "for 3 or more people" keep the tents for three or more, "more" no word', async () => {
  const asked = await search('tent for 3 people or more');
  for (const content of [
    'tent that sleeps 3 or more',
    'tent for 3 or more people',
    'tent sleeps three or more',
    'tent that sleeps 3 people or more',
  ]) {
    const { ids, chat } = await search(content);
    assert.equal(sorted(ids), ['four', 'six', 'three'], content);
    assert.equal(ids, asked.ids, content);
    assert.not.match(chat, /\bmore,|None of them has everything/, content);
  }
});

test('"sleeps at least 3" is a count of people, not a price over $3', async () => {
  const { ids, chat } = await search('tent that sleeps at least 3');
  assert.equal(sorted(ids), ['four', 'six', 'three']);
  assert.match(chat, /Showing tent, sleeps at least 3\./);
  assert.not.match(chat, /\$3\b/);
});

test('"for more than 3 people" is four or more, "for fewer than 3 people" two or fewer', async () => {
  const more = await search('tent for more than 3 people');
  assert.equal(sorted(more.ids), ['four', 'six']);
  assert.match(more.chat, /Showing tent, for more than 3 people\./);
  const fewer = await search('tent that sleeps fewer than 3');
  assert.equal(sorted(fewer.ids), ['one', 'two']);
});

test('"sleeps 3 or 4" and "for 3 or 4 people" read as 3 to 4 people, the 4 no word', async () => {
  for (const content of ['tent that sleeps 3 or 4', 'tent for 3 or 4 people', 'tent that sleeps 3 to 4']) {
    const { ids, chat } = await search(content);
    assert.equal(sorted(ids), ['four', 'three'], content);
    assert.not.match(chat, /tent 4/, content);
  }
});

test('a sofa that seats at least 3 counts people too', async () => {
  const { ids, chat } = await search('sofa that seats at least 3');
  assert.equal(ids, ['sofa']);
  assert.match(chat, /Showing sofa, seats at least 3\./);
});

test('where no product counts people, "seats at least 4" is still no price', async () => {
  const bench = (id: string, price: number): Product => ({
    id,
    title: `Garden Bench ${id}`,
    price,
    category: 'Garden > Benches',
  });
  const shop = await shopCaller([bench('low', 2), bench('high', 90)]);
  const { ids, chat } = await shop.search('bench that seats at least 4');
  assert.equal(sorted(ids), ['high', 'low']);
  assert.not.match(chat, /\$4\b/);
});

test.run();
