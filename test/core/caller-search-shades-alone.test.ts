/**
 * A shade asked with no colour, through the core's caller on a real SQLite catalogue: "bedding in a light colour"
 * lists the bedding in the shop's light colours (light grey, cream, white…); it had been read as lightweight
 * ("Showing bedding in a lightweight colour.", a charcoal duvet cover first). Where the shop sells no colour of
 * the shade, the colour stays open, still no weight.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const bedding = (id: string, color: string, features: string[] = []): Product => ({
  id,
  title: `Cotton Duvet Cover in ${color}`,
  category: 'Home > Bedding',
  price: 100,
  currency: 'USD',
  attributes: { color, features },
});

const { app, search } = await shopCaller([
  bedding('grey', 'Light Grey'),
  bedding('cream', 'Cream'),
  bedding('white', 'White'),
  bedding('charcoal', 'Charcoal', ['lightweight']),
  bedding('navy', 'Navy', ['lightweight']),
]);

test('a light colour is a shade: the light colours the shop sells, no weight', async () => {
  for (const request of ['bedding in a light colour', 'light-coloured bedding', 'bedding in light colors']) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['cream', 'grey', 'white'], request);
    assert.not.match(found.chat, /lightweight/, request);
  }
  const dark = await search('bedding in dark shades');
  assert.equal([...dark.ids].sort(), ['charcoal', 'navy']);
});

test('"light" alone before a product is still its weight', async () => {
  assert.equal([...(await search('light bedding')).ids].sort(), ['charcoal', 'navy']);
});

test.after(() => app.close());
test.run();
