/**
 * A yes/no question on a product's page whose answer is no, the asked feature relaxed as no product like it has it:
 * the products like it follow without the viewed one, which had led them ("is it dishwasher safe?" of a walnut
 * cutting board answered "No" and then showed that board first). A no to "waterproof" of a water-resistant
 * sunscreen says it is water-resistant, and the note counts one as "1 of them is". Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, askOnPage, search } = await shopCaller(demoProducts());
const titled = (title: string): string => demoProducts().find((product) => product.title === title)!.id;

test('a no to a feature shows the products like the viewed one without it', async () => {
  const cases = [
    ['is it dishwasher safe?', 'Farmhouse Walnut Cutting Board', 'Cutting Board'],
    ['is it machine washable?', 'Cooling Sateen Cotton Sheet Set', 'Sheet Set'],
  ] as const;
  for (const [question, title, kind] of cases) {
    const viewed = titled(title);
    const found = await askOnPage(question, undefined, viewed);
    assert.match(found.chat, `No: the ${title} you're viewing isn't listed as`);
    assert.ok(found.ids.length > 0, question);
    assert.not.ok(found.ids.includes(viewed), `${question}: ${found.ids.join(', ')}`);
    const first = demoProducts().find((product) => product.id === found.ids[0])!;
    assert.match(first.title, kind);
  }
});

test('a yes keeps the viewed product among those shown', async () => {
  const viewed = titled('Titanium Dioxide Mineral Sunscreen SPF 50');
  const found = await askOnPage('is it water-resistant?', undefined, viewed);
  assert.match(found.chat, /^Yes/);
  assert.ok(found.ids.includes(viewed));
});

test('a no to "waterproof" of a water-resistant sunscreen says it is water-resistant', async () => {
  const viewed = titled('Titanium Dioxide Mineral Sunscreen SPF 50');
  const found = await askOnPage('is it waterproof?', undefined, viewed);
  assert.match(
    found.chat,
    "No: the Titanium Dioxide Mineral Sunscreen SPF 50 you're viewing isn't listed as waterproof; it is water-resistant.",
  );
});

test('one water-resistant product among those shown "is" water-resistant', async () => {
  const found = await search('waterproof mineral sunscreen spf 50');
  assert.match(found.chat, 'None of these is labelled waterproof; 1 of them is water-resistant.');
});

test.after(() => app.close());
test.run();
