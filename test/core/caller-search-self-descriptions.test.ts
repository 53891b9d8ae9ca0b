/**
 * The shopper saying what they are, through the core's caller on the demo shop: their work or what they do is whom
 * the request is for ("i'm a nurse, need comfortable shoes": for a nurse, cushioned shoes where they stand all day),
 * their child's age a child's request, their height and when they work no words, and what is left of any other
 * ("i'm a mom of two") gone; a party with a pet counts it. They had been searched as words ('No product mentions
 * "im" or "nurse"').
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { search } = await shopCaller(products);

const shows = async (query: string, opening: string): Promise<string[]> => {
  const result = await search(query);
  assert.ok(result.chat.startsWith(opening), `${query}: ${result.chat}`);
  assert.not.match(result.chat, /No product (?:here )?(?:mentions|is from)|relaxed/u, query);
  return result.ids;
};
const cushioned = (id: string): boolean =>
  (byId.get(id)?.attributes?.['features'] as string[] | undefined)?.includes('cushioned') === true;

test('a job is whom the request is for, its clause before or after', async () => {
  await shows("i'm a nurse, need comfortable shoes", 'Showing cushioned shoes for a nurse.');
  await shows("i'm a teacher and need comfortable shoes", 'Showing cushioned shoes for a teacher.');
  await shows('as a teacher i need a backpack', 'Showing backpack for a teacher.');
  await shows("i'm a runner, need shoes", 'Showing running shoes for a runner.');
  await shows("i'm a college student, need a backpack", 'Showing backpack for a student.');
  await shows("i'm a woman, need a rain jacket", 'Showing water-resistant rain jacket for a woman.');
  await shows("i'm a guy, need a watch", 'Showing watch for a guy.');
  // For someone else, what the shopper is goes.
  await shows("i'm a nurse, need a gift for my husband", 'Showing products for your husband.');
});

test('work on their feet asks cushioned ones, unsaid where none is', async () => {
  for (const query of ["shoes, i'm a nurse", 'shoes for nurses']) {
    const ids = await shows(query, 'Showing cushioned shoes for');
    assert.ok(ids.length > 0 && ids.slice(0, 10).every(cushioned), query);
  }
  await shows("i'm a nurse, need a watch", 'Showing watch for a nurse.');
});

test("a child's own age is a child's request; a height and a time of work are no words", async () => {
  const ids = await shows("I'm 12, need running shoes", 'Showing running shoes for a 12-year-old.');
  assert.match(byId.get(ids[0] ?? '')?.title ?? '', /Kids'/u);
  for (const query of [
    "I'm 6 feet tall, need a jacket",
    "I'm 5'4, need a jacket",
    'i work nights, need a jacket',
  ])
    await shows(query, 'Showing jacket.');
  await shows('a watch as a gift', 'Showing watch.');
});

test('what is left of saying what they are goes, but the words the shop names', async () => {
  await shows("i'm a mom of two, need a tent", 'Showing tent.');
  await shows("i'm pregnant, need comfortable shoes", 'Showing comfortable shoes.');
  await shows("i'm vegan, need shoes", 'Showing vegan shoes.');
  await shows("i'm new to hiking, need boots", 'Showing hiking boots.');
  await shows("i'm on a budget, need headphones", 'Showing headphones, cheapest first.');
});

test('a party with a pet counts it, the pet no word', async () => {
  await shows('tent for us and our dog', 'Showing tent, for 3 people.');
  await shows('a tent for the two of us and our dog', 'Showing tent, for 3 people.');
  await shows('a tent for me + my dog', 'Showing tent, for 2 people.');
  await shows('tent for me and my pup', 'Showing tent, for 2 people.');
  await shows('a tent for my dog and me', 'Showing tent, for 2 people.');
});

test.run();
