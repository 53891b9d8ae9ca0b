/**
 * A product whose category names the request's head and whose description states the use asked after "for" ranks as
 * one whose title names the head: in the demo shop "headphones for running" had listed six over-ear and on-ear
 * headphones first (titles holding "headphones", nothing said of running) and said "None of them has everything you
 * asked for", while the Sport Earbuds of "Electronics > Headphones" say "Made for gym sessions and long runs".
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const titleOf = (id: string) => byId.get(id)?.title ?? '';
/** The headphones whose titles lack "headphones" and whose descriptions state `use`. */
const statingUse = (use: RegExp): Product[] =>
  products.filter(
    (product) =>
      product.category === 'Electronics > Headphones' &&
      !/headphones/iu.test(product.title) &&
      use.test(product.description ?? ''),
  );

test('the headphones whose descriptions state the use come first, and the chat claims no shortfall', async () => {
  for (const [request, use] of [
    ['headphones for running', /\bruns?\b/iu],
    ['headphones for swimming', /\bswim/iu],
  ] as const) {
    const stating = new Set(statingUse(use).map((product) => product.id));
    assert.ok(stating.size >= 2, `${request}: ${stating.size}`);
    const { ids, chat } = await demo.search(request);
    const first = ids.slice(0, stating.size);
    assert.ok(
      first.every((id) => stating.has(id)),
      `${request}: ${first.map(titleOf).join(' | ')}`,
    );
    assert.not.match(chat, /none of them has everything/iu, chat);
  }
});

test('a product of the category stating no such use does not pass one whose title names the head', async () => {
  const { ids } = await demo.search('headphones for running');
  const earbudsSayingNothing = ids.findIndex(
    (id) => /earbuds/iu.test(titleOf(id)) && !/\bruns?\b/iu.test(byId.get(id)?.description ?? ''),
  );
  const titledHeadphones = ids.findIndex((id) => /headphones/iu.test(titleOf(id)));
  assert.ok(titledHeadphones >= 0, ids.map(titleOf).join(' | '));
  assert.ok(
    earbudsSayingNothing < 0 || titledHeadphones < earbudsSayingNothing,
    ids.map(titleOf).join(' | '),
  );
});

test('a use named in the title still needs the title: the hiking daypacks lead "backpack for hiking"', async () => {
  const { ids } = await demo.search('backpack for hiking');
  assert.ok(
    ids.slice(0, 3).every((id) => /hiking daypack/iu.test(titleOf(id))),
    ids.map(titleOf).join(' | '),
  );
});

test.run();
