/**
 * A comparative and a bare number with no kind named and no conversation, through the core's caller: "something
 * bigger than 4" in the demo shop had shown "Showing 4." (a yoga mat, tents, a running shoe) as if understood. Now
 * where the shop's kinds state one unit the comparative compares, that unit bounds it; else the chat says it can't
 * tell what the number measures and asks for the kind, and the number stays as words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"something bigger than 4" where the shop\'s kinds measure people, litres and lengths asks for the kind', async () => {
  for (const request of ['something bigger than 4', 'bigger than 4']) {
    const { ids, chat } = await demo.search(request);
    assert.ok(
      chat.startsWith(
        'I can\'t tell what 4 measures in "bigger than 4" without a kind of product; name the kind you mean. ',
      ),
      chat,
    );
    assert.ok(ids.length > 0, request);
  }
});

test('a kind named, or searched before, is read as it was: no such question', async () => {
  const { chat } = await demo.search('tent bigger than 4');
  assert.match(chat, /^Showing tent, at least 4 people\./);
  await demo.converse('tents', 'kindless-1');
  const next = await demo.converse('bigger than 4', 'kindless-1');
  assert.not.match(next.chat, /can't tell/);
});

test('a shop whose kinds state one unit the comparative compares bounds it', async () => {
  const tent = (id: string, people: number): Product =>
    ({
      id,
      title: `Camping Tent ${id}`,
      category: 'Outdoor > Tents',
      price: 100 + people,
      attributes: { capacity: `${people}-person` },
    }) as unknown as Product;
  const shop = await shopCaller([tent('two', 2), tent('six', 6)]);
  const { ids, chat } = await shop.search('something bigger than 4');
  assert.match(chat, /at least 4 people/);
  assert.not.match(chat, /can't tell/);
  assert.equal(ids, ['six']);
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
