/**
 * Products like a viewed product are first of its kind: on the Cotton Sateen Comforter's page, "does it come in
 * white?" had listed three white sheet sets (their titles share "Sateen Cotton") and two duvet covers before the
 * one white comforter; now the comforter first, the duvet covers (a duvet is the lexicon's synonym of a comforter)
 * next, the sheet sets last. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const titleOf = (id: string) => products.find((product) => product.id === id)?.title ?? '';
const viewed = products.find((product) => product.title === 'Cotton Sateen Comforter in Sand');

test('"does it come in white?" on a comforter lists the white comforter before white sheet sets', async () => {
  assert.ok(viewed !== undefined);
  const { ids, chat } = await demo.askOnPage('does it come in white?', undefined, viewed.id);
  assert.match(chat, "doesn't come in white");
  const titles = ids.map(titleOf);
  assert.is(titles[0], 'Signature Microfiber Comforter', titles.join('; '));
  const lastCover = Math.max(...titles.map((title, i) => (/Duvet Cover/u.test(title) ? i : -1)));
  const firstSheets = titles.findIndex((title) => /Sheet Set/u.test(title));
  assert.ok(lastCover > 0 && firstSheets > lastCover, titles.join('; '));
});

test('"something cheaper" there keeps every cheaper comforter before the duvet covers', async () => {
  assert.ok(viewed !== undefined);
  const { ids } = await demo.askOnPage('something cheaper', undefined, viewed.id);
  const titles = ids.map(titleOf);
  const comforters = titles.filter((title) => /Comforter/u.test(title)).length;
  assert.ok(comforters >= 4, titles.join('; '));
  assert.ok(
    titles.slice(0, comforters).every((title) => /Comforter/u.test(title)),
    titles.join('; '),
  );
});

test.run();
