/**
 * A size said of a product pointed at ("the second one in size 9") or viewed ("in size 9" on its page): what the
 * product lent (a kids' shoe's audience) and the conversation kept (a price) give way before it, and the chat says
 * plainly that the product doesn't come in it, through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const KIDS = ['13', '1', '2', '3', '4', '5'];
const ADULT = ['7', '8', '9', '10', '11'];

const shoe = (id: string, title: string, gender: string, size: string[], price: number): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price,
  attributes: { color: 'royal blue', gender, size },
});

const products: Product[] = [
  shoe('tempo', 'Tempo Flex Mesh Running Shoe', 'kids', KIDS, 43),
  shoe('cadence', 'Cadence Trail Running Shoe', 'kids', KIDS, 45),
  shoe('aero', 'Aerostride Mesh Running Shoe', 'men', ADULT, 93),
  shoe('horizon', 'Horizon Road Running Shoe', 'men', ADULT, 96),
  shoe('fleet', 'Fleetfoot Running Shoe', 'women', ['6', '7', '8', '9'], 92),
];

const { converse, askOnPage } = await shopCaller(products);
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const LACKS =
  /^The Tempo Flex Mesh Running Shoe doesn't come in size 9 \(it comes in sizes 13, 1, 2, 3, 4 or 5\)\./;

test('"the second one in size 9" of a kids\' shoe: it lacks the size, and shoes like it in size 9 follow', async () => {
  const first = await converse('running shoes under 80', 'pointed-size');
  const ordinal = ORDINALS[first.ids.indexOf('tempo')];
  const { ids, chat } = await converse(`the ${ordinal} one in size 9`, 'pointed-size');
  assert.match(chat, LACKS);
  assert.ok(ids.length > 0, chat);
  assert.not.ok(ids.includes('tempo') || ids.includes('cadence'), ids.join());
  assert.not.match(chat, /relaxed: size 9/);
  // The products like it were shown in size 9: narrowing them keeps the size, not the kids' audience it gave up.
  const narrowed = await converse('under 100', 'pointed-size');
  assert.ok(narrowed.ids.length > 0, narrowed.chat);
  assert.not.ok(narrowed.ids.includes('tempo') || narrowed.ids.includes('cadence'), narrowed.ids.join());
});

test('"does the first one come in size 9?" of a kids\' shoe says no, with the sizes it comes in', async () => {
  const first = await converse('running shoes under 80', 'pointed-size-question');
  const ordinal = ORDINALS[first.ids.indexOf('tempo')];
  const { ids, chat } = await converse(`does the ${ordinal} one come in size 9?`, 'pointed-size-question');
  assert.match(chat, /^No: the Tempo Flex Mesh Running Shoe doesn't come in size 9 \(it comes in sizes 13/);
  assert.not.ok(ids.includes('cadence'), ids.join());
});

test('"in size 9" on a kids\' shoe\'s page: it lacks the size, and shoes like it in size 9 follow', async () => {
  const { ids, chat } = await askOnPage('in size 9', undefined, 'tempo');
  assert.match(chat, /^The Tempo Flex Mesh Running Shoe you're viewing doesn't come in size 9/);
  assert.ok(ids.includes('aero'), ids.join());
  assert.not.ok(ids.includes('cadence'), ids.join());
});

test('a product pointed at that comes in the size said is shown first, nothing said of a lack', async () => {
  const first = await converse('running shoes', 'pointed-size-held');
  const ordinal = ORDINALS[first.ids.indexOf('horizon')];
  const { ids, chat } = await converse(`the ${ordinal} one in size 9`, 'pointed-size-held');
  assert.is(ids[0], 'horizon');
  assert.not.match(chat, /doesn't come in/);
  assert.not.match(chat, /relaxed/);
});

test.run();
