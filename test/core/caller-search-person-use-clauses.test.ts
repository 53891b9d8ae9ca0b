/**
 * A clause about the shopper or the person the product is for, by what they do or have, through the core's caller
 * on a real SQLite catalogue: "for someone who runs on trails", "…, i walk a lot", "…, i have wide feet", "for
 * someone with wide feet" read as the use they name, as the shopper could have typed it ("for running on trails",
 * "for walking", "for wide feet"), and list what that use lists. They had echoed "Showing running shoes who runs on
 * trails." and 'No product mentions "have"'. A clause read for its need stays so ("i get cold easily": warm).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, description: string, features: string[] = []) =>
  ({
    id,
    title,
    category,
    description,
    price: 90,
    currency: 'USD',
    attributes: { features },
  }) satisfies Product;

const { search } = await shopCaller([
  product('road', 'Tempo Road Running Shoe', 'Shoes > Running', 'A light shoe for the road.'),
  product('trail', 'Ridge Trail Running Shoe', 'Shoes > Running', 'Grips rocky trails.'),
  product('wide', 'Roomy Running Shoe', 'Shoes > Running', 'A wide toe box for wide feet.'),
  product('court', 'Court Classic Sneaker', 'Shoes > Sneakers', 'A retro court look.'),
  product('walker', 'Daily Walker Sneaker', 'Shoes > Sneakers', 'Cushioned for walking all day.'),
  product('puffer', 'Summit Puffer Jacket', 'Clothing > Jackets', 'Packs small.', ['warm']),
  product('shell', 'Drizzle Shell Jacket', 'Clothing > Jackets', 'Sheds rain.', ['waterproof']),
]);

test('a clause about the person reads as the use it names, and lists what that use lists', async () => {
  for (const [request, typed, said, first] of [
    [
      'running shoes for someone who runs on trails',
      'running shoes for running on trails',
      'running shoes for running on trails',
      'trail',
    ],
    [
      'running shoes for people who run on trails',
      'running shoes for running on trails',
      'running shoes for running on trails',
      'trail',
    ],
    ['sneakers for someone who walks a lot', 'sneakers for walking', 'sneakers for walking', 'walker'],
    ['sneakers, i walk a lot', 'sneakers for walking', 'sneakers for walking', 'walker'],
    [
      'running shoes for someone with wide feet',
      'running shoes for wide feet',
      'running shoes for wide feet',
      'wide',
    ],
    [
      'running shoes for someone who has wide feet',
      'running shoes for wide feet',
      'running shoes for wide feet',
      'wide',
    ],
    ['running shoes, i have wide feet', 'running shoes for wide feet', 'running shoes for wide feet', 'wide'],
  ] as const) {
    const found = await search(request);
    assert.equal(found.ids, (await search(typed)).ids, request);
    assert.is(found.ids[0], first, request);
    assert.match(found.chat, new RegExp(`^Showing ${said}\\.`), request);
    assert.not.match(found.chat, /someone|people|"have"|"i"|who/, request);
  }
});

test('said first, before a mark and the request, a clause about the shopper is its use after the request', async () => {
  // They had searched "i have wide feet running shoes" and "i walk a lot sneakers" ('No product mentions "have"').
  for (const [request, said, first] of [
    ['i have wide feet, need running shoes', 'running shoes for wide feet', 'wide'],
    ['I walk a lot, need sneakers', 'sneakers for walking', 'walker'],
    [
      'i mostly run on trails, what running shoes should i get?',
      'running shoes for running on trails',
      'trail',
    ],
  ] as const) {
    const found = await search(request);
    assert.is(found.ids[0], first, request);
    assert.match(found.chat, new RegExp(`^Showing ${said}\\.`), request);
  }
  // A verb alone there may be a product's name: "i beam, 10 ft" is no use of beaming.
  assert.not.match((await search('i beam, 10 ft')).chat, /beaming/);
});

test('a thing the shopper has is their situation: a use where the catalogue names it, else no words', async () => {
  const demo = await shopCaller(demoProducts());
  // "Showing i have a dog backpack." and 'No product mentions "have" or "dog"' before.
  for (const request of ['i have a dog, need a backpack', 'backpack, i have a dog']) {
    const { chat, ids } = await demo.search(request);
    assert.ok(chat.startsWith('Showing backpack. '), `${request}: ${chat}`);
    assert.not.match(chat, /dog|have/, request);
    assert.equal(ids, (await demo.search('backpack')).ids, request);
  }
  // The kitchen is the shop's: the knives for it ("Showing i have a small kitchen knife." before).
  const knife = await demo.search('I have a small kitchen, need a good knife');
  assert.ok(knife.chat.startsWith('Showing knife for a small kitchen. '), knife.chat);
  assert.match(knife.chat, /Top pick: [^.]*Knife/);
  demo.app.close();
});

test('a verb no product knows is said as its use, and said to match nothing', async () => {
  for (const request of [
    'running shoes for someone who overpronates',
    'I need new running shoes, I overpronate',
  ]) {
    const found = await search(request);
    assert.match(found.chat, /^Showing running shoes for overpronating\. /, request);
    assert.match(found.chat, /No product mentions "overpronating"/, request);
  }
});

test('a clause read for its need, and words that say no use, stay as they were', async () => {
  assert.match((await search('a jacket, i get cold easily')).chat, /^Showing warm jacket\./);
  // Never at the request's start, where "i" may name the product ("i beam"), nor of a past ("i tried"),
  // nor after the gap a reader left ("red i beam": the colour read).
  for (const request of ['i beam', 'red i beam', 'under $50 i beam'])
    assert.not.match((await search(request)).chat, /beaming/, request);
  assert.not.match((await search('sneakers, i tried court ones')).chat, /trieding|for trying/);
});

test('a pronoun for the product is no word of the use', async () => {
  const demo = await shopCaller(demoProducts());
  // They had said "Showing shoes for wearing them to work." and "Showing sneakers." ('No product mentions "them"').
  for (const [request, said] of [
    ['shoes, i wear them to work', 'Showing shoes for work.'],
    ['sneakers, i use them for the gym', 'Showing sneakers for the gym.'],
    ['sneakers, i run in them', 'Showing sneakers for running.'],
    // Worn all day, as "sneakers i can wear all day at work" are: comfortable (it had said "Showing shoes.").
    ['shoes, i wear them all day at work', 'Showing comfortable shoes for work.'],
  ] as const) {
    const { chat } = await demo.search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
    assert.not.match(chat, /"them"/, request);
  }
  demo.app.close();
});

test('a clause with its subject dropped reads as the one with "i"', async () => {
  const demo = await shopCaller(demoProducts());
  // They had said "Showing warm boots them.", "Showing blue sweater it." and "Showing sneakers gotta have them by
  // friday." ('No product mentions "gotta", "have" or "them"').
  for (const [dropped, said] of [
    ['boots, need them for snow', 'Showing warm boots.'],
    ['a sweater, want it in blue', 'Showing blue sweater.'],
    ['sneakers, gotta have them by friday', 'Showing sneakers.'],
    ['shoes, wear them to work', 'Showing shoes for work.'],
    // An adverb before the need had left "them" ("Showing boots them waterproof.").
    ['boots, really need them waterproof', 'Showing boots waterproof.'],
  ] as const) {
    const found = await demo.search(dropped);
    const withI = await demo.search(dropped.replace(', ', ', i '));
    assert.ok(found.chat.startsWith(said), `${dropped}: ${found.chat}`);
    assert.ok(withI.chat.startsWith(said), `${dropped} with "i": ${withI.chat}`);
    assert.equal(found.ids, withI.ids, dropped);
    assert.not.match(found.chat, /"(?:them|it|gotta|have|friday)"/, dropped);
  }
  // An imperative framing the request is no clause: "make it blue" stays the framing reader's.
  assert.ok((await demo.search('jacket, make it blue')).chat.startsWith('Showing blue jacket.'));
  demo.app.close();
});

test('"i wear a 10", "i\'m a medium": the size alone, no use of wearing', async () => {
  const demo = await shopCaller(demoProducts());
  // It had said "Showing shoes for wearing in size 10.".
  for (const [request, said] of [
    ['shoes, i wear a 10', 'Showing shoes in size 10.'],
    ['running shoes, i usually wear a 10', 'Showing running shoes in size 10.'],
    // "i'm a medium" had said "Showing jacket i'm in size M." and 'No product mentions "im"'.
    ["jacket, i'm a medium", 'Showing jacket in size M.'],
    ['jacket, im a medium', 'Showing jacket in size M.'],
    ["running shoes, i'm usually a 10", 'Showing running shoes in size 10.'],
  ] as const) {
    const { chat } = await demo.search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
  }
  demo.app.close();
});

test.run();
