/**
 * An audience naming a kind of product rather than people (`audience.describers`: unisex) is said before the kind,
 * through the core's caller on the demo catalogue: "unisex sunglasses" is "Showing unisex sunglasses." (it had said
 * "Showing sunglasses for unisex."), while people are said after "for" ("sunglasses for women").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search, app } = await shopCaller(demoProducts());

test('unisex is said before the kind, people after "for"', async () => {
  for (const [request, said] of [
    ['unisex sunglasses', 'Showing unisex sunglasses.'],
    ['gender neutral jacket', 'Showing unisex jacket.'],
    ['black unisex sunglasses', 'Showing black unisex sunglasses.'],
    ["women's sunglasses", 'Showing sunglasses for women.'],
  ] as const) {
    const { chat } = await search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
  }
});

test.after(() => app.close());
test.run();
