/**
 * A material asked of the viewed product, answered as its data holds it, through the core's caller on a real
 * SQLite catalogue: a part of that material ("has a leather strap"), a blend ("wool blend", not 100% wool) and a
 * stand-in ("down alternative", not real down) are not the material itself.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'watch',
    title: 'Atlas Smartwatch',
    category: 'Accessories > Watches',
    price: 196.5,
    attributes: { material: 'aluminum', strap: 'leather', features: ['waterproof'] },
  },
  {
    id: 'leather-watch',
    title: 'Saddle Leather Watch',
    category: 'Accessories > Watches',
    price: 150,
    attributes: { material: 'leather' },
  },
  {
    id: 'steel-watch',
    title: 'Harbor Steel Watch',
    category: 'Accessories > Watches',
    price: 120,
    attributes: { material: 'stainless steel', strap: 'rubber' },
  },
  {
    id: 'blend',
    title: 'Weekend Wool Blend Cardigan',
    category: 'Clothing > Sweaters',
    price: 104.5,
    description: 'Soft wool blend yarn gives this cardigan natural warmth.',
    attributes: { material: 'wool blend' },
  },
  {
    id: 'wool',
    title: 'Fireside Wool Cardigan',
    category: 'Clothing > Sweaters',
    price: 90.5,
    attributes: { material: 'wool' },
  },
  {
    id: 'alternative',
    title: 'Weekend Cotton Comforter',
    category: 'Home > Bedding',
    price: 146.5,
    attributes: { material: 'cotton sateen', fill: 'down alternative' },
  },
  {
    id: 'down',
    title: 'Alpine Cotton Comforter',
    category: 'Home > Bedding',
    price: 246.5,
    attributes: { material: 'cotton', fill: 'down' },
  },
  {
    id: 'wool-fill',
    title: 'Highland Cotton Comforter',
    category: 'Home > Bedding',
    price: 199,
    attributes: { material: 'cotton', fill: 'wool' },
  },
  {
    id: 'synthetic',
    title: 'Packable Cotton Comforter',
    category: 'Home > Bedding',
    price: 99,
    description: 'Packs down small for travel.',
    attributes: { material: 'cotton', fill: 'synthetic' },
  },
  {
    id: 'protein',
    title: 'Zen Over-Ear Headphones',
    category: 'Electronics > Headphones',
    price: 217.5,
    attributes: { material: 'protein leather', features: ['wireless'] },
  },
  {
    id: 'leatherette',
    title: 'Studio Over-Ear Headphones',
    category: 'Electronics > Headphones',
    price: 99,
    attributes: { material: 'leatherette' },
  },
  {
    id: 'lambskin',
    title: 'Lambskin Over-Ear Headphones',
    category: 'Electronics > Headphones',
    price: 299,
    attributes: { material: 'leather' },
  },
];

const { app, ask } = await shopCaller(products);

test('a watch whose strap only is leather "has a leather strap", and is not said to be made of leather', async () => {
  assert.match(
    await ask('does it have a leather strap?', 'watch'),
    /^Yes: the Atlas Smartwatch you're viewing has a leather strap\./,
  );
  for (const question of ['is it made of leather?', 'is it leather?'])
    assert.match(
      await ask(question, 'watch'),
      /^Partly: the Atlas Smartwatch you're viewing has a leather strap, but is made of aluminum\./,
      question,
    );
  assert.match(await ask('is it made of aluminum?', 'watch'), /^Yes: .* is made of aluminum\./);
  assert.match(await ask('is it leather?', 'leather-watch'), /^Yes: .* is made of leather\./);
});

test('a wool blend is said to be one, not 100% wool', async () => {
  assert.match(
    await ask('is it 100% wool?', 'blend'),
    /^No: the Weekend Wool Blend Cardigan you're viewing is made of wool blend, not 100% wool\./,
  );
  assert.match(await ask('is it wool?', 'blend'), /^Partly: .* is made of wool blend, not 100% wool\./);
  assert.match(await ask('is it a wool blend?', 'blend'), /^Yes: .* is made of wool blend\./);
  assert.match(await ask('is it 100% wool?', 'wool'), /^Yes: .* is made of wool\./);
});

test('a stand-in is not the real thing: "is it down filled?" of a "down alternative" fill', async () => {
  assert.match(
    await ask('is it down filled?', 'alternative'),
    /^No: the Weekend Cotton Comforter you're viewing has a down alternative fill, not real down\./,
  );
  assert.not.match(await ask('is it down filled?', 'down'), /not real down/);
});

test('a fill asked is answered from the fill it has', async () => {
  // They said "… mentions "down" and "filled"", "I can't tell: … mentions "down"" and "… mentions "down"".
  assert.match(
    await ask('is it down filled?', 'down'),
    /^Yes: the Alpine Cotton Comforter you're viewing has a down fill\./,
  );
  assert.match(
    await ask('is it down filled?', 'wool-fill'),
    /^No: the Highland Cotton Comforter you're viewing has a wool fill\./,
  );
  assert.match(
    await ask('is it down?', 'synthetic'),
    /^No: the Packable Cotton Comforter you're viewing has a synthetic fill\./,
  );
});

test('protein leather and leatherette are faux leathers: not leather, but vegan leather', async () => {
  // Each said "Yes: … made of leather", and "vegan leather?" "Yes: … made of synthetic leather".
  for (const question of ['is it leather?', 'is it real leather?'])
    for (const id of ['protein', 'leatherette'])
      assert.match(
        await ask(question, id),
        /^No: the .* you're viewing aren't made of leather[;.]/,
        question,
      );
  assert.match(
    await ask('is it vegan leather?', 'protein'),
    /^Yes: the Zen Over-Ear Headphones you're viewing are made of protein leather\./,
  );
  assert.match(await ask('is it leather?', 'lambskin'), /^Yes: .* are made of leather\./);
});

test.after(() => app.close());
test.run();
