/**
 * On a product's page, a request to compare it with a product it names ("how does it compare to the Harbor Rain
 * Jacket?", "is it better than …", "… or this one?"): the viewed and the named product compared as the compare
 * feature compares them, not a fact of the viewed one; a name the catalogue holds no product of is said so first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, price: number, features: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price,
  rating: 4.2,
  reviewCount: 100,
  attributes: { material: 'nylon', features, size: ['S', 'M', 'L'] },
});

const products: Product[] = [
  jacket('coastal', 'Coastal Recycled Nylon Rain Jacket', 90, ['waterproof', 'breathable']),
  jacket('harbor', 'Harbor Rain Jacket', 115, ['waterproof', 'packable']),
  jacket('storm', 'Storm Recycled Nylon Rain Jacket', 135.99, ['waterproof']),
];
const shop = await shopCaller(products);

test('the viewed product and the one named are compared', async () => {
  const compared = await shop.compare(['coastal', 'harbor'], 'compare');
  assert.match(compared, /^Comparing Coastal Recycled Nylon Rain Jacket and Harbor Rain Jacket overall\./);
  for (const content of [
    'how does it compare to the harbor rain jacket?',
    'compare this with the Harbor Rain Jacket',
    'is it better than the harbor rain jacket?',
    'the harbor rain jacket or this one?',
    'which is better, this or the Harbor Rain Jacket?',
  ]) {
    const { ids, chat } = await shop.askOnPage(content, undefined, 'coastal');
    assert.equal(ids, ['coastal', 'harbor'], content);
    // "which is better" asks a verdict: the same pair compared, with the pick (compare-verdict.ts).
    if (/which is better/u.test(content))
      assert.match(
        chat,
        /^Comparing Coastal .* overall\. My pick: Coastal Recycled Nylon Rain Jacket \(/u,
        content,
      );
    else assert.equal(chat, compared, content);
  }
});

test('a product named that the catalogue does not hold is said so, then answered as before', async () => {
  const { ids, chat } = await shop.askOnPage(
    'how does it compare to the zebra jacket?',
    undefined,
    'coastal',
  );
  assert.ok(
    chat.startsWith(
      'I couldn\'t find one product called "zebra jacket" to compare with the Coastal Recycled Nylon Rain Jacket ' +
        "you're viewing. ",
    ),
    chat,
  );
  assert.equal(ids[0], 'coastal');
});

test.run();
