/**
 * Questions on a product's page its data answers in part: "what are the dimensions?" asks its measures of length,
 * never its capacity (of the demo's Sierra Freestanding Backpacking Tent it had said "has a capacity of 2-person");
 * "what's the difference between the sizes?" its sizes with their prices and stock (it had said 'I can't tell:
 * nothing about … mentions "difference" or "between"'). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { askOnPage } = await shopCaller(demoProducts());
const ask = async (content: string, id: string) => (await askOnPage(content, undefined, id)).chat;

test('"what are the dimensions?": its lengths, else none listed and what it does measure', async () => {
  const tent = await ask('what are the dimensions?', 'sku-00007');
  assert.ok(
    tent.startsWith(
      "The Sierra Freestanding Backpacking Tent you're viewing lists no dimensions, but has a capacity of 2-person.",
    ),
    tent,
  );
  const knife = await ask('what are the dimensions?', 'sku-00029');
  assert.ok(
    knife.startsWith(
      "The Full-Tang Damascus Steel Chef's Knife you're viewing has a blade length of 8-inch.",
    ),
    knife,
  );
  // "how big is it?" still asks its capacity.
  assert.ok((await ask('how big is it?', 'sku-00007')).includes('2'), 'how big');
});

test('"what\'s the difference between the sizes?": its sizes, their prices and stock', async () => {
  const duvet = await ask("what's the difference between the sizes?", 'sku-00118');
  assert.ok(
    duvet.startsWith(
      "The Organic Cotton Duvet Cover in Cream you're viewing comes in sizes Twin ($217.99, out of stock right " +
        'now) or Full/Queen ($245.99); its data lists nothing else that differs between them.',
    ),
    duvet,
  );
  const jacket = await ask('how do the sizes differ?', 'sku-00001');
  assert.ok(
    jacket.startsWith(
      "The Coastal Ripstop Nylon Puffer Jacket you're viewing comes in sizes XS, S, M, L, XL or XXL, all at $97.99;",
    ),
    jacket,
  );
  const headphones = await ask("what's the difference between the sizes?", 'sku-00024');
  assert.ok(
    headphones.startsWith(
      "The Nova Wireless Lightweight Over-Ear Headphones you're viewing come in one size only; they list no sizes.",
    ),
    headphones,
  );
});

test.run();
