/**
 * A measure that is a cap, and children's products under a measure sort, in the demo shop: "loud headphones" had
 * listed five kids' volume-limited headphones "loudest first", the only ones stating a `maxVolume` (85 dB, a
 * limit). A value a feature says is capped ("volume-limited") is no loudness, and naming no audience children's
 * products come after adults'; where no adults' product states the measure the chat says the word matched none.
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { listedFeatures } from '../helpers/product-features.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const isKids = (id: string) => byId.get(id)?.attributes?.['gender'] === 'kids';
const capped = (id: string) => listedFeatures(byId.get(id)).includes('volume-limited');

test('"loud headphones" lists adults\' headphones first and crowns no kids\' one the loudest', async () => {
  for (const request of ['loud headphones', 'loudest headphones']) {
    const { ids, chat } = await demo.search(request);
    assert.ok(ids.length > 5, request);
    assert.not.ok(ids.slice(0, 5).some(isKids), `${request}: ${ids.slice(0, 5).join()}`);
    assert.not.match(chat, /loudest first/, `${request}: ${chat}`);
    assert.not.match(chat, /Kids'/, `${request}: ${chat}`);
  }
});

test('asked for kids, a volume-limited headphone is never the loudest', async () => {
  const { ids, chat } = await demo.search('loudest kids headphones');
  assert.match(chat, /loudest first/, chat);
  const [first] = ids;
  assert.ok(first !== undefined && isKids(first) && !capped(first), `${first}: ${chat}`);
});

test.after(() => demo.app.close());
test.run();
