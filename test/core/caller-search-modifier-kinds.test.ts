/**
 * A kind the shop sells none of, whose word the matches' titles hold only before another kind: "laptop" in the demo,
 * whose only laptops are "Laptop Backpack"s, had said "Showing laptop. … Top pick: … Laptop Backpack" as if they were
 * laptops. No title is headed by the word, every match is of one kind, and the products write the word as a thing of
 * its own ("a padded sleeve for a laptop"): the chat says the shop has none, and what these are. A shop heading some
 * titles by it ("Countertop Microwave" beside "Trim Kit for Microwave") and a word no product writes as a thing
 * ("running" of running shoes, "rain" of rain jackets) say nothing of the kind.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"laptop" in the demo: no laptops, backpacks, some of them laptop backpacks', async () => {
  for (const request of ['laptop', 'laptops']) {
    const { chat } = await demo.search(request);
    assert.match(
      chat,
      /No product here is a laptop; these are backpacks, \d+ of them laptop backpacks\./,
      request,
    );
  }
  const cheap = await demo.search('cheap laptop');
  assert.match(cheap.chat, /No product here is a laptop; these are laptop backpacks\./);
});

test('a use or a condition is no kind missing: "running", "rain", "dive"', async () => {
  for (const request of ['running', 'rain', 'dive'])
    assert.not.match((await demo.search(request)).chat, /No product here is/, request);
});

const product = (id: string, title: string, description: string): Product => ({
  id,
  title,
  description,
  category: 'Kitchen > Appliances',
  price: 50,
});

test('a shop heading some title by the word keeps quiet about it', async () => {
  const shop = await shopCaller([
    product('trim', 'Trim Kit for Microwave', 'A trim kit that fits a microwave over the range.'),
    product('oven', 'Countertop Microwave', 'A 900 W microwave.'),
  ]);
  assert.not.match((await shop.search('microwave')).chat, /No product here is/);
});

test('a shop of phone cases only: no phones, phone cases', async () => {
  const shop = await shopCaller([
    product('slim', 'Slim Phone Case', 'A slim case that keeps a phone safe.'),
    product('tough', 'Tough Phone Case', 'A rugged case for a phone.'),
  ]);
  assert.match((await shop.search('phone')).chat, /No product here is a phone; these are phone cases\./);
});

test.run();
