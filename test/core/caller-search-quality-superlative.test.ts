/**
 * A superlative of a quality the shop states no measure of, asked afresh ("quietest headphones": no headphone states
 * how loud it is) asks for the feature bearing on it that the shop tags (`queryDefaults.compare.qualities`: noise
 * cancelling, what keeps noise out), unsaid, and the chat says the products shown are those. It had said only "None
 * of these headphones states how loud it is, so I can't tell which is the quietest." over headphones of any kind.
 * Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));

test('"quietest headphones": the noise cancelling ones, said as such', async () => {
  const { ids, chat } = await demo.search('quietest headphones');
  assert.match(
    chat,
    /^None of these headphones states how loud it is, so I can't tell which is the quietest: these are the noise cancelling ones\./,
  );
  assert.ok(ids.length > 1);
  for (const id of ids) assert.ok(byId.get(id)?.attributes?.['features']?.includes('noise cancelling'), id);
  assert.match(chat, /Showing noise cancelling headphones\./);
});

test('where no product of the kind has it (speakers), it goes unsaid: none states how loud it is, as before', async () => {
  const { chat } = await demo.search('quietest speaker');
  assert.match(
    chat,
    /^None of these speakers states how loud it is, so I can't tell which is the quietest\. Showing speaker/,
  );
});

test.after(() => demo.app.close());

test.run();
