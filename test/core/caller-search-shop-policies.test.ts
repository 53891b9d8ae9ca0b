/**
 * The shop's policies asked with no product page ("what's your return policy?", "do you ship to canada?"): no
 * product's data, as on a page; the chat says so and points to the shop's policy pages instead of searching the
 * question's words ("I couldn't find any return policy."). A question naming a kind too ("can I return shoes?")
 * shows those products as a search of the kind would, without "No product mentions "return"".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const shop = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

const policy = (topic: string, them: string) =>
  `${topic} a matter of the shop's policy, not a product detail: the data I have on the shop's products ` +
  `doesn't cover ${them}, so please see the shop's own policy pages.`;

test('a policy asked with no page: the shop policy pages, no products', async () => {
  const asked: [string, string][] = [
    ["what's your return policy?", policy('Returns are', 'them')],
    ['do you ship to canada?', policy('Shipping is', 'it')],
    ['how long does delivery take?', policy('Shipping is', 'it')],
    ['do you price match?', policy('Price matching is', 'it')],
  ];
  for (const [content, answer] of asked) {
    const { ids, chat } = await shop.search(content);
    assert.is(chat, answer, content);
    assert.equal(ids, [], content);
  }
});

test("the shopper's own order and order changes are the shop's policies too", async () => {
  // "i want to return my order" had said "I couldn't find any return your order.".
  const asked: [string, string][] = [
    ['i want to return my order', policy('Returns are', 'them')],
    ['i need to cancel my order', policy('Order changes are', 'them')],
  ];
  for (const [content, answer] of asked) {
    const { ids, chat } = await shop.search(content);
    assert.is(chat, answer, content);
    assert.equal(ids, [], content);
  }
});

test('a policy asked of a kind: the policy, then those products as a search of the kind shows them', async () => {
  const shoes = await shop.search('shoes');
  const { ids, total, chat } = await shop.search('can I return shoes?');
  assert.ok(chat.startsWith(`${policy('Returns are', 'them')} Showing shoes. I found 86 matches`), chat);
  assert.not.match(chat, /mentions "return"/);
  assert.is(total, shoes.total);
  assert.is(ids.length, 10);
  assert.ok(
    ids.every((id) => categoryOf(id).startsWith('Shoes')),
    ids.join(' '),
  );
  const tents = await shop.search('do you ship tents to canada?');
  assert.ok(tents.chat.startsWith(`${policy('Shipping is', 'it')} Showing tents.`), tents.chat);
  assert.is(tents.total, (await shop.search('tents')).total);
});

test('not a question of policy: a product named so, or a sort', async () => {
  const courier = await shop.search('courier bag');
  assert.ok(courier.chat.startsWith('Showing courier bag.'), courier.chat);
  const newest = await shop.search('new arrivals');
  assert.ok(newest.chat.startsWith('Showing products, newest first.'), newest.chat);
});

test('a policy word in a request not asked of the shop is a product word', async () => {
  // A shop of titles alone: "return" and "shipping" had been read as the shop's policies, and nothing listed.
  const hardware = await shopCaller([
    { id: 'grille', title: 'Return Air Filter Grille, 20 in. x 20 in.', price: 24 },
    { id: 'boxes', title: 'Corrugated Shipping Boxes (25-Pack)', price: 30 },
    { id: 'tape', title: 'Packing Tape', price: 5 },
  ]);
  const grille = await hardware.search('return air grille');
  assert.is(grille.ids[0], 'grille', grille.chat);
  const boxes = await hardware.search('shipping boxes');
  assert.is(boxes.ids[0], 'boxes', boxes.chat);
  const asked = await hardware.search('what is your return policy');
  assert.equal(asked.ids, [], asked.chat);
});

test.run();
