/**
 * What the viewed product is good for, asked in words that are no filter (llm/offline/viewed-suitability.ts):
 * a feature holding the asked word as a word part, and an activity in water answered from its water data.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'pillow',
    title: 'Coastal Memory Foam Pillow',
    category: 'Home > Bedding',
    attributes: { features: ['hypoallergenic', 'cooling'] },
  },
  {
    id: 'dive',
    title: 'Harbor Dive Watch',
    category: 'Accessories > Watches',
    attributes: { features: ['water-resistant', 'luminous'], waterResistance: '300 m' },
  },
  {
    id: 'smart',
    title: 'Atlas Smartwatch',
    category: 'Accessories > Watches',
    attributes: { features: ['waterproof'] },
  },
  {
    id: 'splash',
    title: 'Field Watch',
    category: 'Accessories > Watches',
    attributes: { features: ['water-resistant'], waterResistance: '30 m' },
  },
  {
    id: 'quartz',
    title: 'Slim Quartz Watch',
    category: 'Accessories > Watches',
    attributes: { features: ['water-resistant'] },
  },
  {
    id: 'other-pillow',
    title: 'Feather Pillow',
    category: 'Home > Bedding',
    attributes: { features: ['soft'] },
  },
];

const { app, caller } = await shopCaller(products);

let asked = 0;
const ask = async (content: string, productId: string): Promise<string> => {
  let chat = '';
  const sessionId = `s${(asked += 1)}`;
  for await (const event of await caller.search({ content, sessionId, chatMetadata: { productId } }))
    if ('chatStream' in event) chat += event.chatStream;
  return chat;
};

test('a condition a feature holds as a word part: "allergies" of a hypoallergenic one', async () => {
  assert.match(
    await ask('is it good for allergies?', 'pillow'),
    /^Yes: the Coastal Memory Foam Pillow you're viewing is hypoallergenic\./,
  );
  assert.match(
    await ask('is it ok for allergy sufferers?', 'pillow'),
    /^Yes: the Coastal Memory Foam Pillow you're viewing is hypoallergenic\./,
  );
  // Asked as a quality of it, the opposite of what the word part says: no claim.
  assert.match(await ask('is it allergenic?', 'pillow'), /^I can't tell: .* mentions "allergenic"\./);
  assert.match(
    await ask('is it good for allergies?', 'other-pillow'),
    /^I can't tell: .* mentions "allergies"\./,
  );
});

test('an activity in water: from its water resistance or a waterproof feature', async () => {
  assert.match(
    await ask('can I swim with it?', 'dive'),
    /^Yes: the Harbor Dive Watch you're viewing is water-resistant \(water resistance: 300 m\)\./,
  );
  assert.match(
    await ask('can I go swimming with it?', 'smart'),
    /^Yes: the Atlas Smartwatch you're viewing is waterproof\./,
  );
  // Rated under what swimming asks (queryDefaults.needActivityRatings): 30 m is for splashes.
  assert.match(
    await ask('can I swim with it?', 'splash'),
    /^No: the Field Watch you're viewing is water-resistant \(water resistance: 30 m\), under the 50 m swimming calls for\./,
  );
  // Water-resistant with no rating: said, with no verdict.
  assert.match(
    await ask('can I swim with it?', 'quartz'),
    /^The Slim Quartz Watch you're viewing is water-resistant, but lists no rating of it for swimming\./,
  );
  assert.match(
    await ask('can I swim with it?', 'pillow'),
    /^I can't tell: the Coastal Memory Foam Pillow you're viewing lists no water-resistant or waterproof feature\./,
  );
});

test.after(() => app.close());
test.run();
