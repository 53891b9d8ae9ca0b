/**
 * "is the first one waterproof?" after "the first one but cheaper" showed alternatives: "the first one" is still of
 * the conversation's list (README: its list stays the one to point into), and the chat says so before answering,
 * through the core's caller. "and the second one?" walks that list as asked: no note.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, price: number, feature: string[] = []): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price,
  attributes: { gender: 'men', size: ['8', '9', '10'], feature },
});

const products: Product[] = [
  shoe('horizon', 'Horizon Running Shoe', 96),
  shoe('aero', 'Aerostride Running Shoe', 93),
  shoe('pulse', 'Pulse Running Shoe', 85),
  shoe('storm', 'Storm Running Shoe', 129, ['waterproof']),
];

const { converse } = await shopCaller(products);
const ORDINALS = ['first', 'second', 'third', 'fourth'];

test('"is the first one waterproof?" after alternatives were shown names the list it points into', async () => {
  const first = await converse('running shoes', 'pointed-back');
  const horizon = ORDINALS[first.ids.indexOf('horizon')]!;
  const cheaper = await converse(`the ${horizon} one but cheaper`, 'pointed-back');
  assert.is.not(cheaper.ids[0], 'horizon');
  const { chat } = await converse(`is the ${horizon} one waterproof?`, 'pointed-back');
  const note = `The ${horizon} one of the running shoes I listed earlier is the Horizon Running Shoe. `;
  assert.ok(chat.startsWith(`${note}No: the Horizon Running Shoe isn't listed as waterproof`), chat);
  const aero = ORDINALS[first.ids.indexOf('aero')]!;
  const again = await converse(`and the ${aero} one?`, 'pointed-back');
  assert.match(again.chat, /^No: the Aerostride Running Shoe isn't listed as waterproof/);
});

test('a first question about a shown product says nothing of which list', async () => {
  const first = await converse('running shoes', 'pointed-first');
  const horizon = ORDINALS[first.ids.indexOf('horizon')]!;
  const { chat } = await converse(`is the ${horizon} one waterproof?`, 'pointed-first');
  assert.match(chat, /^No: the Horizon Running Shoe isn't listed as waterproof/);
});

test.run();
