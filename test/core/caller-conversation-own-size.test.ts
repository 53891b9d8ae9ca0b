/**
 * The shopper's own size said as a sentence, as "she wears a medium" is read for her: "i wear a 10" after "hiking
 * boots" had searched the words "i wear a 10" over the boots (28 matches); "running shoes, my size is 9" echoed
 * "running shoes size in size 9"; "I'm a medium, which size?" on a sweater's page had read no size. Through the
 * core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);

test('"i wear a 10" after "hiking boots": the boots in size 10', async () => {
  await demo.converse('hiking boots', 'own-1');
  const { chat } = await demo.converse('i wear a 10', 'own-1');
  assert.match(chat, /^Showing hiking boots in size 10\./);
});

test('"my size is 9", "i\'m usually a large" beside the request', async () => {
  assert.match((await demo.search('running shoes, my size is 9')).chat, /^Showing running shoes in size 9\./);
  assert.match((await demo.search("rain jacket, i'm usually a large")).chat, /rain jacket in size L\./);
});

test('"I\'m a medium, which size?" on a sweater sold in M', async () => {
  const sweater = products.find((product) => product.title === 'Merino Wool Quarter-Zip Sweater');
  assert.ok(sweater !== undefined);
  const chat = await demo.ask("I'm a medium, which size?", sweater.id);
  assert.ok(chat.startsWith("Size M: the Merino Wool Quarter-Zip Sweater you're viewing comes in it."), chat);
});

test.run();
