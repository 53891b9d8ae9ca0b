/**
 * Marks a shopper types around words: quotes ("'waterproof' jacket" had said "Showing waterproof' jacket."), an
 * aside's brackets or dashes after the kind ("jacket (waterproof) under $150", "jacket - waterproof - medium" had
 * said "Showing jacket waterproof …" and that no jacket has "waterproof" in its name), and a half written as a
 * fraction ("boots, size 10 1/2" had been boots "1/2" in size 10). Through the core's caller on a real SQLite
 * catalogue, and the pure parser for what the readers leave to match.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, parseQuery } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const vocabulary = buildVocabulary(products);
const parse = (content: string) => parseQuery(content, { vocabulary });

test('a quoted word is said back without its quotes', async () => {
  for (const typed of ["'waterproof' jacket", '"waterproof" jacket']) {
    const { chat } = await demo.search(typed);
    assert.match(chat, /^Showing waterproof jacket\./u, typed);
  }
  // A number's inch mark and a plural's apostrophe stay what they are: '12"' is the pans' size 12-inch.
  assert.equal(parse('12" pan').filters.sizes, ['12-inch']);
  assert.is(parse('12" pan').text, 'pan');
  assert.equal(parse("kids' shoes").filters.audience, ['kids']);
});

test('a feature in an aside after the kind goes before it', async () => {
  const { chat } = await demo.search('jacket (waterproof) under $150');
  assert.match(chat, /^Showing waterproof jacket under \$150\./u);
  assert.not.match(chat, 'in its name');
  const dashed = await demo.search('jacket - waterproof - medium');
  assert.match(dashed.chat, /^Showing waterproof jacket in size M\./u);
  assert.is(parse('jacket: waterproof').text, 'waterproof jacket');
  // A word after the feature is what the feature describes: it stays.
  assert.is(parse('jacket - waterproof shell').text, 'jacket waterproof shell');
});

test('a half written as a fraction after a whole number is its decimal', async () => {
  for (const typed of ['boots, size 10 1/2', 'boots size 10-1/2', 'boots 10½']) {
    const query = parse(typed);
    assert.equal(query.filters.sizes, ['10.5'], typed);
    assert.is(query.text, 'boots', typed);
  }
  const { chat } = await demo.search('boots, size 10 1/2');
  assert.match(chat, /^Showing boots in size 10\.5\./u);
  // No whole number before it, or digits run together: left as typed.
  assert.is(parse('pipe 1/2 inch').text, 'pipe 1/2 inch');
  assert.is(parse('11/2 boots').text, '11/2 boots');
});

test.run();
