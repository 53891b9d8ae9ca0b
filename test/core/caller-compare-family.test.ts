/**
 * "Which would you pick for a family?" of products counting people compares their room, as "which sleeps more?"
 * does: of the demo's tents it had compared them "overall", and "which is best for a family?" still did ("best" had
 * taken "for a family" as its own words). Of products that count no people it stays overall.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, compare } = await shopCaller(demoProducts());
const titled = (title: string): string => demoProducts().find((product) => product.title === title)!.id;
const tents = [
  '2-Person Ultralight Backpacking Tent',
  'Meadow 3-Person Backpacking Tent',
  '3-Person Freestanding Mountaineering Tent',
].map(titled);

test('"for a family" of tents compares their capacity in people', async () => {
  for (const question of ['which would you pick for a family?', 'which one for my family?']) {
    const chat = await compare(tents, question);
    assert.match(chat, / on capacity\./, question);
    assert.match(chat, /tie on capacity at 3-person, against 2-person/, question);
  }
});

test('"best" or "better" before "for a family" leaves it to compare capacity', async () => {
  const pair = ['Sierra Freestanding Backpacking Tent', '4-Person Waterproof Camping Tent'].map(titled);
  for (const question of ['which is best for a family?', 'which is better for my family?']) {
    const chat = await compare(pair, question);
    assert.match(chat, / on capacity\./, question);
    assert.match(
      chat,
      /4-Person Waterproof Camping Tent sleeps more: capacity 4-person against 2-person/,
      question,
    );
  }
});

test('of products counting no people it compares them overall', async () => {
  const packs = ['Canyon 15L Hiking Daypack', 'Pathfinder Packable Hiking Daypack'].map(titled);
  assert.match(await compare(packs, 'which is best for a family?'), / overall\./);
});

test.after(() => app.close());
test.run();
