/**
 * The shopper's party said as a clause of its own, through the core's caller on the demo catalogue: "we have two
 * kids, need a tent" shows "Showing tent, for a family of 4." over tents for four or more (it had said "Showing under
 * two tent. … I relaxed: for kids.": a budget and the kids' audience), "we're a family of four, need a tent" "Showing
 * tent, for a family of four." (it had searched "we're"), "there are 3 of us, tent please" "Showing tent, for 3
 * people."; before a product that holds no people the clause leaves the text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));

/** The people a product's title says it holds ("4-Person"), if it says. */
const holds = (id: string): number | undefined => {
  const said = /(\d+)-Person/u.exec(byId.get(id)?.title ?? '')?.[1];
  return said === undefined ? undefined : Number(said);
};

test("the shopper's party asks room for them all where the product holds people", async () => {
  for (const [request, said, people] of [
    ['we have two kids, need a tent', 'Showing tent, for a family of 4. ', 4],
    ["we're a family of four, need a tent", 'Showing tent, for a family of four. ', 4],
    ['there are 3 of us, tent please', 'Showing tent, for 3 people. ', 3],
    ['tent, there are 3 of us', 'Showing tent, for 3 people. ', 3],
  ] as const) {
    const { chat, ids } = await search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
    assert.not.match(chat, /under|for kids|relaxed|mentions/u, request);
    for (const id of ids) assert.ok((holds(id) ?? people) >= people, `${request}: ${id} holds too few`);
  }
});

test('before a product that holds no people the party is no constraint', async () => {
  const { chat } = await search('we have two kids, need a backpack');
  assert.ok(chat.startsWith('Showing backpack. '), chat);
  assert.not.match(chat, /kids|under|people/u);
});

test.run();
