/**
 * A span of the day after a verb of wearing is long wear, not words to match: "sneakers I can wear all day at work"
 * had searched "all" and said no sneaker mentions it. Where the catalogue tags comfort (or cushioning, which meets
 * it) the comfortable ones are asked; else just the sneakers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sneaker = (id: string, title: string, features?: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Sneakers',
  price: 60,
  ...(features !== undefined && { attributes: { features } }),
});

const tagged = await shopCaller([
  sneaker('soft', 'Canal Cushioned Sneaker', ['cushioned']),
  sneaker('plain', 'Retro Canvas Sneaker', ['vegan']),
  sneaker('light', 'Metro Sneaker', ['lightweight', 'cushioned']),
]);
const untagged = await shopCaller([
  sneaker('soft', 'Canal Cushioned Sneaker'),
  sneaker('plain', 'Retro Canvas Sneaker'),
]);

test('"sneakers I can wear all day at work": comfortable sneakers for work, no word "all" to match', async () => {
  const { ids, chat } = await tagged.search('sneakers i can wear all day at work');
  assert.equal([...ids].sort(), ['light', 'soft']);
  assert.match(chat, /^Showing comfortable sneakers for work\./);
  assert.not.match(chat, /"all"|"day"/);
  const long = await tagged.search('sneakers I can wear all day long');
  assert.equal([...long.ids].sort(), ['light', 'soft']);
  assert.match(long.chat, /^Showing comfortable sneakers\./);
});

test('"shoes I can stand in all day", "walk in all day": comfortable ones too (they had searched "stand" and "all")', async () => {
  for (const request of [
    'sneakers i can stand in all day',
    'sneakers I can walk in all day',
    'sneakers to work in all day',
  ]) {
    const { ids, chat } = await tagged.search(request);
    assert.equal([...ids].sort(), ['light', 'soft'], request);
    assert.match(chat, /^Showing comfortable sneakers\./, request);
  }
  // Said alone, the verb names its use (useClauses.verbUses): it had been "Showing sneakers i can walk."
  for (const [request, echo] of [
    ['sneakers i can walk in', 'Showing sneakers for walking.'],
    ['sneakers to walk in', 'Showing sneakers for walking.'],
    ['sneakers to work in', 'Showing sneakers for work.'],
  ] as const)
    assert.ok((await tagged.search(request)).chat.startsWith(echo), request);
});

test('a catalogue tagging no comfort lists the sneakers, the span read all the same', async () => {
  const { ids, chat } = await untagged.search('sneakers i can wear all day');
  assert.equal([...ids].sort(), ['plain', 'soft']);
  assert.match(chat, /^Showing sneakers\./);
  assert.not.match(chat, /"all"|"day"/);
});

test.after(async () => {
  await tagged.app.close();
  await untagged.app.close();
});
test.run();
