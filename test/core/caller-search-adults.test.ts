/**
 * "For adults": it used to be a word no product holds ("and for adults?" after "for kids?" found nothing). It is
 * now an audience admitting every product not tagged for children, and replaces a conversation's kids' audience.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { parseQuery } from '../../core/search/parse-query.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'kids', title: 'Halo Wireless Headphones', price: 30, attributes: { gender: 'kids' } },
  { id: 'women', title: 'Zen Wireless Headphones', price: 90, attributes: { gender: 'women' } },
  { id: 'unisex', title: 'Tempo Wireless Headphones', price: 70, attributes: { gender: 'unisex' } },
  { id: 'plain', title: 'Nova Wireless Headphones', price: 60 },
];

const { app, search, converse } = await shopCaller(products);

test('"adults" and "grown-ups" name the adults\' audience; a count of adults and "adult" alone do not', () => {
  for (const words of ['headphones for adults', "adults' headphones", 'headphones for grown-ups']) {
    const query = parseQuery(words);
    assert.equal(query.filters.audience, ['adults'], words);
    assert.is(query.text, 'headphones', words);
  }
  assert.equal(parseQuery('tent for 2 adults').filters, {});
  assert.is(parseQuery('adult coloring book').text, 'adult coloring book');
});

test('"for adults" lists every product not tagged for kids, and says so', async () => {
  const { ids, chat } = await search('wireless headphones for adults');
  assert.equal([...ids].sort(), ['plain', 'unisex', 'women']);
  assert.match(chat, /^Showing wireless headphones for adults\./);
});

test('"adult" beside a gender is that gender: "for adult women" lists no product for anyone else', async () => {
  for (const words of ['headphones for adult women', 'headphones for grown-up women']) {
    assert.equal(parseQuery(words).filters.audience, ['women'], words);
  }
  const { ids, chat } = await search('wireless headphones for adult women');
  assert.equal([...ids].sort(), ['unisex', 'women']);
  assert.match(chat, /^Showing wireless headphones for women\./);
});

test('"and for adults?" after "what about for kids?" replaces the kids\' audience', async () => {
  assert.equal((await converse('wireless headphones under 100', 'c1')).ids.length, 4);
  assert.equal((await converse('what about for kids?', 'c1')).ids, ['kids']);
  const { ids, chat } = await converse('and for adults?', 'c1');
  assert.equal([...ids].sort(), ['plain', 'unisex', 'women']);
  assert.match(chat, /^Showing wireless headphones for adults under \$100\./);
});

test.after(() => app.close());
test.run();
