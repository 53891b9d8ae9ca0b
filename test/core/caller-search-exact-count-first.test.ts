/**
 * "tent for 3 people" in a shop whose exact 3-person tent is already first among the reranked matches: the closest
 * fit's keys stay its scores, so the page sorted again keeps it first, and the chat does not deny it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { ridgeTent } from '../helpers/tents.ts';

const tent = ridgeTent;

const tents = [
  tent('one', 1, 2),
  tent('two', 2, 2.5),
  tent('three', 3, 150),
  tent('four', 4, 200),
  tent('six', 6, 300),
];

test('"tent for 3 people" puts the 3-person tent first, then the 4- and the 6-person', async () => {
  const { search } = await shopCaller(tents);
  for (const content of ['tent for 3 people', 'tent that sleeps 3']) {
    const { ids, chat } = await search(content);
    assert.equal(ids, ['three', 'four', 'six'], content);
    assert.not.match(chat, /Nothing here is exactly/, content);
    assert.match(chat, /Top pick: Ridge 3-Person Tent/, content);
  }
});

test('a fifth tent keeps the order by nearness: 3-, 4-, 5-, then 6-person', async () => {
  const { search } = await shopCaller([...tents, tent('five', 5, 250)]);
  const { ids, chat } = await search('tent for 3 people');
  assert.equal(ids, ['three', 'four', 'five', 'six']);
  assert.not.match(chat, /Nothing here is exactly/);
});

test('with no 3-person tent the chat still names the closest fit', async () => {
  const { search } = await shopCaller(tents.filter((product) => product.id !== 'three'));
  const { ids, chat } = await search('tent for 3 people');
  assert.equal(ids, ['four', 'six']);
  assert.match(chat, /Nothing here is exactly 3-person; the closest fit is 4-person\./);
});

test.run();
