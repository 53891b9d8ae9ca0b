/**
 * A speaker and a modal before a verb of shopping ("so I can get", "I could get", "I can buy", "I'd get":
 * `queryDefaults.framing.modals`) frame the request as a wish does: "so I can get noise cancelling headphones" had
 * searched "i can get noise cancelling headphones" and found nothing ("No product here mentions "can", "get"…").
 * Without a speaker, "can get" stays a product's words ("boots that can get wet").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string): Product => ({
  id,
  title,
  category,
  price: 80,
  attributes: {},
});
const products: Product[] = [
  item('headphones', 'Noise Cancelling Headphones', 'Audio > Headphones'),
  item('boots', 'Trail Boots', 'Shoes > Boots'),
  item('tent', 'Rain Tent', 'Outdoor > Tents'),
];
const { app, search } = await shopCaller(products);

test('"so I can get", "I could get", "I can buy", "I\'d get" are framing, not words to search', async () => {
  const cases = [
    ['so I can get noise cancelling headphones', 'headphones', /^Showing noise cancelling headphones\./],
    ['I could get boots', 'boots', /^Showing boots\./],
    ['I can buy a tent under 100', 'tent', /^Showing tent under \$100\./],
    ["I'd get a tent", 'tent', /^Showing tent\./],
    ['we might order boots', 'boots', /^Showing boots\./],
  ] as const;
  for (const [content, id, said] of cases) {
    const { ids, chat } = await search(content);
    assert.equal(ids[0], id, content);
    assert.match(chat, said, content);
    assert.not.match(chat, /\b(?:can|could|get|buy|order)\b/i, content);
  }
});

test('without a speaker, "can get" stays the product\'s words', async () => {
  assert.match((await search('boots that can get wet')).chat, /^Showing boots that can get wet\./);
});

test.after(() => app.close());
test.run();
