/**
 * A fact of the products asked of a kind, through the core's caller: "how long is the warranty on headphones" had
 * said "Showing on headphones. … No product mentions "how" or "warranty"". The kind is shown, and the chat says each
 * pick's warranty where its data states one, else that none of them does.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'beta',
    title: 'Beta Cordless Drill',
    category: 'Tools > Drills',
    price: 89,
    attributes: { warranty: '5 years' },
  },
  {
    id: 'alpha',
    title: 'Alpha Cordless Drill',
    category: 'Tools > Drills',
    price: 59,
    attributes: { warranty: '2 years' },
  },
  { id: 'zen', title: 'Zen Wireless Headphones', category: 'Electronics > Headphones', price: 99 },
  { id: 'pulse', title: 'Pulse Over-Ear Headphones', category: 'Electronics > Headphones', price: 129 },
];

const { search, converse } = await shopCaller(products);

test('a warranty asked of a kind none of which states one: said so, the kind shown', async () => {
  for (const request of [
    'how long is the warranty on headphones',
    'what is the warranty on headphones?',
    'do headphones come with a warranty?',
  ]) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['pulse', 'zen'], request);
    assert.match(
      found.chat,
      /^None of these headphones states its warranty\. Showing headphones\./,
      found.chat,
    );
    assert.not.match(found.chat, /"how"|"warranty"|on headphones/, request);
  }
});

test('a warranty a kind states: each pick says its own', async () => {
  const found = await search('how long is the warranty on drills?');
  assert.equal([...found.ids].sort(), ['alpha', 'beta']);
  assert.match(found.chat, /^Showing drills\./);
  assert.match(found.chat, /has a warranty of 5 years/);
  assert.match(found.chat, /has a warranty of 2 years/);
  assert.not.match(found.chat, /states its warranty|"warranty"/);
});

test('asked of the list in a conversation, of the list shown', async () => {
  await converse('headphones', 'fact');
  const found = await converse("what's the warranty on them?", 'fact');
  assert.equal([...found.ids].sort(), ['pulse', 'zen']);
  assert.match(found.chat, /^None of these headphones states its warranty\. Showing headphones\./);
  await converse('drills', 'alone');
  const alone = await converse("what's the warranty?", 'alone');
  assert.match(alone.chat, /has a warranty of 5 years/);
});

test.run();
