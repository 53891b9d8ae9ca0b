/**
 * A feature said right after the kind's word, through the core's caller (core/search/feature-after-kind.ts): "jacket
 * waterproof" had said "Showing jacket waterproof." and 'None of them has "waterproof" in its name', the feature read
 * as a word of the name; it reads as "waterproof jacket" does. Words that really follow the name stay.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

for (const [after, before] of [
  ['jacket waterproof', 'waterproof jacket'],
  ['watch water resistant', 'water resistant watch'],
  ['jacket waterproof for hiking', 'waterproof jacket for hiking'],
] as const) {
  test(`"${after}" reads as "${before}"`, async () => {
    const said = await demo.search(after);
    const plain = await demo.search(before);
    assert.equal(said.ids, plain.ids);
    assert.is(said.chat, plain.chat);
    assert.match(said.chat, new RegExp(`^Showing ${before}\\.`));
    assert.not.match(said.chat, /in its name/);
  });
}

test('words that follow the name stay after it: "jacket with hood", "watch leather strap"', async () => {
  assert.match((await demo.search('jacket with hood')).chat, /^Showing jacket with hood\./);
  assert.match((await demo.search('watch leather strap')).chat, /^Showing watch leather strap\b/);
});

test('a feature after an order read between them goes before the name too', async () => {
  // "speaker loud and waterproof" had said "Showing speaker waterproof, loudest first.".
  const { chat } = await demo.search('bluetooth speaker loud and waterproof');
  assert.match(chat, /^Showing waterproof bluetooth speaker, loudest first\./);
});

test.after(() => demo.app.close());
test.run();
