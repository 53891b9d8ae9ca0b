/**
 * A kind asked with its noun that gave way still orders the kind asked for, through the core's caller on the demo
 * shop. No moisturizer there is for dry skin, so "moisturizer for dry skin" relaxes the skin type; it had then
 * listed "Hydrating Moisturizer for Oily Skin" first. Now the moisturizers whose titles name another skin type
 * come after those naming none, and products of other kinds ("Face Serum for Dry Skin", a "Duvet Cover in Cream"
 * for "eye cream") keep their places.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const titles = new Map(demoProducts().map((product) => [product.id, product.title]));
const titleOf = (id: string): string => titles.get(id) ?? '';
const OTHER_SKIN = / for (?!Dry)\w+ Skin$/;

for (const request of ['moisturizer for dry skin', 'moisturizers for dry skin']) {
  test(`"${request}": moisturizers for another skin type come after the other moisturizers`, async () => {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, /I relaxed: for dry skin\./);
    const moisturizers = ids.map(titleOf).filter((title) => /Moisturizer$|Moisturizer for/.test(title));
    assert.ok(moisturizers.length >= 3, moisturizers.join(' | '));
    assert.not.match(moisturizers[0] ?? '', OTHER_SKIN);
    const firstOther = moisturizers.findIndex((title) => OTHER_SKIN.test(title));
    assert.ok(firstOther > 0, moisturizers.join(' | '));
    for (const title of moisturizers.slice(firstOther)) assert.match(title, OTHER_SKIN);
    assert.not.match(chat, /Top pick: [^.]*for Oily Skin/);
  });
}

test('"eye cream for oily skin": an eye cream naming no skin type leads, not a duvet cover in cream', async () => {
  const { ids, chat } = await demo.search('eye cream for oily skin');
  assert.match(chat, /I relaxed: for oily skin\./);
  assert.equal(titleOf(ids[0] ?? ''), 'Morning Eye Cream');
  const duvet = ids.findIndex((id) => titleOf(id).startsWith('Organic Cotton Duvet'));
  const eyeCreams = ids.filter((id) => titleOf(id).includes('Eye Cream'));
  assert.ok(duvet < 0 || ids.indexOf(eyeCreams.at(-1) ?? '') < duvet, ids.map(titleOf).join(' | '));
});

const cream = (id: string, title: string, skinType: string, rating: number): Product => ({
  id,
  title,
  description: 'A rich moisturizer that hydrates.',
  category: 'Beauty > Skincare',
  price: 30,
  rating,
  reviewCount: 500,
  attributes: { skinType },
});

const shop = await shopCaller([
  cream('oily', 'Hydrating Moisturizer for Oily Skin', 'oily', 5),
  cream('plain', 'Daily Moisturizer', 'sensitive', 3.5),
  cream('serum', 'Face Serum for Dry Skin', 'dry', 4),
]);

test('a moisturizer whose title names another skin type comes after one whose title names none', async () => {
  const { ids, chat } = await shop.search('moisturizer for dry skin');
  assert.match(chat, /I relaxed: for dry skin\./);
  assert.ok(ids.indexOf('plain') >= 0 && ids.indexOf('plain') < ids.indexOf('oily'), ids.join(', '));
});

test.after(async () => {
  await demo.app.close();
  await shop.app.close();
});
test.run();
