/**
 * A question about the viewed product in words of a feature the catalogue tags, not its name: on the demo shop's
 * frying pans "does it work on induction?" said "I can't tell: nothing about … mentions "work" or "induction"" of
 * one not tagged "induction compatible", and "… mentions "work" and "induction"" of one that is; on a sunscreen
 * "is it reef safe?" said nothing mentions "reef" or "safe" of one not tagged "reef-friendly". The question is that
 * feature, as "is it induction compatible?" is. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { listedFeatures } from '../helpers/product-features.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const featuresOf = (id: string): string[] => listedFeatures(products.find((product) => product.id === id));

test('a question in words of a feature the demo shop tags asks that feature of the viewed product', async () => {
  for (const [question, id, answer, feature] of [
    [
      'does it work on induction?',
      'sku-00150',
      "No: the Artisan Cast Iron Frying Pan you're viewing isn't listed as induction compatible",
      'induction compatible',
    ],
    [
      'will it work on induction?',
      'sku-00048',
      "No: the Cast Iron Dutch Oven in Black you're viewing isn't listed as induction compatible",
      'induction compatible',
    ],
    [
      'is it reef safe?',
      'sku-00103',
      "No: the Titanium Dioxide Mineral Sunscreen SPF 50 you're viewing isn't listed as reef-friendly",
      'reef-friendly',
    ],
  ] as const) {
    const { ids, chat } = await demo.askOnPage(question, undefined, id);
    assert.ok(chat.startsWith(answer), `${question}: ${chat}`);
    assert.not.match(chat, /nothing about|mentions "(?:work|reef)"/, question);
    assert.ok(
      ids.length > 0 && ids.every((shown) => featuresOf(shown).includes(feature)),
      `${question}: ${ids}`,
    );
  }
  const yes = await demo.askOnPage('does it work on induction?', undefined, 'sku-00219');
  assert.ok(
    yes.chat.startsWith(
      "Yes: the Tri-Ply Stainless Steel Frying Pan in Charcoal you're viewing is induction compatible.",
    ),
    yes.chat,
  );
  const reef = await demo.askOnPage('is it reef safe?', undefined, 'sku-00208');
  assert.ok(
    reef.chat.startsWith("Yes: the Tinted Mineral Sunscreen SPF 30 you're viewing is reef-friendly."),
    reef.chat,
  );
});

const item = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  description: `A ${title.toLowerCase()}.`,
  category: 'Home > Kitchen',
  price: 30,
  attributes: { features },
});

const shop = await shopCaller([
  item('mug', 'Stoneware Mug', ['dishwasher safe']),
  item('pan', 'Steel Pan', ['induction compatible']),
  item('dish', 'Pie Dish', ['oven safe']),
]);

test('a qualifier alone, a search asking nothing of it and words beyond the feature are not read so; another qualifier is', async () => {
  // "safe" names no feature alone ("dishwasher safe" and "oven safe" alike): nothing else is asked of the pan.
  const safe = await shop.askOnPage('is it safe?', undefined, 'pan');
  assert.not.match(safe.chat, /dishwasher safe|oven safe/, safe.chat);
  // Not asked of the viewed product: the words stay words.
  const searched = await shop.search('works on induction');
  assert.not.match(searched.chat, /^Showing induction compatible/, searched.chat);
  // A word saying more than the feature keeps the question to its words.
  const more = await shop.askOnPage('does it work on induction and gas?', undefined, 'pan');
  assert.not.match(more.chat, /^Yes: /, more.chat);
  // Another qualifier of a feature named by its own word: "oven proof" is "oven safe".
  const proof = await shop.askOnPage('is it oven proof?', undefined, 'dish');
  assert.ok(proof.chat.startsWith("Yes: the Pie Dish you're viewing is oven safe."), proof.chat);
});

test.run();
