/**
 * A request whose words no product holds finds nothing, and the chat says what the shop sells instead, through the
 * core's caller: in the demo shop, which sells no hats, "can you find a hat" is read as "hat" (its framing words
 * dropped) and had said only "I couldn't find any hat. No product here mentions "hat". Try different words.". Now
 * the shop's departments follow, as "what do you sell?" names them ("We have clothing (jackets, sweaters,
 * t-shirts), … Try one of those, or different words."). Nothing is listed; a search that finds nothing for its
 * constraints alone still says which to drop.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('words no product holds: what the shop sells instead, framing words or not', async () => {
  const departments = /^We have (clothing \(jackets, sweaters, t-shirts\), shoes .*)\. Tell me/.exec(
    (await demo.search('what do you sell?')).chat,
  )?.[1];
  assert.ok(departments !== undefined);
  for (const request of [
    'can you find a hat',
    'hat',
    'a hat',
    "I'm looking for a hat",
    'do you guys carry hats?',
  ]) {
    const { ids, chat } = await demo.search(request);
    assert.equal(ids, [], request);
    assert.match(chat, /^I couldn't find any hats?\. No product here mentions "hats?"\. We have /, request);
    assert.ok(
      chat.includes(`We have ${departments}. Try one of those, or different words.`),
      `${request}: ${chat}`,
    );
    assert.not.match(chat, /Try different words/, request);
  }
});

test('nothing found for the constraints alone still says which to drop', async () => {
  const { chat } = await demo.search('boots, not leather, brown');
  assert.match(chat, /Try allowing leather/);
  assert.not.match(chat, /We have/);
});

const many: Product[] = Array.from({ length: 14 }, (_, i) => ({
  id: `p${i}`,
  title: `Sample Product ${i}`,
  category: `Department Number ${i} With A Long Name > Kind Of Thing ${i} > Detail`,
  price: 10 + i,
}));

test('many departments: as many as fit the message, then "and more"', async () => {
  const shop = await shopCaller(many);
  try {
    const { chat } = await shop.search('espresso');
    assert.match(chat, /^I couldn't find any espresso\. No product here mentions "espresso"\. We have /);
    assert.match(chat, / and more\. Try one of those, or different words\.$/);
    assert.ok(chat.length <= 600, chat);
  } finally {
    shop.app.close();
  }
});

test.after(() => demo.app.close());
test.run();
