/**
 * A kind swapped for part of the last search's name, through the core's caller: after "king duvet cover" in the demo
 * shop, "what about a duvet instead" had said the same "Showing duvet cover in size king." ("duvet" named nothing
 * beyond "duvet cover", so it read as the same list). Now it asks duvets in size king, and a plain "duvet" lists the
 * shop's duvets, its comforters (the lexicon's "duvet"), before the "Duvet Cover"s, which only write the word
 * before their own head noun (storage/search/text/compound-aside.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const titleOf = (id: string): string => products.find((product) => product.id === id)?.title ?? id;

test('"what about a duvet instead" after "king duvet cover" swaps the kind and keeps the size', async () => {
  await demo.converse('king duvet cover', 'duvet-1');
  const swapped = await demo.converse('what about a duvet instead', 'duvet-1');
  assert.ok(swapped.chat.startsWith('Showing duvet in size king.'), swapped.chat);
  assert.match(titleOf(swapped.ids[0]!), /Comforter/);
});

test('"duvet" lists the comforters before the duvet covers; "duvet cover" the covers first', async () => {
  const duvet = await demo.search('duvet');
  const comforters = duvet.ids.filter((id) => titleOf(id).includes('Comforter'));
  assert.equal(comforters.length, 7);
  assert.equal(duvet.ids.slice(0, comforters.length), comforters);
  const covers = await demo.search('duvet cover');
  assert.match(titleOf(covers.ids[0]!), /Duvet Cover$/);
});

const item = (id: string, title: string, description: string): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: 90,
  description,
});

test('a word heading some title keeps the rerank order; a word with no synonym is untouched', async () => {
  const shop = await shopCaller([
    item('cover', 'Linen Duvet Cover', 'A duvet cover for any duvet; duvet sold apart.'),
    item('duvet', 'Goose Down Duvet', 'Warm and light.'),
    item('comforter', 'Cotton Comforter', 'Soft.'),
    item('case', 'Laptop Case', 'Fits a laptop.'),
  ]);
  const { ids } = await shop.search('duvet');
  assert.equal(ids[0], 'duvet');
  assert.ok(ids.indexOf('cover') < ids.indexOf('comforter'), ids.join());
  assert.equal((await shop.search('laptop')).ids, ['case']);
});

test.run();
