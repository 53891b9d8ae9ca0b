/**
 * A kind the shop does not sell, though its matches name the kind's last word by their category, through the
 * core's caller on a real SQLite catalogue: in a shop without sleeping bags whose backpacks are "Bags", "a warm
 * sleeping bag" listed backpacks with only "I relaxed: feature warm." ("bag" in "Bags" counted as naming the kind),
 * as the demo catalogue did. The chat now says none of them is one; a word the matches' titles hold ("hiking
 * bag": hiking daypacks) or a shop selling the kind under its category says nothing of it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (
  id: string,
  title: string,
  category: string,
  description: string,
  features: string[],
): Product => ({
  id,
  title,
  category,
  description,
  price: 80,
  attributes: { features },
});

const shop: Product[] = [
  product('daypack', 'Pathfinder Hiking Daypack', 'Bags > Backpacks', 'A light daypack for trail days.', []),
  product('travel', 'Canyon Travel Backpack', 'Bags > Backpacks', 'Carry-on size with a padded back.', []),
  product('laptop', 'Nomad Laptop Backpack', 'Bags > Backpacks', 'Fits a 15 inch laptop.', []),
  product('duvet', 'Cloud Down Duvet', 'Home > Bedding', 'Lofty down for a good night of sleep.', ['warm']),
  product('sweater', 'Merino Crew Sweater', 'Clothing > Sweaters', 'A soft knit for cold days.', ['warm']),
  product('boot', 'Talus Hiking Boot', 'Shoes > Hiking', 'A light boot for long trails.', ['waterproof']),
];

const { app, search } = await shopCaller(shop);

test('no product is the kind asked, though the matches are "Bags": the chat says so, also after relaxing', async () => {
  for (const request of ['a warm sleeping bag', 'a sleeping bag for someone who sleeps cold']) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['daypack', 'laptop', 'travel'], request);
    assert.match(found.chat, /I relaxed: feature warm\./, request);
    assert.match(
      found.chat,
      /I relaxed: feature warm\. No product here is a sleeping bag; these are the closest\. Top pick:/,
      request,
    );
  }
});

test('said in the singular, and instead of "None of them has everything you asked for"', async () => {
  for (const request of ['sleeping bag', 'sleeping bags for people who sleep cold']) {
    const found = await search(request);
    assert.match(found.chat, /No product here is a sleeping bag; these are the closest\./, request);
    assert.not.match(found.chat, /None of them/, request);
  }
});

test('a word the matches name ("hiking" of a hiking daypack) or a shop selling the kind says nothing of it', async () => {
  assert.not.match((await search('hiking bag')).chat, /None of them|No product here is/);
  const sold = await shopCaller([
    ...shop,
    product('bag', 'Mummy 20F Down Bag', 'Outdoor > Sleeping Bags', 'Rated to 20F.', ['warm']),
  ]);
  const found = await sold.search('a warm sleeping bag');
  assert.equal(found.ids[0], 'bag');
  assert.not.match(found.chat, /None of them|No product here is|I relaxed/);
  sold.app.close();
});

test.after(() => app.close());
test.run();
