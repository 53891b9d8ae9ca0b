/**
 * The shop's policies asked on a product's page ("what's the return policy?", "how long does shipping take?", "do
 * you price match?"): no product's data holds them, so the chat says they are the shop's and points to its policy
 * pages, never that nothing about the product mentions the question's words; the products shown stay those like
 * the viewed one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'fleece',
    title: 'Alpine Fleece Jacket',
    category: 'Clothing > Jackets',
    description: 'Soft recycled polyester fleece with zip hand pockets. Warm and machine washable.',
    price: 77.95,
    attributes: { material: 'recycled polyester', size: ['3T', '4T', '5', '6'], features: ['warm'] },
  },
  {
    id: 'shell',
    title: 'Commuter Softshell Jacket',
    category: 'Clothing > Jackets',
    price: 62.99,
    attributes: { material: 'stretch nylon' },
  },
  {
    id: 'watch',
    title: 'Atlas Smartwatch',
    category: 'Watches',
    description: 'Sleep tracking and a bright screen.',
    attributes: { features: ['sleep tracking'] },
  },
  { id: 'watch2', title: 'Chrono Watch', category: 'Watches', attributes: { features: ['quartz'] } },
  { id: 'phones', title: 'Zen Over-Ear Headphones', category: 'Electronics > Headphones', price: 90 },
];
const shop = await shopCaller(products);

const returns =
  "Returns are a matter of the shop's policy, not a product detail: the data I have on the Alpine Fleece " +
  "Jacket you're viewing doesn't cover them, so please see the shop's own policy pages.";

test("a policy asked on a product's page is the shop's, not the product's", async () => {
  for (const content of ["what's the return policy?", 'can I return it?', 'is it refundable?']) {
    const { ids, chat } = await shop.askOnPage(content, undefined, 'fleece');
    assert.ok(
      chat.startsWith(`${returns} Showing products like the Alpine Fleece Jacket`),
      `${content}: ${chat}`,
    );
    assert.not.match(chat, /mentions "(?:return|policy|refundable)"/, content);
    assert.equal(ids[0], 'fleece', content);
  }
});

test('shipping, order tracking and price matching: each named, also asked of "you"', async () => {
  const asked: [string, string][] = [
    ['how long does shipping take?', 'Shipping is'],
    ['do you ship to canada?', 'Shipping is'],
    ['when will it arrive?', 'Shipping is'],
    ['can I track my order?', 'Order tracking is'],
    ['do you price match?', 'Price matching is'],
    ["what's your refund and shipping policy?", 'Returns and shipping are'],
  ];
  for (const [content, opening] of asked) {
    const { ids, chat } = await shop.askOnPage(content, undefined, 'fleece');
    assert.ok(
      chat.startsWith(`${opening} a matter of the shop's policy, not a product detail:`),
      `${content}: ${chat}`,
    );
    assert.match(
      chat,
      /so please see the shop's own policy pages\. Showing products like the Alpine/,
      content,
    );
    assert.equal(ids[0], 'fleece', content);
  }
  // A product's own tracking is no policy.
  const chat = await shop.ask('does it have sleep tracking?', 'watch');
  assert.match(chat, /^Yes: the Atlas Smartwatch you're viewing/, chat);
});

test('the data, not a plural product, is what does not cover the policy', async () => {
  // "can I return it?" of headphones had said "the data I have on the Zen Over-Ear Headphones you're viewing
  // don't cover them", the verb made to agree with the product's name.
  const { chat } = await shop.askOnPage('can I return it?', undefined, 'phones');
  assert.ok(
    chat.startsWith(
      "Returns are a matter of the shop's policy, not a product detail: the data I have on the Zen Over-Ear " +
        "Headphones you're viewing doesn't cover them, so please see the shop's own policy pages.",
    ),
    chat,
  );
  // A plural name as the subject still agrees.
  const folded = await shop.askOnPage('what is it made of?', undefined, 'phones');
  assert.not.match(folded.chat, /Headphones you're viewing (?:is|doesn't|has)\b/, folded.chat);
});

test.run();
