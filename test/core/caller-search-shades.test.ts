/**
 * Shades the shop does not sell fall back to its nearest colours ("navy blue" where it sells navy, "light blue"
 * where it sells sky blue), and a colour that is also an everyday word ("olive", "sage") asked alone on a
 * product's page is that product's colour ("is the olive in stock?").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sweater = (id: string, color: string): Product => ({
  id,
  title: `Merino Crew Sweater in ${color[0]!.toUpperCase()}${color.slice(1)}`,
  category: 'Clothing > Sweaters',
  price: 80,
  attributes: { color },
});

const products: Product[] = [
  sweater('navy', 'navy'),
  sweater('sky', 'sky blue'),
  sweater('royal', 'royal blue'),
  sweater('forest', 'forest green'),
  sweater('olive', 'olive'),
  sweater('lime', 'lime'),
  sweater('charcoal', 'charcoal'),
  sweater('black', 'black'),
  sweater('red', 'red'),
  {
    id: 'watch',
    title: 'Atlas Smartwatch',
    category: 'Accessories > Watches',
    price: 196.5,
    attributes: { color: 'black' },
    variants: [
      { id: 'watch-black', title: 'Black', available: true, attributes: { color: 'black' } },
      { id: 'watch-olive', title: 'Olive', available: false, attributes: { color: 'olive' } },
      { id: 'watch-sage', title: 'Sage', available: true, attributes: { color: 'sage' } },
    ],
  },
];

const { app, search, ask } = await shopCaller(products);

const sorted = async (content: string) => (await search(content)).ids.sort();

test('a shade holding a colour the shop sells asks for that colour', async () => {
  assert.equal(await sorted('navy blue sweater'), ['navy']);
  assert.equal(await sorted('olive green sweater'), ['olive']);
  const { chat } = await search('navy blue sweater');
  assert.match(chat, /^Showing navy blue sweater\./, 'named as asked, nothing relaxed');
});

test('a light or dark shade asks for the members of its family leaning its way', async () => {
  assert.equal(await sorted('light blue sweater'), ['sky'], 'not navy, not royal blue');
  assert.equal(await sorted('dark green sweater'), ['forest', 'olive'], 'not lime');
  assert.equal(await sorted('dark grey sweater'), ['charcoal']);
  assert.equal(await sorted('dark blue sweater'), ['navy']);
});

test('a shade with no member leaning its way asks for its plain colour', async () => {
  assert.equal(await sorted('bright red sweater'), ['red']);
  assert.match((await search('bright red sweater')).chat, /^Showing bright red sweater\./);
});

test('on a page, an everyday-word colour asked alone is the product’s colour', async () => {
  assert.match(
    await ask('is the olive in stock?', 'watch'),
    /^No: the Atlas Smartwatch you're viewing is out of stock in Olive/,
  );
  assert.match(await ask('is the olive one in stock?', 'watch'), /^No: .* out of stock in Olive/);
  assert.match(await ask('is the sage in stock?', 'watch'), /^Yes: .* in stock in Sage/);
});

test.after(() => app.close());
test.run();
