/** "headphones with at least 30 hours battery" end to end: parse, filter, relax and the offline chat. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

function bag(id: string, name: string, laptopSize: string, rating: number, reviewCount: number): Product {
  return { id, title: `${name} Laptop Backpack`, rating, reviewCount, attributes: { laptopSize } };
}

const products: Product[] = [
  { id: 'long', title: 'Travel Headphones', price: 120, attributes: { batteryLife: '40 hours' } },
  { id: 'short', title: 'Sport Headphones', price: 60, attributes: { batteryLife: '8 hours' } },
  { id: 'mid', title: 'Studio Headphones', price: 90, attributes: { batteryLife: '30 hours' } },
  { id: 'pack', title: 'Roll-Top Backpack', price: 50, attributes: { capacity: '20L' } },
  { id: 'tent2', title: 'Ridge 2-Person Tent', price: 150, attributes: { capacity: '2-person' } },
  {
    id: 'tent3',
    title: 'Ridge 3-Person Tent',
    description: 'Easy to set up.',
    attributes: { capacity: '3-person' },
  },
  { id: 'tent4', title: 'Meadow 4-Person Tent', price: 220, attributes: { capacity: '4-person' } },
  { id: 'tent6', title: 'Basecamp Family Tent', price: 260, attributes: { capacity: '6 people' } },
  // The smallest is the best rated, then the roomiest: only the fit can put the others first.
  bag('bag17', 'Commuter', '17-inch', 4, 90),
  bag('bag16', 'Transit', '16 in', 3, 9),
  bag('bag15', 'Metro', '15-inch', 2, 1),
  bag('bag13', 'Mini', '13-inch', 5, 900),
];

const { app, search } = await shopCaller(products);

test('a lower bound keeps the products meeting it, and the chat says what each has', async () => {
  const { ids, total, chat } = await search('headphones with at least 30 hours battery');
  assert.equal([...ids].sort(), ['long', 'mid']);
  assert.is(total, 2);
  assert.match(chat, /Showing headphones, battery life at least 30 hours/);
  assert.match(chat, /has 40 hours battery life/);
  assert.not.match(chat, /No product mentions "battery"/);
});

test('an upper bound with a price', async () => {
  const { ids } = await search('headphones under $100 with 10 hours or less battery');
  assert.equal(ids, ['short']);
});

test('a bound no product meets is relaxed by name', async () => {
  const { ids, chat } = await search('backpack over 100L');
  assert.equal([...ids].sort(), ['bag13', 'bag15', 'bag16', 'bag17', 'pack']);
  assert.match(chat, /relaxed: at least 100L/);
});

test('"for 4 people" asks for room for four or more; "2 man" is a 2-person tent', async () => {
  const { ids, chat } = await search("a tent for 4 people that's easy to set up");
  assert.equal([...ids].sort(), ['tent4', 'tent6']);
  assert.match(chat, /Showing tent that's easy to set up, for 4 people/);
  assert.is((await search('2 man tent')).ids[0], 'tent2');
});

test('"a tent that sleeps 4" asks for room for four or more too', async () => {
  const { ids, chat } = await search('a tent that sleeps 4');
  assert.equal([...ids].sort(), ['tent4', 'tent6']);
  assert.match(chat, /Showing tent, sleeps 4/);
});

test('a request for room lists the closest fit first: "for a 15 inch laptop", "fits 16 inch", "for 4 people"', async () => {
  const laptop = await search('backpack for a 15 inch laptop');
  assert.equal(laptop.ids, ['bag15', 'bag16', 'bag17']);
  assert.match(laptop.chat, /Showing backpack for laptop, fits 15 inch/);
  assert.equal((await search('laptop backpack that fits 16 inch')).ids, ['bag16', 'bag17']);
  assert.equal((await search('tent for 3 people')).ids, ['tent3', 'tent4', 'tent6']);
  const plain = await search('laptop backpack at least 15 inch');
  assert.is(plain.ids[0], 'bag17', 'a plain bound keeps the order of relevance');
});

test('room no product has is relaxed by name, the nearest fits first', async () => {
  const { ids, chat } = await search('laptop backpack that fits 18 inch');
  assert.equal(ids, ['bag17', 'bag16', 'bag15', 'bag13', 'pack'], 'a backpack of no known size last');
  assert.match(chat, /relaxed: fits 18 inch/);
});

test.after(() => app.close());
test.run();
