/**
 * A negation cue whose first word also points back ("other than black", "do not want black") excludes, as a
 * follow-up as in a first message: it had listed the black ones. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, color: string): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price: 80,
  attributes: { color },
});

const products: Product[] = [
  shoe('onyx', 'Onyx Running Shoe', 'black'),
  shoe('night', 'Night Running Shoe', 'black'),
  shoe('lake', 'Lake Running Shoe', 'blue'),
  shoe('ember', 'Ember Running Shoe', 'red'),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"other than black" and "do not want black" after "running shoes" leave the black ones out', async () => {
  for (const [n, words] of ['other than black', 'anything other than black', 'do not want black'].entries()) {
    await converse('running shoes', `not-black-${n}`);
    const found = await converse(words, `not-black-${n}`);
    assert.equal(sorted(found.ids), ['ember', 'lake'], words);
    assert.match(found.chat, /^Showing running shoes, without black\./, words);
  }
});

test.after(() => app.close());
test.run();
