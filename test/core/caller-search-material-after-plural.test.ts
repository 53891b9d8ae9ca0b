/**
 * A material said after a plural word naming the products goes before it, as a feature after the kind does: "queen
 * size sheets cotton" had been echoed "Showing sheets cotton in size queen.", now "Showing cotton sheets in size
 * queen." ("sheets" is no category of the demo shop, whose sheets are "Bedding"). A word no product holds, of
 * another language, keeps the shopper's order, as its echo is said as typed: "botas suede" and "botas suade" (a
 * guessed "boots suede") stay "Showing botas suede." / "Showing botas suade.". Through the core's caller on the
 * demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());

test('"sheets cotton": cotton sheets', async () => {
  const queen = await search('queen size sheets cotton');
  assert.ok(queen.chat.startsWith('Showing cotton sheets in size queen.'), queen.chat);
  const plain = await search('sheets cotton');
  assert.ok(plain.chat.startsWith('Showing cotton sheets.'), plain.chat);
  assert.equal(plain.ids, (await search('cotton sheets')).ids);
});

test('a word of another language keeps the order typed', async () => {
  assert.ok((await search('botas suede')).chat.startsWith('Showing botas suede.'));
  assert.ok((await search('botas suade')).chat.startsWith('Showing botas suade.'));
  // Not a plural: "dress cotton" is left as typed.
  assert.ok((await search('dress cotton')).chat.startsWith('Showing dress cotton'));
});

test.after(() => app.close());
test.run();
