/**
 * An approximation before a measure, through the core's caller: "backpack about 20L" and "watch about 40mm" had
 * searched "about" and found nothing ("I couldn't find any backpack about 20L. No product here mentions "about"").
 * The word goes, as "20L or so" loses its "or so", and the measure ranks as words (core/search/approximate-words.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));

test('"backpack about 20L" lists 20 L backpacks first', async () => {
  const { ids, chat } = await demo.search('backpack about 20L');
  assert.match(chat, /^Showing backpack 20L\./);
  assert.not.match(chat, /about|couldn't find/);
  const first = byId.get(ids[0] ?? '');
  assert.match(first?.title ?? '', /Backpack/);
  assert.is(first?.attributes?.['capacity'], '20L');
});

test('"watch about 40mm" lists watches, a 40 mm one first', async () => {
  const { ids, chat } = await demo.search('watch about 40mm');
  assert.match(chat, /^Showing watch 40mm\./);
  assert.ok(ids.length > 1);
  for (const id of ids) assert.match(byId.get(id)?.title ?? '', /Watch/, id);
  assert.match(byId.get(ids[0] ?? '')?.title ?? '', /40 mm/);
});

test.after(() => demo.app.close());
test.run();
