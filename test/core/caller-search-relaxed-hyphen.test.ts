/**
 * A relaxed word with a hyphen in it is matched literally next turn: in the demo shop "rain jackets" → "what about
 * for kids" (no kids' rain jacket is water-resistant: "I relaxed: feature water-resistant") → "in large" had thrown
 * "Invalid regular expression … water\-resistant … Invalid escape" and failed the search (escapeRegExp escaped the
 * hyphen, an error in a 'u' regex); now the kids' jackets in large. Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeRegExp } from '../../core/search/text-tools.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('a follow-up after a hyphenated feature was relaxed is answered', async () => {
  await demo.converse('rain jackets', 'hyphen');
  const kids = await demo.converse('what about for kids', 'hyphen');
  assert.match(kids.chat, /I relaxed: feature water-resistant/, kids.chat);
  for (const request of ['in large', 'does it come in large']) {
    const { ids, chat } = await demo.converse(request, 'hyphen');
    assert.ok(chat.startsWith('Showing rain jackets for kids'), `${request}: ${chat}`);
    assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id) === 'Clothing > Jackets'), request);
  }
});

test('an escaped phrase compiles in a unicode regex and matches itself', () => {
  for (const phrase of ['water-resistant', 'carry-on (45l)', 'a/b+c?']) {
    assert.ok(new RegExp(`^${escapeRegExp(phrase)}$`, 'iu').test(phrase), phrase);
  }
});

test.run();
