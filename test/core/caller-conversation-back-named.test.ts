/**
 * Going back to an earlier list named by its kind, through the core's caller: "back to the jackets" after "rain
 * jacket" → "what about sneakers instead" in the demo shop had searched its words ("Showing back to the
 * jackets.", fleeces first, "None of them has everything you asked for"). Now the earlier list naming jackets is
 * shown again (back-turn.ts); a request naming no earlier list is read as it stands.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readBackNamed } from '../../core/search/back-request.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"back to the jackets" after a kind swap shows the rain jackets again', async () => {
  const first = await demo.converse('rain jacket', 'back-named-1');
  await demo.converse('what about sneakers instead', 'back-named-1');
  const back = await demo.converse('back to the jackets', 'back-named-1');
  assert.ok(back.chat.startsWith('Showing water-resistant rain jacket.'), back.chat);
  assert.equal(back.ids, first.ids);
});

test('"back to the jackets" after narrowing in blue and cheaper shows the first jacket list', async () => {
  const first = await demo.converse('rain jacket', 'back-named-2');
  await demo.converse('actually in blue', 'back-named-2');
  await demo.converse('something cheaper', 'back-named-2');
  const back = await demo.converse('back to the jackets', 'back-named-2');
  assert.equal(back.ids, first.ids);
});

test('"back to school backpack", naming no earlier list, is a search', async () => {
  await demo.converse('rain jacket', 'back-named-3');
  const { chat } = await demo.converse('back to school backpack', 'back-named-3');
  assert.match(chat, /^Showing school backpack\./);
});

test("only a request whose verb goes back names a list; the list nouns are the earlier lists' own", () => {
  assert.is(readBackNamed('ok, go back to the rain jackets'), 'rain jackets');
  assert.is(readBackNamed('back to the previous ones'), undefined);
  assert.is(readBackNamed('go back'), undefined);
  assert.is(readBackNamed('show me the jackets'), undefined);
});

test.run();
