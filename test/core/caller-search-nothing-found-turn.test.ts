/**
 * A turn whose words matched nothing is no base for the next one: after "headphones for the gym", "ok add the
 * flurbo to my cart" finds nothing, and "something similar but wireless" narrows the gym headphones (it had shown
 * "wireless flurbo, cheapest first"); words no product holds are not carried on either.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, title: string, price: number, features: string[]): Product => ({
  id,
  title,
  description: `${title}, made for the gym and your daily runs.`,
  category: 'Electronics > Headphones',
  price,
  attributes: { color: 'black', features },
});

const products: Product[] = [
  headphones('pulse', 'Pulse Wireless Sport Headphones', 105, ['wireless', 'sweat-resistant']),
  headphones('nova', 'Nova Wireless Gym Headphones', 119, ['wireless']),
  headphones('cord', 'Cord Wired Gym Headphones', 25, ['wired']),
  {
    id: 'mug',
    title: 'Camp Enamel Mug',
    description: 'A sturdy mug for coffee at camp.',
    category: 'Outdoor > Camp Kitchen',
    price: 12,
    attributes: { color: 'blue', features: [] },
  },
];

const { converse } = await shopCaller(products);

test('after a turn that found nothing, the next one narrows the last list that found something', async () => {
  assert.equal((await converse('headphones for the gym', 'n1')).ids.sort(), ['cord', 'nova', 'pulse']);
  const failed = await converse('I want the cheaper flurbo gadget', 'n1');
  assert.equal(failed.ids, []);
  const next = await converse('something similar but wireless', 'n1');
  assert.equal(next.ids.sort(), ['nova', 'pulse']);
  assert.match(next.chat, /^Showing wireless headphones for the gym\./);
  assert.not.match(next.chat, /flurbo|gadget|cheapest first/i);
});

test('words no product holds are not carried into the next turn', async () => {
  await converse('headphones for the gym', 'n2');
  const partly = await converse('zorblax ones', 'n2');
  // A word no product holds and no English word, before the kind, reads as a brand the shop does not carry.
  assert.match(partly.chat, /No product here is from Zorblax; these are other headphones\./);
  const next = await converse('under 110', 'n2');
  assert.equal(next.ids.sort(), ['cord', 'pulse']);
  assert.not.match(next.chat, /zorblax/);
});

test.run();
