/**
 * An audience named in a conversation (`sessionId`) after a child's "bigger sizes". After "hiking boots for my 12
 * yr old son" and "bigger sizes" (men's and unisex boots), "for women too" had read "… for your 12-year-old son for
 * women in sizes over 5, not for women" and dropped the men's boots; now it adds the women's. "for women" alone
 * lists women's boots ("women's hiking boots for your 12-year-old son"), "and for adults?" every adults' one; "not
 * for men" is said back (it had gone unsaid, as if relaxation had left the men's boots out).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const products = audienceBoots;
const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

/** A new conversation about a son's boots, past the kids' sizes; then `request`. */
async function afterBiggerSizes(session: string, request: string) {
  await converse('hiking boots for my 12 yr old son', session);
  assert.equal(sorted((await converse('bigger sizes', session)).ids), ['men', 'unisex']);
  return converse(request, session);
}

test('"for women too" adds the women\'s boots to the men\'s and unisex ones', async () => {
  const { ids, chat } = await afterBiggerSizes('too', 'for women too');
  assert.equal(sorted(ids), ['men', 'unisex', 'women']);
  assert.match(chat, /^Showing hiking boots for your 12-year-old son in adult sizes over 5\./);
  assert.not.match(chat, /not for women|son for women/);
});

test('"for women" lists women\'s and unisex boots, named before whom they are for', async () => {
  const { ids, chat } = await afterBiggerSizes('women', 'for women');
  assert.equal(sorted(ids), ['unisex', 'women']);
  assert.match(chat, /^Showing women's hiking boots for your 12-year-old son in sizes over 5\./);
});

test('"and for adults?" lists every adults\' boot', async () => {
  const { ids, chat } = await afterBiggerSizes('adults', 'and for adults?');
  assert.equal(sorted(ids), ['men', 'unisex', 'women']);
  assert.match(chat, /^Showing adults' hiking boots for your 12-year-old son in sizes over 5\./);
  assert.not.match(chat, /not for women/);
});

test('"not for men" there is the shopper\'s own exclusion, said back', async () => {
  const { ids, chat } = await afterBiggerSizes('not men', 'not for men');
  assert.equal(sorted(ids), ['unisex', 'women']);
  assert.match(chat, /^Showing hiking boots for your 12-year-old son in adult sizes over 5, not for men\./);
});

test('an audience with "too" joins the last one: "for women too" after men\'s boots, or a son\'s kids\' boots', async () => {
  await converse("men's hiking boots", 'men');
  const men = await converse('for women too', 'men');
  assert.equal(sorted(men.ids), ['men', 'unisex', 'women']);
  assert.match(men.chat, /^Showing hiking boots for men or women\./);
  await converse('hiking boots for my 12 year old son', 'kids');
  const kids = await converse('women’s as well', 'kids');
  assert.equal(sorted(kids.ids), ['kids', 'unisex', 'women']);
  assert.match(kids.chat, /^Showing kids' or women's hiking boots for your 12-year-old son\./);
});

test.after(() => app.close());
test.run();
