/**
 * "Which packs smaller?", "which is more packable?", "which is easier to carry?" compare how small or light the
 * products pack or carry: their packed size or weight where they state one, else the features bearing on it that
 * each lists. Of the demo's tents they had compared capacity ("They have the same capacity: 2-person."), or said
 * only that one is packable; "which is bigger?" still compares capacity.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const titled = (title: string): string => demoProducts().find((product) => product.title === title)!.id;
const tents = ['Sierra Freestanding Backpacking Tent', 'Alpine 2-Person Waterproof Backpacking Tent'].map(
  titled,
);

test('of tents stating no packed size: the features bearing on it each lists', async () => {
  for (const question of [
    'which packs smaller?',
    'which is more packable?',
    'which is easier to carry?',
    'which is lighter to carry?',
  ]) {
    const chat = await demo.compare(tents, question);
    assert.match(chat, / on packed size or weight\./, question);
    assert.match(
      chat,
      /None of them lists its packed size or weight, but Sierra Freestanding Backpacking Tent is listed as packable; Alpine 2-Person Waterproof Backpacking… as ultralight\./,
      question,
    );
    assert.not.match(chat, /capacity|Packable: /, question);
  }
});

test('"which is bigger?" and "which is roomier?" still compare capacity', async () => {
  for (const question of ['which is bigger?', 'which is roomier?'])
    assert.match(await demo.compare(tents, question), /They have the same capacity: 2-person\./, question);
});

const product = (id: string, title: string, attributes: Product['attributes']): Product => ({
  id,
  title,
  category: 'Outdoor > Tents',
  price: 100,
  attributes,
});

const shop = await shopCaller([
  product('ridge', 'Ridge Tent', { capacity: '2-person', packedWeight: '1.9 kg', features: ['packable'] }),
  product('summit', 'Summit Tent', { capacity: '3-person', packedWeight: '1.4 kg' }),
  product('camp', 'Camp Tent', { capacity: '4-person', features: ['spacious'] }),
  product('base', 'Base Tent', { capacity: '6-person', features: ['waterproof'] }),
]);

test('a stated packed weight is compared, the least first', async () => {
  const chat = await shop.compare(['ridge', 'summit'], 'which packs smaller?');
  assert.match(chat, /Summit Tent packs smaller: packed weight 1\.4 kg against 1\.9 kg\./);
  const carry = await shop.compare(['ridge', 'summit'], 'which is easier to carry?');
  assert.match(carry, /Summit Tent is easier to carry: packed weight 1\.4 kg against 1\.9 kg\./);
});

test('one stating it is said alone; none stating it nor listing a feature bearing on it: nothing claimed', async () => {
  const chat = await shop.compare(['summit', 'camp'], 'which packs smaller?');
  assert.match(chat, /Only Summit Tent lists its packed weight: 1\.4 kg\./);
  const none = await shop.compare(['camp', 'base'], 'which is easier to carry?');
  assert.match(none, /None of them lists its packed size or weight\./);
  assert.not.match(none, /capacity 6-person/);
});

test.after(async () => {
  await Promise.all([demo.app.close(), shop.app.close()]);
});
test.run();
