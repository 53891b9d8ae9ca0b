/**
 * A participle made of an attribute's name with one of its values, through the core's caller
 * (core/search/attribute-participles.ts), and a kind of two words named without its noun (kind-phrases.ts): in the
 * demo shop, whose jackets and comforters give a `fill`, "jacket filled with down" had echoed itself and said
 * 'None of them has "filled" in its name', "comforter filled with wool" likewise, and "down alternative comforter"
 * listed down comforters among the down alternative ones.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const fillOf = (id: string) => byId.get(id)?.attributes?.['fill'];

test('"jacket filled with down" reads as "jacket with down fill": the down jackets, no synthetic one', async () => {
  const filled = await demo.search('jacket filled with down');
  const fill = await demo.search('jacket with down fill');
  assert.equal(filled.ids, fill.ids);
  assert.match(filled.chat, /^Showing jacket with down fill\./);
  assert.not.match(filled.chat, /filled/);
  for (const id of filled.ids.slice(0, 4)) assert.is(fillOf(id), 'down', id);
  for (const id of filled.ids) assert.is.not(fillOf(id), 'synthetic', id);
});

test('"down-filled jacket" and "down filled jacket" read as "down fill jacket"', async () => {
  const fill = await demo.search('down fill jacket');
  for (const content of ['down-filled jacket', 'down filled jacket']) {
    const { ids, chat } = await demo.search(content);
    assert.equal(ids, fill.ids, content);
    assert.match(chat, /^Showing down fill jacket\./, content);
  }
});

test('"comforter filled with wool" reads as "comforter with wool fill", the wool comforter first', async () => {
  const { ids, chat } = await demo.search('comforter filled with wool');
  assert.equal(ids, (await demo.search('comforter with wool fill')).ids);
  assert.match(chat, /^Showing comforter with wool fill\./);
  assert.not.match(chat, /filled/);
  assert.is(fillOf(ids[0]!), 'wool');
});

test('"down alternative comforter" leaves out the down comforters', async () => {
  const { ids, chat } = await demo.search('down alternative comforter');
  assert.match(chat, /^Showing down alternative comforter\./);
  for (const id of ids.slice(0, 4)) assert.is(fillOf(id), 'down alternative', id);
  for (const id of ids) assert.is.not(fillOf(id), 'down', id);
});

test.after(() => demo.app.close());
test.run();
