/**
 * Going back to an earlier list of the conversation, through the core's caller: "go back to the first list" after
 * "running shoes" → "the second one" in the demo shop had searched its words ("Showing go back to the first
 * list.", daypacks and a soundbar). Now the conversation's first list is shown again, and "back to the previous
 * ones" (or "go back") the one before the last (SessionTurn.first, `before`; back-turn.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readBackRequest } from '../../core/search/back-request.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"go back to the first list" after pointing at a product and narrowing shows the first list', async () => {
  const first = await demo.converse('running shoes', 'back-1');
  await demo.converse('the second one', 'back-1');
  const back = await demo.converse('go back to the first list', 'back-1');
  assert.match(back.chat, /^Showing running shoes\./);
  assert.equal(back.ids, first.ids);
  await demo.converse('trail ones', 'back-1');
  const cheaper = await demo.converse('under 100', 'back-1');
  const again = await demo.converse('show me the original results again', 'back-1');
  assert.equal(again.ids, first.ids);
  const previous = await demo.converse('back to the previous ones', 'back-1');
  assert.match(previous.chat, /^Showing trail running shoes under \$100\./);
  assert.equal(previous.ids, cheaper.ids);
});

test('"go back" from a product pointed at is the list it was pointed at in', async () => {
  await demo.converse('a gift for my dad under 60', 'back-2');
  const watches = await demo.converse('what about a watch', 'back-2');
  await demo.converse('the second one', 'back-2');
  const back = await demo.converse('go back', 'back-2');
  assert.match(back.chat, /^Showing watch for your dad under \$60\./);
  assert.equal(back.ids, watches.ids);
});

test('a request going back is read whole; other requests are not', () => {
  assert.is(readBackRequest('go back to the first list'), 'first');
  assert.is(readBackRequest('ok, show me the original results again'), 'first');
  assert.is(readBackRequest('back to the previous ones please'), 'before');
  assert.is(readBackRequest('go back'), 'before');
  for (const other of ['back pack', 'the first one', 'go back to the first list of boots', 'backpacks'])
    assert.is(readBackRequest(other), undefined, other);
});

test.after(() => demo.app.close());
test.run();
