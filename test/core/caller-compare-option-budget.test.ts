/**
 * "Best for a tight budget" of products priced by option compares them option for option: beside Grey Comforter
 * (Queen $134.95, King $156.95), Sateen Comforter (Twin $81.99, Queen $130.99, King $179.99) is cheaper in Twin and
 * Full/Queen only, so the pick names each: "Best for a tight budget: Sateen Comforter in Twin and Full/Queen; Grey
 * Comforter in King/California King." It had named Sateen alone, by its lowest starting price. One cheapest in every
 * option they share is named alone; in the sizes asked, the sizes among them. Through the core's caller on a real
 * SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';
import { bedding, comfortersPricedApart } from '../helpers/sized-bedding.ts';

const { app, compare } = await shopCaller([
  ...comfortersPricedApart,
  bedding('linen', 'Linen Comforter', { Twin: 81.99, 'King/California King': 99.99 }),
  bedding('percale', 'Percale Comforter', { Twin: 95, 'Full/Queen': 140, 'King/California King': 190 }),
  sizedBoot('alpha', 'Alpha Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 89.99 : 99.99),
  }),
  sizedBoot('kappa', 'Kappa Trail Boot', () => true, {
    price: 86,
    sizePrice: (size) => (Number(size) <= 8 ? 86 : 87),
  }),
  sizedBoot('beta', 'Beta Trail Boot', () => true, { price: 84.99 }),
]);

test('cheaper in some options, dearer in others: the cheapest of each option is named', async () => {
  for (const asked of ['which is cheaper?', 'compare them']) {
    const chat = await compare(['sateen', 'grey'], asked);
    assert.match(
      chat,
      'Best for a tight budget: Sateen Comforter in Twin and Full/Queen; Grey Comforter in King/California King.',
    );
    assert.not.match(chat, 'Best for a tight budget: Sateen Comforter.');
  }
  const boots = await compare(['alpha', 'kappa'], 'which is cheaper?');
  assert.match(
    boots,
    'Best for a tight budget: Alpha Trail Boot in sizes 7 and 8; Kappa Trail Boot in sizes 9, 10 and 11.',
  );
});

test('the cheapest or tied in every option they share is named alone', async () => {
  // Tied in Twin, cheaper in King: Linen (they had been said alike, with no pick).
  const linen = await compare(['sateen', 'linen'], 'which is cheaper?');
  assert.match(linen, 'Best for a tight budget: Linen Comforter.');
  // Cheaper in each: as before.
  const sateen = await compare(['sateen', 'percale'], 'which is cheaper?');
  assert.match(sateen, 'Best for a tight budget: Sateen Comforter.');
});

test('in the sizes asked, option for option among them', async () => {
  const split = await compare(['alpha', 'kappa'], 'which is cheaper in sizes 8 to 10?');
  assert.match(
    split,
    'Best for a tight budget in sizes 8 to 10: Alpha Trail Boot in size 8; Kappa Trail Boot in sizes 9 and 10.',
  );
  // Tied in size 8 and cheaper in 9 and 10: Beta (they had been said to tie at $84.99).
  const beta = await compare(['alpha', 'beta', 'kappa'], 'which is cheapest in sizes 8 to 10?');
  assert.match(beta, 'Best for a tight budget in sizes 8 to 10: Beta Trail Boot.');
  // One size asked is one option.
  const king = await compare(['sateen', 'grey'], 'which is cheaper in king size?');
  assert.match(king, 'Best for a tight budget in King/California King: Grey Comforter.');
});

test.after(() => app.close());
test.run();
