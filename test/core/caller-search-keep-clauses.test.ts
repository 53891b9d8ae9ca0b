/**
 * Keeping a thing at a temperature, in the demo shop: "something to keep my coffee hot" had searched "coffee hot"
 * ('None of them has "hot" in its name'). It now asks for the insulated feature, the thing its use: "Showing
 * insulated picks for coffee.", the coffee mugs first. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
/** Do the products whose titles match `title` come first, at least three of them? */
const lead = (ids: readonly string[], title: RegExp) => {
  const matching = ids.map((id) => title.test(byId.get(id)?.title ?? ''));
  const first = matching.indexOf(false);
  return matching.filter(Boolean).length >= 3 && (first === -1 || !matching.slice(first).includes(true));
};

test('keeping a thing hot asks for the insulated feature, the thing its use', async () => {
  const alone = await demo.search('something to keep my coffee hot');
  assert.match(alone.chat, /^Showing insulated picks for coffee\./, alone.chat);
  assert.not.match(alone.chat, /"hot"|coffee hot/, alone.chat);
  // No insulated mug here: the coffee mugs lead, not the insulated jackets (which "for coffee" had only ranked).
  assert.ok(lead(alone.ids, /Coffee Mug/), alone.ids.join());
  const mug = await demo.search('a mug that keeps coffee hot all day');
  assert.match(mug.chat, /^Showing insulated mug for coffee\./, mug.chat);
  assert.ok(lead(mug.ids, /Mug/), mug.ids.join());
  const pronoun = await demo.search('a mug to keep it hot');
  assert.match(pronoun.chat, /^Showing insulated mug\./, pronoun.chat);
});

test('keeping a person warm stays the warm feature', async () => {
  const { chat } = await demo.search('a jacket to keep me warm');
  assert.match(chat, /^Showing warm jacket\./, chat);
});

test.after(() => demo.app.close());
test.run();
