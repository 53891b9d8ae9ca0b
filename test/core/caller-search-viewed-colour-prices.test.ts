/**
 * A colour option's price asked on its page: "how much is the red one?" of a jacket in forest green, burgundy,
 * navy and grey had said "I can't tell: nothing about … mentions "red" or "one"", and "how much is it in red?" its
 * price with no colour. Now the price of its variants in that colour, named as the product names it ("$97.99 in
 * burgundy (a shade of red)"), as "what does the king cost?" does for sizes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, colours: [string, number | undefined, boolean][]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 97.99,
  attributes: { color: colours[0]![0], material: 'nylon' },
  variants: colours.map(([colour, price, available]) => ({
    id: `${id}-${colour}`,
    title: colour,
    available,
    attributes: { color: colour },
    ...(price !== undefined && { price }),
  })),
});

const products: Product[] = [
  jacket('coastal', 'Coastal Puffer Jacket', [
    ['forest green', undefined, true],
    ['burgundy', undefined, true],
    ['navy', undefined, true],
    ['grey', undefined, true],
  ]),
  jacket('ridge', 'Ridge Puffer Jacket', [
    ['black', 120, true],
    ['burgundy', 140, false],
    ['sky blue', 130, true],
  ]),
  jacket('summit', 'Summit Puffer Jacket', [['red', undefined, true]]),
  jacket('bay', 'Bay Puffer Jacket', [['olive', undefined, true]]),
];

const { app, ask, askOnPage } = await shopCaller(products);

test("the price of a colour asked names the product's own shade", async () => {
  for (const question of [
    'how much is the red one?',
    'how much is it in red?',
    'what does the red one cost?',
  ])
    assert.match(
      await ask(question, 'coastal'),
      /^The Coastal Puffer Jacket you're viewing costs \$97\.99 in burgundy \(a shade of red\)\./,
    );
  assert.match(
    await ask('what does the blue one cost?', 'coastal'),
    /^The Coastal Puffer Jacket you're viewing costs \$97\.99 in navy \(a shade of blue\)\./,
  );
});

test("a colour priced apart gives its variant's price, and its stock", async () => {
  assert.match(
    await ask('how much is the blue one?', 'ridge'),
    /^The Ridge Puffer Jacket you're viewing costs \$130 in sky blue\./,
  );
  assert.match(
    await ask('how much is the red one?', 'ridge'),
    /^The Ridge Puffer Jacket you're viewing costs \$140 in burgundy \(a shade of red\), out of stock right now\./,
  );
});

test('a colour it does not come in says the colours it does', async () => {
  assert.match(
    await ask('how much is it in teal?', 'coastal'),
    /^No: the Coastal Puffer Jacket you're viewing doesn't come in teal; it comes in forest green, burgundy, navy or grey\./,
  );
});

test('"red or teal": the price in the colour it comes in, not the burgundy again for teal', async () => {
  assert.match(
    await ask('how much is it in red or teal?', 'coastal'),
    /^The Coastal Puffer Jacket you're viewing costs \$97\.99 in burgundy \(a shade of red\)\./,
  );
});

test('the products under a colour price are those in the colour asked, as for "does it come in red?"', async () => {
  for (const question of [
    'how much is it in red?',
    'what does the red one cost?',
    'what is the price in red?',
  ]) {
    const { ids, chat } = await askOnPage(question, undefined, 'coastal');
    assert.match(
      chat,
      /^The Coastal Puffer Jacket you're viewing costs \$97\.99 in burgundy \(a shade of red\)\./,
    );
    assert.match(chat, /Showing red products like the Coastal Puffer Jacket\./, question);
    assert.equal(ids[0], 'coastal', question);
    assert.equal([...ids].sort(), ['coastal', 'ridge', 'summit'], question);
  }
  // Of one it lacks, the products in that colour, as "does it come in red?" shows them.
  const lacking = await askOnPage('how much is it in red?', undefined, 'bay');
  assert.match(
    lacking.chat,
    /^No: the Bay Puffer Jacket you're viewing doesn't come in red; it comes in olive\./,
  );
  assert.equal([...lacking.ids].sort(), ['coastal', 'ridge', 'summit']);
  // A price asked with no colour still lists every product like it.
  assert.equal((await askOnPage('how much is it?', undefined, 'coastal')).ids.length, 4);
});

test.after(() => app.close());
test.run();
