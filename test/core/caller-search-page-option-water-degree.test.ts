/**
 * Questions asked on a product's page that had found nothing to say (the demo shop): other colours or sizes from its
 * own options (viewed-other-options.ts), water it is taken to from its water features ("can I take it in the
 * pool?", "is it ok by the pool?": `needActivities`, `needSplashes`), and a quality word naming an attribute ("is
 * it loud enough for a party?": its output; "is the battery long-lasting?": a part its attributes name).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { ask } = await shopCaller(demoProducts());
const speaker = 'sku-00010';
const name = "the Lantern Waterproof Portable Bluetooth Speaker you're viewing";

/** The chat's first sentence. */
const opening = async (content: string, productId: string): Promise<string> =>
  (await ask(content, productId)).split(/(?<=\.) /u)[0] ?? '';

test('other colours are its own colours', async () => {
  for (const question of [
    'does it come in other colours?',
    'any other colors?',
    'is there a different colour?',
  ])
    assert.is(await opening(question, speaker), `Yes: ${name} comes in grey, black, sand or navy.`, question);
  assert.is(
    await opening('what other colours does it come in?', speaker),
    `The Lantern Waterproof Portable Bluetooth Speaker you're viewing comes in grey, black, sand or navy.`,
  );
  // One colour only, said plainly.
  assert.is(
    await opening('any other colours?', 'sku-00014'),
    "No: the Metro Carry-On Friendly Travel Backpack you're viewing comes only in tan.",
  );
});

test('other sizes are its own sizes, or one size when it lists none', async () => {
  assert.is(
    await opening('does it come in other sizes?', 'sku-00001'),
    "Yes: the Coastal Ripstop Nylon Puffer Jacket you're viewing comes in sizes XS, S, M, L, XL or XXL.",
  );
  assert.is(
    await opening('does it come in other sizes?', 'sku-00376'),
    "No: the Haven Cotton Sateen Comforter you're viewing comes only in size Full/Queen.",
  );
  for (const question of ['does it come in other sizes?', 'is there a bigger size?'])
    assert.is(
      await opening(question, speaker),
      `No: ${name} comes in one size only; it lists no sizes.`,
      question,
    );
});

test('water it is taken to is answered from its water features', async () => {
  assert.is(await opening('can I take it in the pool?', speaker), `Yes: ${name} is waterproof.`);
  assert.is(await opening('is it ok by the pool?', speaker), `Yes: ${name} is waterproof.`);
  // A dive watch rated for it; a watch water-resistant with no rating; a jacket listing nothing of water.
  assert.is(
    await opening('can I take it in the pool?', 'sku-00205'),
    "Yes: the Men's Mariner Scratch-Resistant Dive Watch you're viewing is water-resistant (water resistance: 300 m).",
  );
  assert.is(
    await opening('can I take it in the pool?', 'sku-00011'),
    "The Classic 40 mm Quartz Watch you're viewing is water-resistant, but lists no rating of it for swimming.",
  );
  assert.is(
    await opening('is it ok at the beach?', 'sku-00011'),
    "Yes: the Classic 40 mm Quartz Watch you're viewing is water-resistant.",
  );
  assert.is(
    await opening('can I wear it in the pool?', 'sku-00001'),
    "I can't tell: the Coastal Ripstop Nylon Puffer Jacket you're viewing lists no water-resistant or waterproof feature.",
  );
});

test('a quality word names its attribute, said without a verdict', async () => {
  assert.is(
    await opening('is it loud enough for a party?', speaker),
    `The Lantern Waterproof Portable Bluetooth Speaker you're viewing has an output of 40W.`,
  );
  assert.is(
    await opening('is it bright enough?', speaker),
    "The Lantern Waterproof Portable Bluetooth Speaker you're viewing lists no brightness or lumens.",
  );
  assert.is(
    await opening('is it roomy enough for a week?', 'sku-00014'),
    "The Metro Carry-On Friendly Travel Backpack you're viewing has a capacity of 35L.",
  );
  for (const question of ['is the battery long-lasting?', 'does the battery last long?'])
    assert.is(
      await opening(question, speaker),
      "The Lantern Waterproof Portable Bluetooth Speaker you're viewing lists battery life: 12 hours.",
      question,
    );
  // A feature holding the word is no spec asked: "fast" of fast-charging headphones is no speed.
  assert.not.match(await opening('is it fast to charge?', 'sku-00024'), /speed/u);
  // A condition's word still answers by its features first.
  assert.is(
    await opening('is it warm enough?', 'sku-00001'),
    "Yes: the Coastal Ripstop Nylon Puffer Jacket you're viewing is insulated (fill: synthetic).",
  );
});

test.run();
