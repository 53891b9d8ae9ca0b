/**
 * "for anyone", "for everyone", "for either gender" (`queryDefaults.audience.anyone`): whoever, no audience. In a
 * conversation (`sessionId`) they take the last audience back, as "any gender" does: after "hiking boots for my 12
 * yr old son" and "bigger sizes", "for anyone" had found nothing ("I couldn't find any anyone"); now every adults'
 * boot in the bigger sizes, for "your son" (his age, which implied kids' boots, goes). Alone, "hiking boots for
 * anyone" had said no product mentions "anyone".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const products = audienceBoots;
const { app, search, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"for anyone" after a son\'s "bigger sizes" lists every adults\' boot in those sizes', async () => {
  await converse('hiking boots for my 12 yr old son', 'anyone');
  await converse('bigger sizes', 'anyone');
  const { ids, chat } = await converse('for anyone', 'anyone');
  assert.equal(sorted(ids), ['men', 'unisex', 'women']);
  assert.match(chat, /^Showing hiking boots for your son in sizes over 5\./);
});

test('"for either gender" after "men\'s hiking boots" takes the audience back', async () => {
  await converse("men's hiking boots", 'genders');
  const { ids } = await converse('for either gender', 'genders');
  assert.equal(sorted(ids), ['kids', 'men', 'unisex', 'women']);
});

test('"for everyone" alone names no audience and no word to match', async () => {
  const { ids, chat } = await search('hiking boots for everyone');
  assert.equal(sorted(ids), ['kids', 'men', 'unisex', 'women']);
  assert.match(chat, /^Showing hiking boots\./);
  assert.not.match(chat, /everyone/);
});

test.after(() => app.close());
test.run();
