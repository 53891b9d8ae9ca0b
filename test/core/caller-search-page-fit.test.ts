/**
 * A question of how the viewed product fits ("does it run small?", "is it true to size?", "is this good for wide
 * feet?"): answered from what its data states of its fit or width (an attribute, a feature, its description), else
 * said plainly that its details say nothing of how it fits, with the sizes it comes in; never the question's words
 * echoed ('nothing … mentions "run" or "small"').
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (
  id: string,
  title: string,
  attributes: Product['attributes'],
  description?: string,
): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  price: 179.99,
  ...(description !== undefined && { description }),
  attributes: { material: 'leather', size: ['5', '6', '7', '8', '9', '10', '11', '12', '13'], ...attributes },
});

const products: Product[] = [
  boot('highpoint', 'Highpoint Waterproof Hiking Boot', { features: ['waterproof'], cut: 'mid' }),
  boot('ridge', 'Ridge Trail Boot', { width: 'wide', fit: 'runs half a size small' }),
  boot('mesa', 'Mesa Hiking Boot', { features: ['wide-fit'] }),
  {
    id: 'rain',
    title: 'Coastal Recycled Nylon Rain Jacket',
    category: 'Clothing > Jackets',
    description:
      'Cut from recycled nylon, this rain jacket has a relaxed fit and zip hand pockets. It is waterproof.',
    attributes: { size: ['S', 'M', 'L', 'XL'], features: ['waterproof'] },
  },
  {
    id: 'tee',
    title: 'Linen Tee',
    category: 'Clothing > Tops',
    attributes: { size: ['S', 'M', 'L'], features: ['relaxed-fit'] },
  },
];
const { ask } = await shopCaller(products);

test('no fit stated: said so plainly, with the sizes it comes in', async () => {
  for (const content of [
    'does it run small?',
    'is it true to size?',
    'how does it fit?',
    'should I size up?',
  ]) {
    const chat = await ask(content, 'highpoint');
    assert.ok(
      chat.startsWith(
        "Nothing in the details of the Highpoint Waterproof Hiking Boot you're viewing says how it fits; it comes " +
          'in sizes 5 to 13. Showing products like the Highpoint Waterproof Hiking Boot',
      ),
      `${content}: ${chat}`,
    );
    assert.not.match(chat, /mentions "(?:run|small|true|fit|size)"/, content);
  }
  assert.match(
    await ask('is this good for wide feet?', 'highpoint'),
    /^Nothing in the details of the Highpoint Waterproof Hiking Boot you're viewing says how wide it fits; it comes in sizes 5 to 13\. /,
  );
});

test('a fit or width it states is the answer', async () => {
  const asked: [string, string, string][] = [
    ['does it run small?', 'ridge', "The Ridge Trail Boot you're viewing lists fit: runs half a size small."],
    ['is this good for wide feet?', 'ridge', "The Ridge Trail Boot you're viewing lists width: wide."],
    ['is this good for wide feet?', 'mesa', "The Mesa Hiking Boot you're viewing is wide-fit."],
    ['is it true to size?', 'tee', "The Linen Tee you're viewing is relaxed-fit."],
    [
      'does it run small?',
      'rain',
      'The description of the Coastal Recycled Nylon Rain Jacket you\'re viewing says: "Cut from recycled nylon, ' +
        'this rain jacket has a relaxed fit and zip hand pockets."',
    ],
  ];
  for (const [content, id, answer] of asked) {
    const chat = await ask(content, id);
    assert.ok(chat.startsWith(`${answer} Showing products like`), `${content} (${id}): ${chat}`);
  }
});

test.run();
