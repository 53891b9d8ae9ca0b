/**
 * A colour a comparison asks is answered from the products' own colours, their variants' included, each said in
 * its own shade: "which comes in red?" and "which is available in blue?" had given the overall comparison, and
 * "which is cheaper in red?" had compared prices in any colour. Through the core's caller on a real SQLite
 * catalogue, as "which is cheaper in size 9?" is for sizes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (
  id: string,
  title: string,
  price: number,
  colours: [string, number | undefined, boolean][],
): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price,
  attributes: { color: colours[0]![0], material: 'nylon' },
  variants: colours.map(([colour, own, available]) => ({
    id: `${id}-${colour}`,
    title: colour,
    available,
    attributes: { color: colour },
    ...(own !== undefined && { price: own }),
  })),
});

const { app, compare } = await shopCaller([
  jacket('coastal', 'Coastal Puffer Jacket', 98, [
    ['forest green', undefined, true],
    ['burgundy', undefined, true],
    ['navy', undefined, true],
    ['grey', undefined, true],
  ]),
  jacket('ridge', 'Ridge Puffer Jacket', 150, [
    ['olive', undefined, true],
    ['sky blue', undefined, true],
    ['black', undefined, true],
  ]),
  jacket('commuter', 'Commuter Puffer Jacket', 120, [
    ['burgundy', undefined, false],
    ['cream', undefined, true],
  ]),
  jacket('dyed', 'Dyed Puffer Jacket', 90, [
    ['black', 90, true],
    ['red', 130, true],
  ]),
  jacket('harbor', 'Harbor Rain Jacket', 90, [['black', undefined, true]]),
  jacket('shell', 'Trail Shell Jacket', 110, [['navy', undefined, true]]),
  jacket('summit', 'Summit Rain Jacket', 70, [['grey', undefined, true]]),
]);

test('"which comes in red?" names each one\'s own shade, and the colours of those without it', async () => {
  const message = await compare(['coastal', 'ridge', 'commuter'], 'which comes in red?');
  assert.match(
    message,
    /^Comparing [^.]* in red\. In red: Coastal Puffer Jacket and Commuter Puffer Jacket\. /,
  );
  assert.match(
    message,
    /Coastal Puffer Jacket comes in burgundy \(a shade of red\); Ridge Puffer Jacket comes in olive, sky blue or black; Commuter Puffer Jacket comes in burgundy \(a shade of red\), out of stock right now\./,
  );
  assert.not.match(message, /overall/);
});

test('"which is available in blue?" counts a variant\'s colour', async () => {
  const message = await compare(['coastal', 'ridge'], 'which is available in blue?');
  assert.match(
    message,
    /In blue: Coastal Puffer Jacket and Ridge Puffer Jacket\. Coastal Puffer Jacket comes in navy \(a shade of blue\); Ridge Puffer Jacket comes in sky blue\./,
  );
  const none = await compare(['coastal', 'ridge'], 'which comes in orange?');
  assert.match(none, /None of them comes in orange\. Coastal Puffer Jacket comes in forest green, burgundy/);
});

test('"which is cheaper in red?" compares the prices in red', async () => {
  const priced = await compare(['coastal', 'dyed'], 'which is cheaper in red?');
  assert.match(
    priced,
    /In red, the cheaper is Coastal Puffer Jacket at \$98; prices go up to \$130 \(Dyed Puffer Jacket\)\./,
  );
  assert.match(priced, /Best for a tight budget in red: Coastal Puffer Jacket\./);
  assert.match(priced, /Dyed Puffer Jacket comes in red/);
  const alone = await compare(['coastal', 'ridge'], 'which is cheaper in red?');
  assert.match(alone, /Only Coastal Puffer Jacket comes in burgundy \(a shade of red\), at \$98\./);
});

test('"red or teal": each colour met by its own family, a burgundy one never twice as if teal', async () => {
  const message = await compare(['coastal', 'ridge'], 'which comes in red or teal?');
  assert.match(message, /Coastal Puffer Jacket comes in burgundy \(a shade of red\);/);
  assert.not.match(message, /burgundy \(a shade of red\) and burgundy/);
});

test('"which comes in black or navy?" prices no one colour of those asked by a variant named for it', async () => {
  // The Dyed jacket's variants are titled by colour: it had added "In black, the cheapest is …" for black only.
  for (const [ids, question] of [
    [['dyed', 'shell'], 'which comes in black or navy?'],
    [['dyed', 'coastal'], 'which comes in red?'],
  ] as const) {
    const message = await compare([...ids], question);
    assert.match(message, /^Comparing [^.]* in (black or navy|red)\. In (black or navy|red): /, question);
    assert.not.match(message, /In (black|red),|tight budget in/i, question);
  }
});

test('"the black or the navy?" of a black and a navy jacket compares those two, named with their colour', async () => {
  for (const question of ['which is better, the black or the navy?', 'the navy one or the black one?']) {
    const message = await compare(['harbor', 'summit', 'shell'], question);
    assert.match(
      message,
      /^Comparing (Harbor Rain Jacket \(black\)|Trail Shell Jacket \(navy\)) and (Harbor Rain Jacket \(black\)|Trail Shell Jacket \(navy\)) overall\./,
      question,
    );
    assert.not.match(message, /In black or navy|comes in|Summit/, question);
  }
  const priced = await compare(['harbor', 'shell'], 'which is cheaper, the black or the navy?');
  assert.match(
    priced,
    /The cheaper is Harbor Rain Jacket at \$90; prices go up to \$110 \(Trail Shell Jacket\)\./,
  );
});

test('"the black or the red?" of jackets coming in both sets the colour options apart by price and stock', async () => {
  const message = await compare(['ridge', 'dyed'], 'which is better, the black or the red?');
  assert.match(
    message,
    /Black or red: Ridge Puffer Jacket costs \$150 in black and doesn't come in red; Dyed Puffer Jacket costs \$90 in black and \$130 in red\. Nothing else in their data sets the colours apart\./,
  );
  assert.not.match(message, /In black or red:|In Black/);
  // Asked after "in", a colour is still one to come in.
  assert.match(await compare(['ridge', 'dyed'], 'which comes in black or red?'), /In black or red: /);
});

test.after(() => app.close());
test.run();
