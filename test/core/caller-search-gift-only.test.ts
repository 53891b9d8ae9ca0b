/**
 * A gift phrase with nothing else to search names no kind: "stocking stuffers" in the demo had listed all 442
 * products with "Showing products." alone, in no order a shopper could see. Small gifts list the cheapest first,
 * any other gift the most popular first, and the chat says a gift alone names no kind and asks whom it is for.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const priceOf = new Map(products.map((product) => [product.id, product.price ?? 0]));
const SAID = "A gift alone names no kind of product; tell me who it's for or what they like";

test('"stocking stuffers": the cheapest first, and the chat says a gift alone names no kind', async () => {
  for (const request of ['stocking stuffers', 'stocking stuffers under 20']) {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, /^Showing products(?: under \$20)?, cheapest first\./, request);
    assert.ok(chat.includes(SAID), chat);
    const prices = ids.map((id) => priceOf.get(id)!);
    assert.equal(
      prices,
      [...prices].sort((a, b) => a - b),
      request,
    );
  }
});

test('"gift ideas", "a birthday present": the most popular first, said the same way', async () => {
  for (const request of ['gift ideas', 'a birthday present']) {
    const { chat } = await demo.search(request);
    assert.match(chat, /^Showing products, most popular first\./, request);
    assert.ok(chat.includes(SAID), chat);
  }
});

test('a gift naming a kind or a person is searched as before', async () => {
  for (const request of ['headphones as a gift', 'a gift for my dad'])
    assert.not.ok((await demo.search(request)).chat.includes(SAID), request);
});

test.run();
