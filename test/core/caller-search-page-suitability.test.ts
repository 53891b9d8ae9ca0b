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
    id: 'other-pillow',
    title: 'Feather Pillow',
    category: 'Home > Bedding',
    attributes: { features: ['soft'] },
  },
];

const { app, caller } = await shopCaller(products);

const ask = async (content: string, productId: string): Promise<string> => {
  let chat = '';
  for await (const event of await caller.search({ content, chatMetadata: { productId } }))
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

test.after(() => app.close());
test.run();
