/**
 * A first-person clause of use frames the request: in the demo shop "speaker i can take to the beach" said 'No
 * product mentions "take"'. The speaker, modal and verb of use go; the place or activity is the use, as "for" says
 * it ("Showing speaker for the beach."), in a follow-up too ("ones i can take to the beach" after "speakers" had
 * been "beach speakers"). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('the place or activity of a clause of use is kept, the rest goes', async () => {
  for (const [request, opening, category] of [
    ['speaker i can take to the beach', 'Showing speaker for the beach.', 'Electronics > Speakers'],
    ['a speaker that I can take to the pool', 'Showing speaker for the pool.', 'Electronics > Speakers'],
    ['a tent to take camping', 'Showing tent for camping.', 'Outdoor > Tents'],
    ['shoes we can wear hiking', 'Showing shoes for hiking.', 'Shoes'],
    ['a bag I can use at the gym', 'Showing bag for the gym.', 'Bags'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.not.match(chat, /"(?:take|wear|use|can|i)"/i, request);
    assert.ok(ids.length > 0, request);
    assert.ok(
      ids.every((id) => categoryOf(id).startsWith(category)),
      request,
    );
  }
});

test('with the place read by another reader, the clause goes', async () => {
  const { chat } = await demo.search('a jacket i can wear in the rain');
  assert.ok(chat.startsWith('Showing water-resistant jacket.'), chat);
});

test('"to" and a verb after a word describing the product is no clause of use', async () => {
  // "ready to hang blinds" had been read "ready for blinds"; "ready to wear dress" "ready for dress".
  for (const request of ['ready to carry backpack', 'easy to carry backpack']) {
    const { chat } = await demo.search(request);
    assert.not.match(chat, / for backpack/i, `${request}: ${chat}`);
    assert.match(chat, /to carry/i, `${request}: ${chat}`);
  }
});

test('a known activity said as the verb of a clause of use is the use', async () => {
  // "a watch I can swim with" had said "Showing watch I can swim."; the dive watches, rated, lead as for swimming.
  for (const [request, opening] of [
    ['a watch I can swim with', 'Showing watch for swimming.'],
    ['shoes I can run in', 'Showing shoes for running.'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.not.match(chat, /I can|No product/, `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
  }
  const { chat } = await demo.search('easy to run');
  assert.match(chat, /easy to run/, chat);
});

test('"go" and a known activity is the use: "a watch that can go swimming" is a watch for swimming', async () => {
  // They had searched "go swimming" and listed a slim quartz watch third.
  const swimming = (await demo.search('a watch for swimming')).ids;
  for (const request of ['a watch that can go swimming', 'a watch I can go swimming with']) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith('Showing watch for swimming.'), `${request}: ${chat}`);
    assert.equal(ids, swimming, request);
  }
  assert.ok((await demo.search('a tent to go camping')).chat.startsWith('Showing tent for camping.'));
  const anywhere = await demo.search('a watch that can go anywhere');
  assert.match(anywhere.chat, /go anywhere/, 'no known activity: the words stay');
});

test('in a follow-up, a clause of use adds its place after "for", not before the kind', async () => {
  for (const [first, request, opening] of [
    ['speakers', 'ones i can take to the beach', 'Showing speakers for the beach.'],
    ['speakers', 'ones we can take camping', 'Showing speakers for camping.'],
  ] as const) {
    const session = `use-follow-${request}`;
    await demo.converse(first, session);
    const { ids, chat } = await demo.converse(request, session);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id) === 'Electronics > Speakers'), request);
  }
});

test.run();
