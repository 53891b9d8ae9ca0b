/**
 * A quantity in a follow-up takes the place of the last search's quantity of its family, through the core's caller
 * in a conversation on a real SQLite catalogue (core/search/quantity-follow-up.ts). "what about 2 person" after
 * "tents for 4 people" had kept "for 4 people" and searched "2 person" beside it; after "4 person tent" it had
 * searched "4 person tent 2"; "what about 30L" after "backpack at least 20L" had searched "backpack 30l, at least
 * 20L"; "at least 30L?" after "backpack 20L" had relaxed its bound; "what about 40mm" after "watch with 42mm case"
 * had kept the 42 mm case first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { backpack } from '../helpers/backpacks.ts';
import { tent } from '../helpers/tents.ts';

const watch = (id: string, title: string, caseSize: string): Product => ({
  id,
  title,
  description: 'A steel watch with a sapphire crystal.',
  category: 'Accessories > Watches',
  price: 200,
  rating: 4.3,
  reviewCount: 200,
  attributes: { caseSize, color: 'silver' },
});

const products: Product[] = [
  tent('solo', 'Solo Backpacking Tent', '1-person'),
  tent('ridge', 'Ridge 2-Person Backpacking Tent', '2-person'),
  tent('meadow', 'Meadow 3-Person Backpacking Tent', '3-person'),
  tent('lakeside', 'Lakeside 4-Person Camping Tent', '4-person'),
  tent('outpost', 'Outpost 6-Person Camping Tent', '6-person'),
  backpack('canyon', 'Canyon 15L Daypack', '15L'),
  backpack('commuter', 'Commuter 20L Rolltop Backpack', '20L'),
  backpack('scout', 'Scout 24L Backpack', '24L'),
  backpack('trail', 'Trail 30L Backpack', '30L'),
  backpack('transit', 'Transit 45L Travel Backpack', '45L'),
  watch('mariner', 'Mariner 42 mm Automatic Watch', '42 mm'),
  watch('classic', 'Classic 40 mm Quartz Watch', '40 mm'),
  watch('navigator', 'Navigator 44 mm Dive Watch', '44 mm'),
];

const { converse } = await shopCaller(products);

test('"what about 2 person" after "tents for 4 people": room for 2, no longer for 4', async () => {
  for (const asked of ['what about 2 person', '2 person?', 'what about 2-person ones']) {
    await converse('tents for 4 people', asked);
    const { ids, chat } = await converse(asked, asked);
    assert.equal(ids.slice(0, 2), ['ridge', 'meadow'], asked);
    assert.not.ok(ids.includes('solo'), asked);
    assert.match(chat, 'Showing tents, for 2 people.', asked);
  }
});

test('"what about 1 person" after "tents for 4 people" says one person', async () => {
  await converse('tents for 4 people', 'one');
  const { ids, chat } = await converse('what about 1 person', 'one');
  assert.equal(ids[0], 'solo');
  assert.match(chat, 'Showing tents, for 1 person.');
});

test('"what about 2 person" after "4 person tent": the words say 2 person, not "4 person tent 2"', async () => {
  await converse('4 person tent', 'words');
  const { ids, chat } = await converse('what about 2 person', 'words');
  assert.equal(ids[0], 'ridge');
  assert.match(chat, 'Showing 2 person tent.');
});

test('"what about 30L" after "backpack at least 20L": at least 30L', async () => {
  await converse('backpack at least 20L', 'min');
  const { ids, chat } = await converse('what about 30L', 'min');
  assert.equal([...ids].sort(), ['trail', 'transit']);
  assert.match(chat, 'Showing backpack, at least 30L.');
});

test('"at least 30L?" after "backpack 20L": the bound, and "20L" no longer among the words', async () => {
  await converse('backpack 20L', 'bound');
  const { ids, chat } = await converse('at least 30L?', 'bound');
  assert.equal([...ids].sort(), ['trail', 'transit']);
  assert.match(chat, 'Showing backpack, at least 30L.');
  assert.not.match(chat, 'relaxed');
});

test('"what about 40mm" after "watch with 42mm case": the 40 mm case first, kept by the next follow-up', async () => {
  await converse('watch with 42mm case', 'case');
  const first = await converse('what about 40mm', 'case');
  assert.equal(first.ids[0], 'classic');
  assert.match(first.chat, 'Showing watch, case size 40mm.');
  const next = await converse('in silver', 'case');
  assert.equal(next.ids[0], 'classic');
  assert.match(next.chat, 'case size 40mm');
});

test('a quantity of another family leaves the bound: "what about 2 person" after "backpack at least 20L"', async () => {
  await converse('backpack at least 20L', 'other');
  const { chat } = await converse('what about 2 person', 'other');
  assert.match(chat, 'at least 20L');
});

test.run();
