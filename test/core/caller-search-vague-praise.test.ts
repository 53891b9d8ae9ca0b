/**
 * A gift asked with only vague praise and no kind ("something nice for mom under 50", "something special for my
 * girlfriend") lists the person's products within its bounds, as "a gift for my wife" does: praise names no
 * product. It had searched the word ("I couldn't find any nice for mom under $50. No product here mentions
 * "nice"."). So does "a gift not for me but for my wife", whose "not for me" had kept "gift" apart from its "for"
 * ("No product here mentions "gift""). A praise word a title holds ("Good Grips") is still searched. Through the
 * core's caller, on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());

test('praise alone names no product: the person browsed, within the price', async () => {
  const mom = await search('something nice for mom under 50');
  assert.match(mom.chat, /^Showing products for mom under \$50\./);
  assert.not.match(mom.chat, /mentions/);
  assert.is(mom.total, (await search('a gift for mom under 50')).total);
  for (const [content, person] of [
    ['something special for my girlfriend', 'your girlfriend'],
    ['a lovely gift for my sister', 'your sister'],
    ['something fun for my nephew', 'your nephew'],
    ['something really good for my dad', 'your dad'],
  ] as const) {
    const found = await search(content);
    assert.ok(found.chat.startsWith(`Showing products for ${person}.`), `${content}: ${found.chat}`);
    assert.ok(found.total > 0, content);
  }
});

test('"not for me but for …" frames the gift as "a gift for …" does', async () => {
  const framed = await search('a gift not for me but for my wife');
  const plain = await search('gift for my wife');
  assert.match(framed.chat, /^Showing products for your wife\./);
  assert.equal(framed.ids, plain.ids);
  assert.is(framed.total, plain.total);
  assert.match((await search('for my son, not for me')).chat, /^Showing products for your son\./);
});

test('praise beside a kind, or held by a title, stays as before', async () => {
  assert.match((await search('good running shoes')).chat, /^Showing running shoes\./);
  const shop = await shopCaller([
    { id: 'peeler', title: 'Good Grips Swivel Peeler', price: 12 },
    { id: 'kettle', title: 'Enamel Kettle', price: 30 },
  ]);
  assert.equal((await shop.search('something good for my dad')).ids, ['peeler'], 'a name of the shop');
  assert.equal([...(await shop.search('something nice for my dad')).ids].sort(), ['kettle', 'peeler']);
  shop.app.close();
});

test.after(() => app.close());
test.run();
