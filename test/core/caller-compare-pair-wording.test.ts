/**
 * A comparison says its extremes as the count compared asks: of two, "The cheaper is …" and "Better rated: …"; of
 * three or more, "The cheapest is …" and "Best rated: …". In the demo shop, "headphones" → "compare the first two"
 * had said "The cheapest is Wireless Over-Ear Headphones at $97.99" and "Best rated: …" of two. Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

async function compare(content: string, session: string): Promise<string> {
  await demo.converse('headphones', session);
  return (await demo.converse(content, session)).chat;
}

test('of two compared, the cheaper and the better rated', async () => {
  const chat = await compare('compare the first two', 'pair-two');
  assert.match(chat, /The cheaper is \S/);
  assert.match(chat, /Better rated: \S/);
  assert.not.match(chat, /cheapest is|Best rated/);
});

test('of three compared, the cheapest and the best rated', async () => {
  const chat = await compare('compare the first three', 'pair-three');
  assert.match(chat, /The cheapest is \S/);
  assert.match(chat, /Best rated: \S/);
});

test.run();
