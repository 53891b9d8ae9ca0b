/**
 * Questions about the viewed product's stock ("is it in stock in M?") and what it is good for ("is it good for
 * hiking?"): the offline chat answers from its variants, features and details.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { viewedShopCaller } from '../helpers/viewed-shop.ts';

const { app, ask } = await viewedShopCaller();

test('yes, but out of stock: the variant asked for, or the product', async () => {
  assert.match(
    await ask('does it come in forest green?', 'trail-boot'),
    /^Yes: the Ridge Trail Boot you're viewing comes in forest green, but not in stock in forest green right now\./,
  );
  assert.match(
    await ask('does it come in green?', 'trail-boot'),
    /^Yes: .* comes in forest green, but not in stock in forest green right now\./,
    'a colour word of the variant’s, named as the variant names it',
  );
  assert.match(
    await ask('does it come in charcoal?', 'trail-boot'),
    /^Yes: the Ridge Trail Boot you're viewing comes in charcoal\./,
  );
  assert.match(await ask('is it grey?', 'gone'), /^Yes: .* comes in grey, but it's out of stock right now\./);
});

test('what the viewed product is good for: its features, its details, or no claim', async () => {
  const boot: Product = {
    id: 'winter-boot',
    title: 'Ridge Hiking Boot',
    category: 'Shoes',
    description: 'Grippy soles for hiking on wet rock.',
    attributes: { features: ['insulated', 'itch-free', 'machine washable'] },
  };
  const shop = await shopCaller([boot, { id: 'other-boot', title: 'Trail Boot', category: 'Shoes' }]);
  const ask = async (content: string) => {
    let chat = '';
    let ids: string[] = [];
    for await (const event of await shop.caller.search({
      content,
      chatMetadata: { productId: 'winter-boot' },
    })) {
      if ('chatStream' in event) chat += event.chatStream;
      else ids = event.data.responsePayload.map((item) => item.id);
    }
    return { chat, ids };
  };
  assert.match(
    (await ask('is it good for winter?')).chat,
    /^Yes: the Ridge Hiking Boot you're viewing is insulated\./,
  );
  assert.match(
    (await ask('is it good for hiking?')).chat,
    /^The Ridge Hiking Boot you're viewing mentions "hiking"\./,
  );
  assert.match(
    (await ask('can I machine wash it?')).chat,
    /^Yes: the Ridge Hiking Boot you're viewing is machine washable\./,
  );
  assert.match((await ask('is it itchy?')).chat, /^No: the Ridge Hiking Boot you're viewing is itch-free\./);
  assert.match(
    (await ask('is it insulated?')).chat,
    /^Yes: the Ridge Hiking Boot you're viewing is insulated\./,
  );
  const pool = await ask('can I take it in the pool?');
  assert.match(
    pool.chat,
    // Swimming's (`needActivities`): it lists no water feature, and nothing of its mentions the pool.
    /^I can't tell: the Ridge Hiking Boot you're viewing lists no water-resistant or waterproof feature\./,
  );
  assert.is(pool.ids[0], 'winter-boot', 'products like it, not a search for "pool"');
  shop.app.close();
});

test.after(() => app.close());
test.run();
