/**
 * A size move said on a product's page ("one size smaller", "a size up", "go up a size") asks of the viewed product,
 * as "is there a smaller size?" does: answered from its size options. It had been read as a sort by a measure
 * ("Showing size, smallest first.", watches) or searched as words ("Showing one size smaller.", backpacks).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, askOnPage } = await shopCaller(demoProducts());
const products = demoProducts();
const titled = (title: string): string => products.find((product) => product.title === title)!.id;

test('a size move on a pan page answers from its sizes', async () => {
  const pan = titled('Artisan Cast Iron Frying Pan');
  for (const content of ['one size smaller', 'a size smaller', 'a size down please']) {
    const found = await askOnPage(content, undefined, pan);
    assert.match(
      found.chat,
      /^Yes: the Artisan Cast Iron Frying Pan you're viewing comes in size 10-inch, smaller than 12-inch\./,
      content,
    );
    assert.equal(found.ids[0], pan, content);
  }
  for (const content of ['one size up', 'go up a size', 'is there one size bigger?']) {
    const found = await askOnPage(content, undefined, pan);
    assert.match(found.chat, /^Yes: .* comes in size 12-inch, larger than 10-inch\./, content);
  }
});

test('a one-size product says so', async () => {
  const found = await askOnPage('one size up', undefined, titled('Cast Iron Dutch Oven in Black'));
  assert.match(found.chat, "No: the Cast Iron Dutch Oven in Black you're viewing comes only in 3.5 qt.");
});

test.after(() => app.close());
test.run();
