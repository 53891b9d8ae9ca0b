/**
 * "similar to", "alternative to", "instead of" before a name read as "like" does: "headphones similar to bose" had
 * read "similar" as a kind after "headphones", dropped the headphones' category and found nothing ('No product here
 * mentions "similar" or "bose"'); it lists the headphones now. "sandals instead of boots" had listed hiking boots
 * first; it lists the sandals. A pointer after the cue is still the page's ("similar to this"). Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const categoryOf = (id: string) => byId.get(id)?.category ?? '';

test('a likeness cue before a name the shop lacks lists the kind asked', async () => {
  for (const content of [
    'headphones similar to bose',
    'headphones alternative to bose',
    'headphones comparable to bose',
  ]) {
    const { ids, chat } = await demo.search(content);
    assert.ok(ids.length > 0, content);
    assert.ok(
      ids.every((id) => categoryOf(id) === 'Electronics > Headphones'),
      content,
    );
    assert.not.match(chat, /"similar"|"alternative"|"comparable"|couldn't find/, content);
  }
});

test('a likeness cue before a kind lists the kind asked first', async () => {
  const { ids } = await demo.search('sandals instead of boots');
  assert.ok(ids.length > 0);
  assert.ok(categoryOf(ids[0]!).startsWith('Shoes'), ids.join());
  assert.match(byId.get(ids[0]!)?.title ?? '', /Sandal/);
});

test('a pointer after the cue is still read against the viewed product', async () => {
  const jacket = products.find((product) => product.title.includes('Harbor Rain Jacket'))!;
  const { ids } = await demo.askOnPage('something similar to this', undefined, jacket.id);
  assert.ok(ids.length > 0 && !ids.includes(jacket.id), ids.join());
  assert.ok(
    ids.every((id) => categoryOf(id) === jacket.category),
    ids.join(),
  );
});

test.run();
