/**
 * A feature or material said not to be required, through the core's caller on the demo catalogue: "boots, i don't
 * need them waterproof" shows "Showing boots, waterproof not required." with the waterproof boots among them (it had
 * said "Showing boots i waterproof, without them.", the feature asked); so do "boots that don't have to be
 * waterproof" and "boots, waterproof isn't a must". A word the catalogue names no feature of stays as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));

test('a feature said not to be required is neither asked nor left out', async () => {
  const boots = await search('boots');
  for (const request of [
    "boots, i don't need them waterproof",
    "boots that don't have to be waterproof",
    "boots, waterproof isn't a must",
    'boots, waterproof is optional',
  ]) {
    const { chat, ids } = await search(request);
    assert.ok(chat.startsWith('Showing boots, waterproof not required. '), `${request}: ${chat}`);
    assert.not.match(chat, /without|them\b| i /u, request);
    assert.equal(ids.slice(0, 5), boots.ids.slice(0, 5), request);
    assert.ok(
      ids.some((id) => /waterproof/iu.test(byId.get(id)?.title ?? '')),
      `${request}: no waterproof boot left`,
    );
  }
});

test('a material so said is read so; a word naming no feature stays', async () => {
  const { chat } = await search("boots, i don't need them fancy");
  assert.not.match(chat, /not required/u);
  const jacket = await search("jacket, doesn't need to be leather");
  assert.ok(jacket.chat.startsWith('Showing jacket, leather not required. '), jacket.chat);
});

test.run();
