/**
 * What a turn relaxed, and said so, is not asked again by a sort or "more" next: "waterproof jacket" → "in red" →
 * "under 100" → "what about for kids?" (no kids' jacket is waterproof: "I relaxed: feature waterproof", kids'
 * jackets) → "show me the cheapest" had listed red jackets under $100 for anyone, "I relaxed: for kids." (a
 * jacket holding "waterproof" was sought again, and the kids' audience gave way); now the kids' jackets shown,
 * cheapest first. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, price: number, gender: string, features: string[]): Product => ({
  id,
  title,
  description: `A ${title.toLowerCase()} in red, ${features.join(' and ')}.`,
  category: 'Clothing > Jackets',
  price,
  attributes: { color: 'red', gender, features },
});

const kids = Array.from({ length: 11 }, (_, at) =>
  jacket(`kid-${at}`, `Kids ${['Softshell', 'Fleece', 'Bomber'][at % 3]} Jacket ${at + 1}`, 40 + at, 'kids', [
    'breathable',
  ]),
);
const products: Product[] = [
  jacket('packable', "Men's Packable Rain Jacket", 89, 'men', ['waterproof', 'packable']),
  jacket('storm', 'Storm Rain Jacket', 135, 'unisex', ['waterproof']),
  jacket('summit', "Women's Summit Rain Jacket", 75, 'women', ['waterproof']),
  ...kids,
];

async function kidsTurn(sessionId: string) {
  const { converse } = await shopCaller(products);
  for (const turn of ['waterproof jacket', 'in red', 'under 100']) await converse(turn, sessionId);
  const relaxed = await converse('what about for kids?', sessionId);
  assert.match(relaxed.chat, /I relaxed: feature waterproof/);
  assert.ok(relaxed.ids.every((id) => id.startsWith('kid-')));
  return converse;
}

test('a sort after a relaxed turn orders what it showed, asking nothing again', async () => {
  const converse = await kidsTurn('sorted');
  const { ids, chat } = await converse('show me the cheapest', 'sorted');
  assert.equal(
    ids,
    kids.slice(0, 10).map((product) => product.id),
  );
  assert.match(chat, /for kids under \$100, cheapest first/);
  assert.not.match(chat, /I relaxed/);
});

test('"more" after a relaxed turn pages through what it showed', async () => {
  const converse = await kidsTurn('more');
  const { ids, chat } = await converse('show me more', 'more');
  assert.equal(ids.length, 1);
  assert.ok(ids[0]?.startsWith('kid-'), ids.join());
  assert.not.match(chat, /I relaxed: for kids/);
});

test('a relaxed feature asked again is asked', async () => {
  const converse = await kidsTurn('again');
  const { chat } = await converse('waterproof ones', 'again');
  assert.match(chat, /I relaxed: feature waterproof/);
});

test.run();
