/**
 * A compared product that is the cheapest and whose own options also reach the highest price of them all (a
 * comforter from $81.99 in Twin to $179.99 in King) is said with its span once, and the others after it: "The
 * cheapest is Sateen Comforter from $81.99 to $179.99 by option; Grey Comforter costs $112.95 to $156.95.". It had
 * been named again as the one the prices go up to ("…; prices go up to $179.99 (Sateen Comforter), by option.").
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';
import { bedding, comfortersPricedApart } from '../helpers/sized-bedding.ts';

const { app, compare } = await shopCaller([
  ...comfortersPricedApart,
  bedding('linen', 'Linen Comforter', { Twin: 81.99, 'King/California King': 99.99 }),
  bedding('silk', 'Silk Comforter', { Twin: 81.99, 'King/California King': 179.99 }),
  { id: 'wool', title: 'Wool Comforter', category: 'Home > Bedding', price: 120 },
]);

test('the cheapest whose options reach the top is said with its span once, the other by its own', async () => {
  const two = await compare(['sateen', 'grey'], 'which is cheaper?');
  assert.match(
    two,
    'The cheaper is Sateen Comforter from $81.99 to $179.99 by option; Grey Comforter costs $112.95 to $156.95.',
  );
  assert.not.match(two, '(Sateen Comforter)');
  const flat = await compare(['sateen', 'wool'], 'which is cheaper?');
  assert.match(
    flat,
    'The cheaper is Sateen Comforter from $81.99 to $179.99 by option; Wool Comforter costs $120.',
  );
});

test('several others are said by the highest of their prices, the product holding it named', async () => {
  const three = await compare(['sateen', 'grey', 'wool'], 'which is cheapest?');
  assert.match(
    three,
    'The cheapest is Sateen Comforter from $81.99 to $179.99 by option; the others go up to $156.95 (Grey Comforter).',
  );
});

test('tied cheapest: each is given its own highest, and prices alike only when their spans are', async () => {
  const tied = await compare(['sateen', 'linen', 'grey'], 'which is cheapest?');
  assert.match(
    tied,
    'Sateen Comforter and Linen Comforter are the cheapest from $81.99 (Sateen Comforter up to $179.99, Linen Comforter up to $99.99 by option); Grey Comforter costs $112.95 to $156.95.',
  );
  const both = await compare(['sateen', 'linen'], 'which is cheaper?');
  assert.match(
    both,
    'They both cost from $81.99; Sateen Comforter goes up to $179.99 and Linen Comforter to $99.99 by option.',
  );
  const same = await compare(['sateen', 'silk'], 'which is cheaper?');
  assert.match(same, 'They both cost $81.99 to $179.99 by option.');
});

test('in the sizes asked, the cheapest span reaching the top is said once', async () => {
  const boots = await shopCaller([
    sizedBoot('alpha', 'Alpha Trail Boot', () => true, {
      sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 95 : 99.99),
    }),
    sizedBoot('gamma', 'Gamma Trail Boot', () => true, { sizePrice: (size) => (size === '11' ? 130 : 92) }),
  ]);
  const chat = await boots.compare(['alpha', 'gamma'], 'which is cheaper in sizes 8 to 10?');
  assert.match(
    chat,
    'In sizes 8 to 10, the cheaper is Alpha Trail Boot at $84.99 to $95; Gamma Trail Boot costs $92.',
  );
  assert.not.match(chat, '(Alpha Trail Boot)');
  boots.app.close();
});

test.after(() => app.close());
test.run();
