/**
 * "is it cheaper than the Harbor Rain Jacket?" on the Coastal Recycled Nylon Rain Jacket's page (the demo shop): it
 * had listed alternatives to the Harbor jacket under $115; now the two are compared on price, as "how does it
 * compare to …" compares them, with yes or no, both prices and by how much; so for "more expensive" and for the
 * named one asked of "this one". "something cheaper than the Harbor Rain Jacket" still lists alternatives.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shop = await shopCaller(demoProducts());
const coastal = 'Coastal Recycled Nylon Rain Jacket';
const harbor = 'Northvale Harbor Rain Jacket';
const opening = `Comparing ${coastal} and ${harbor} on price.`;

test('the viewed product against the named one, on price', async () => {
  const asked: [string, string][] = [
    [
      'is it cheaper than the Harbor Rain Jacket?',
      `Yes: the ${coastal} ($90) is $25 cheaper than the ${harbor} ($115).`,
    ],
    [
      'is it more expensive than the Harbor Rain Jacket?',
      `No: the ${coastal} ($90) is $25 cheaper than the ${harbor} ($115).`,
    ],
    [
      'is the Harbor Rain Jacket cheaper than this one?',
      `No: the ${harbor} ($115) is $25 more expensive than the ${coastal} ($90).`,
    ],
    [
      'is this one any pricier than the harbor rain jacket?',
      `No: the ${coastal} ($90) is $25 cheaper than the ${harbor} ($115).`,
    ],
  ];
  for (const [content, answer] of asked) {
    const { ids, chat } = await shop.askOnPage(content, undefined, 'sku-00003');
    assert.equal(ids, ['sku-00003', 'sku-00190'], content);
    assert.ok(chat.startsWith(`${opening} ${answer}`), `${content}: ${chat}`);
  }
});

test('a request for cheaper alternatives to a named product is still a search', async () => {
  const { chat } = await shop.askOnPage(
    'something cheaper than the Harbor Rain Jacket',
    undefined,
    'sku-00003',
  );
  assert.ok(chat.startsWith('Showing alternatives to the Harbor Rain Jacket'), chat);
});

test.run();
