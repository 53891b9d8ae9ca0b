/**
 * A colour asked of the viewed product is answered in the product's own colours: "does it come in red?" of a
 * jacket in forest green, burgundy, navy and grey had said "Yes: … comes in red." and "is the red in stock?" "No:
 * … doesn't come in red". Now "comes in burgundy (a shade of red)" and "is in stock in burgundy (a shade of
 * red)"; the colour itself, or a spelling of it, stays as asked ("comes in gray"). Of colours asked as alternatives
 * ("is the red or teal one in stock?"), each is met by its own family (colour-met.ts's coloursMet), never by the
 * other's shades: the stock of those it comes in, and the ones it lacks, each named.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, colours: string[], soldOut: string[] = []): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 98,
  attributes: { color: colours[0]!, material: 'nylon' },
  variants: colours.map((colour) => ({
    id: `${id}-${colour}`,
    title: colour,
    available: !soldOut.includes(colour),
    attributes: { color: colour },
  })),
});

const products: Product[] = [
  jacket('coastal', 'Coastal Puffer Jacket', ['forest green', 'burgundy', 'navy', 'grey']),
  jacket('ridge', 'Ridge Puffer Jacket', ['black', 'burgundy'], ['burgundy']),
  jacket('harbor', 'Harbor Puffer Jacket', ['red', 'navy blue']),
  jacket('summit', 'Summit Puffer Jacket', ['mustard']),
];

const { app, ask } = await shopCaller(products);

test('a colour met only by a shade of it names the shade, never the colour asked', async () => {
  for (const question of ['does it come in red?', 'can I buy it in red?']) {
    const chat = await ask(question, 'coastal');
    assert.match(
      chat,
      /^Yes: the Coastal Puffer Jacket you're viewing comes in burgundy \(a shade of red\)\./,
    );
    // The answer's sentence: a later pick that is red ("Harbor … comes in red") may say so.
    assert.not.match(chat.split('. ')[0] ?? '', /comes in red/);
  }
  const blue = await ask('does it come in blue?', 'coastal');
  assert.match(blue, /^Yes: the Coastal Puffer Jacket you're viewing comes in navy \(a shade of blue\)\./);
});

test('the colour asked itself, a spelling of it, or a colour holding its words is said as such', async () => {
  assert.match(
    await ask('does it come in red?', 'harbor'),
    /^Yes: the Harbor Puffer Jacket you're viewing comes in red\./,
  );
  assert.match(
    await ask('does it come in gray?', 'coastal'),
    /^Yes: the Coastal Puffer Jacket you're viewing comes in gray\./,
  );
  assert.match(
    await ask('does it come in navy?', 'harbor'),
    /^Yes: the Harbor Puffer Jacket you're viewing comes in navy blue\./,
  );
  assert.match(
    await ask('does it come in green?', 'coastal'),
    /^Yes: the Coastal Puffer Jacket you're viewing comes in forest green\./,
  );
});

test('the stock of a shade says the shade', async () => {
  assert.match(
    await ask('is the red in stock?', 'coastal'),
    /^Yes: the Coastal Puffer Jacket you're viewing is in stock in burgundy \(a shade of red\)\./,
  );
  assert.match(
    await ask('is the blue one in stock?', 'coastal'),
    /^Yes: the Coastal Puffer Jacket you're viewing is in stock in navy \(a shade of blue\)\./,
  );
  assert.match(
    await ask('is the red in stock?', 'ridge'),
    /^No: the Ridge Puffer Jacket you're viewing is out of stock in burgundy \(a shade of red\) right now\./,
  );
  assert.match(
    await ask('is the red in stock?', 'summit'),
    /^No: the Summit Puffer Jacket you're viewing doesn't come in red; it comes in mustard\./,
  );
});

test('a shade sold out is said sold out', async () => {
  assert.match(
    await ask('does it come in red?', 'ridge'),
    /^Yes: the Ridge Puffer Jacket you're viewing comes in burgundy \(a shade of red\), but not in stock in burgundy right now\./,
  );
});

test('colours asked together are one clause, each in its own colours', async () => {
  for (const question of ['does it come in red or blue?', 'does it come in red and blue?'])
    assert.match(
      await ask(question, 'coastal'),
      /^Yes: the Coastal Puffer Jacket you're viewing comes in burgundy \(a shade of red\) and navy \(a shade of blue\)\./,
    );
  // A colour the other one's shades already name is not said twice.
  assert.match(await ask('does it come in navy or blue?', 'coastal'), /^Yes: [^.]* viewing comes in navy\./);
});

test("of colours asked as alternatives, one it lacks is said so, never met by the other one's shade", async () => {
  const chat = await ask('does it come in red or teal?', 'coastal');
  assert.match(chat, /^Yes: [^.]* viewing comes in burgundy \(a shade of red\), but not in teal\./);
  assert.not.match(chat, /and burgundy/);
});

test("of colours asked as alternatives, the stock of those it comes in, never met by the other one's shade", async () => {
  assert.match(
    await ask('is the red or teal one in stock?', 'coastal'),
    /^Yes: the Coastal Puffer Jacket you're viewing is in stock in burgundy \(a shade of red\); it doesn't come in teal\./,
  );
  assert.match(
    await ask('is the teal or red one in stock?', 'ridge'),
    /^No: the Ridge Puffer Jacket you're viewing is out of stock in burgundy \(a shade of red\) right now; it doesn't come in teal\./,
  );
  assert.match(
    await ask('is the red or blue one in stock?', 'coastal'),
    /^Yes: the Coastal Puffer Jacket you're viewing is in stock in burgundy \(a shade of red\) and navy \(a shade of blue\)\./,
  );
});

test('colours asked as alternatives are each answered, a variant named by one of them too', async () => {
  for (const question of ['is the black or red one in stock?', 'is the red or black one in stock?'])
    assert.match(
      await ask(question, 'ridge'),
      /^Yes: the Ridge Puffer Jacket you're viewing is in stock in black, but not in burgundy \(a shade of red\) right now\./,
      question,
    );
  assert.match(
    await ask('is the black one in stock?', 'ridge'),
    /^Yes: the Ridge Puffer Jacket you're viewing is in stock in black\./,
  );
  assert.match(
    await ask('is the burgundy or blue one in stock?', 'ridge'),
    /^No: the Ridge Puffer Jacket you're viewing is out of stock in burgundy right now; it doesn't come in blue\./,
  );
});

test('colours asked as alternatives that it lacks are each named', async () => {
  assert.match(
    await ask('is the teal or purple one in stock?', 'summit'),
    /^No: the Summit Puffer Jacket you're viewing doesn't come in teal or purple; it comes in mustard\./,
  );
  assert.match(
    await ask('how much is it in purple or teal?', 'summit'),
    /^No: the Summit Puffer Jacket you're viewing doesn't come in purple or teal; it comes in mustard\./,
  );
});

test.after(() => app.close());
test.run();
