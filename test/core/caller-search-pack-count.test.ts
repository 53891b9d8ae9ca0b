/**
 * A pack asked ("tshirt 3 pack", "3-pack of socks", "pack of 3 t-shirts", "socks 6 pack", "t-shirts multipack") is
 * a count of units, not a size nor words: in the demo shop "tshirt 3 pack" had listed kids' pocket tees first (the
 * "3" met their size 3T) and said "Showing tshirt 3 pack." over tees none of which is a 3-pack. Now the tees rank
 * as for "tshirt", the products stating that pack first ("3-Pack", "Pack of 3", a pack size attribute), and the chat
 * says when none shown does. A set asked is one too ("set of 4 mugs", "5-piece knife set": "None of these is sold as
 * a set of 4."), where "dishwasher safe mugs set of 4" had relaxed "dishwasher safe" and said none has "of" in its
 * name. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery, type Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = demoProducts();
const byId = new Map(demo.map((product) => [product.id, product]));
const isKids = (id: string) => /kids|\dT\b/i.test(JSON.stringify(byId.get(id) ?? {}));

const packs: Product[] = [
  { id: 'tee3', title: 'Everyday Crew Tee 3-Pack', category: 'Clothing > T-Shirts', price: 30 },
  {
    id: 'socks6',
    title: 'Cushioned Crew Socks',
    category: 'Clothing > Socks',
    attributes: { packSize: '6' },
  },
  { id: 'socks3', title: 'Merino Hiking Socks, Pack of 3', category: 'Clothing > Socks' },
  { id: 'socks1', title: 'Wool Hiking Socks', category: 'Clothing > Socks' },
  { id: 'knives5', title: 'Forged 5-Piece Knife Set', category: 'Home > Kitchen > Knives', price: 90 },
  { id: 'knife1', title: 'Forged Chef Knife', category: 'Home > Kitchen > Knives', price: 40 },
];

const shop = await shopCaller(demo);
const stocked = await shopCaller([...demo, ...packs]);

test('the count is read as a pack, neither a size nor words', () => {
  for (const [request, text, count] of [
    ['tshirt 3 pack', 'tshirt', 3],
    ['3-pack of socks', 'socks', 3],
    ['pack of 3 t-shirts', 't-shirts', 3],
    ['socks 6 pack', 'socks', 6],
    ['socks 6pk under 20', 'socks', 6],
  ] as const) {
    const query = parseQuery(request);
    assert.is(query.text, text, request);
    assert.equal(query.pack, { count }, request);
    assert.equal(query.filters.sizes, undefined, request);
  }
  assert.equal(parseQuery('t-shirts multipack').pack, {});
  assert.is(parseQuery('battery pack').pack, undefined);
  assert.is(parseQuery('3 pack').text, '3 pack', 'nothing else named: the words stay');
});

test('"tshirt 3 pack" in the demo: adults\' tees as for "tshirt", and no tee called a 3-pack', async () => {
  const plain = await shop.search('tshirt');
  for (const request of ['tshirt 3 pack', 'pack of 3 t-shirts']) {
    const found = await shop.search(request);
    assert.ok(found.ids.length > 3, request);
    assert.not.ok(found.ids.slice(0, 3).some(isKids), `${request}: ${found.ids.join()}`);
    assert.match(found.chat, 'None of these is sold as a 3-pack.');
    assert.not.match(found.chat, /3 pack/);
  }
  assert.equal((await shop.search('tshirt 3 pack')).ids, plain.ids);
  assert.match((await shop.search('t-shirts multipack')).chat, 'None of these is sold as a multipack.');
});

test('the products stating the pack asked come first, whether in the title or an attribute', async () => {
  const tees = await stocked.search('tshirt 3 pack');
  assert.is(tees.ids[0], 'tee3');
  assert.not.ok(tees.ids.slice(1, 4).some(isKids), tees.ids.join());
  assert.match(tees.chat, 'The ones sold as a 3-pack come first.');
  assert.is((await stocked.search('3-pack of socks')).ids[0], 'socks3');
  assert.is((await stocked.search('socks 6 pack')).ids[0], 'socks6');
  assert.is((await stocked.search('t-shirts multipack')).ids[0], 'tee3');
  const none = await stocked.search('socks 12 pack');
  assert.equal(none.ids.sort(), ['socks1', 'socks3', 'socks6']);
  assert.match(none.chat, 'None of these is sold as a 12-pack.');
});

test('a set asked ("set of 4 mugs", "5-piece knife set") is a pack, said as a set', async () => {
  for (const [request, text, count] of [
    ['dishwasher safe mugs set of 4', 'dishwasher safe mugs', 4],
    ['5 piece knife set', 'knife set', 5],
    ['set of 2 pillows', 'pillows', 2],
  ] as const) {
    const query = parseQuery(request);
    assert.is(query.text, text, request);
    assert.equal(query.pack, { count, noun: 'set' }, request);
  }
  assert.is(parseQuery('skincare set').pack, undefined);
  // The demo's mugs are sold one by one: it had relaxed "dishwasher safe" and said none has "of" in its name.
  const mugs = await shop.search('dishwasher safe mugs set of 4');
  assert.equal(mugs.ids, (await shop.search('dishwasher safe mugs')).ids);
  assert.match(mugs.chat, 'None of these is sold as a set of 4.');
  assert.not.match(mugs.chat, /relaxed|"of"/);
  const knives = await stocked.search('5-piece knife set');
  assert.is(knives.ids[0], 'knives5');
  assert.match(knives.chat, 'The ones sold as a set of 5 come first.');
});

test.after(() => {
  shop.app.close();
  stocked.app.close();
});

test.run();
