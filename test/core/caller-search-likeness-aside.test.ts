/**
 * A name after "like" or "cheaper than" that is no product of the shop is what the product is like, not what it is:
 * "running shoes cheaper than nike" and "running shoes like nike but cheaper" had opened with Loomis & Pike sneakers,
 * the name taken for the kind asked and the running-shoe filter dropped for it; "running shoes like summit but
 * cheaper" listed Summit hiking shoes. The running shoes are listed, cheapest first. Through the core's caller on a
 * real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const categoryOf = (id: string) => byId.get(id)?.category ?? '';
const priceOf = (id: string) => byId.get(id)?.price ?? 0;

/** The products listed are running shoes only, cheapest first. */
function assertCheapestRunningShoes(ids: readonly string[], content: string): void {
  assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id) === 'Shoes > Running'), content);
  const prices = ids.map(priceOf);
  assert.equal(
    prices,
    [...prices].sort((a, b) => a - b),
    content,
  );
}

test('cheaper than, or like, a name the shop lacks lists the kind asked, cheapest first', async () => {
  for (const content of ['running shoes cheaper than nike', 'running shoes like nike but cheaper']) {
    const { ids, chat } = await demo.search(content);
    assert.match(chat, /^Showing running shoes like nike, cheapest first\./, content);
    assert.match(chat, /No product here is from Nike; these are other running shoes\./, content);
    assertCheapestRunningShoes(ids, content);
  }
  const bose = await demo.search('headphones like bose but cheaper');
  assert.ok(bose.ids.every((id) => categoryOf(id) === 'Electronics > Headphones'));
  assert.match(bose.chat, /No product here is from Bose; these are other headphones\./);
});

test('a name the shop holds elsewhere is a likeness: the kind asked stays', async () => {
  // "Summit" names hiking shoes, "Harbor" a sneaker: neither is what the running shoes are.
  for (const content of ['running shoes like summit but cheaper', 'running shoes cheaper than harbor']) {
    const { ids } = await demo.search(content);
    assertCheapestRunningShoes(ids, content);
  }
  const summit = await demo.search('running shoes like summit but cheaper');
  assert.match(summit.chat, /No shoe here mentions "summit", so these match your other words\./);
});

test.run();
