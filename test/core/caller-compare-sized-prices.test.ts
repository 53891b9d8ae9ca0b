/**
 * A comparison that names a size compares the prices of that size: "which is cheaper in king size?" of two
 * comforters whose Twin and King are priced apart names the King prices, not the products' Twin prices. Through
 * the core's caller on a real SQLite catalogue. Sizes asked priced apart are said as the search's pick says them,
 * their span ("at $84.99 to $89.99"; compare had said its cheapest variant's, "$84.99", where the pick said the span).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';
import { bedding, comfortersPricedApart } from '../helpers/sized-bedding.ts';

const { app, compare } = await shopCaller([
  ...comfortersPricedApart,
  bedding('percale', 'Percale Duvet Cover', { 'Full/Queen': 100.99, 'King/California King': 116.99 }),
  bedding('linen', 'Linen Duvet Cover', {
    Twin: 95.95,
    'Full/Queen': 117.95,
    'King/California King': 139.95,
  }),
]);

test('the asked size decides which is cheaper, and the message names its prices', async () => {
  const king = await compare(['sateen', 'grey'], 'which is cheaper in king size?');
  assert.match(
    king,
    'In King/California King, the cheaper is Grey Comforter at $156.95; prices go up to $179.99 (Sateen Comforter).',
  );
  assert.match(king, 'Best for a tight budget in King/California King: Grey Comforter.');
  assert.not.match(king, '$81.99');
  const queen = await compare(['linen', 'percale'], 'which one is cheaper for a queen bed?');
  assert.match(
    queen,
    'In Full/Queen, the cheaper is Percale Duvet Cover at $100.99; prices go up to $117.95',
  );
});

test('a product that does not come in the asked size is said so, and its price is not compared', async () => {
  const twin = await compare(['percale', 'linen', 'grey'], 'which is cheapest in twin?');
  assert.match(
    twin,
    'In Twin, the cheapest is Linen Duvet Cover at $95.95; prices go up to $112.95 (Grey Comforter).',
  );
  assert.match(twin, "Percale Duvet Cover doesn't come in Twin.");
  const alone = await compare(['percale', 'linen'], 'which is cheaper in twin?');
  assert.match(alone, 'Only Linen Duvet Cover comes in Twin, at $95.95.');
});

test('with no size asked, prices by option are starting prices, up to the dearest option', async () => {
  const any = await compare(['linen', 'grey'], 'which is cheaper?');
  assert.match(
    any,
    'The cheaper is Linen Duvet Cover from $95.95; prices go up to $156.95 (Grey Comforter), by option.',
  );
  // The cheapest reaching the top itself is said with its span once (caller-compare-own-span.test.ts).
  const own = await compare(['sateen', 'grey'], 'which is cheaper?');
  assert.match(own, 'The cheaper is Sateen Comforter from $81.99 to $179.99 by option;');
});

test('in several sizes asked, a product priced apart in them is said by its span, as the pick says it', async () => {
  const boots = await shopCaller([
    sizedBoot('alpha', 'Alpha Trail Boot', () => true, {
      sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 89.99 : 99.99),
    }),
    sizedBoot('gamma', 'Gamma Trail Boot', () => true, { sizePrice: (size) => (size === '11' ? 130 : 92) }),
  ]);
  const pick = (await boots.search('trail boots in sizes 8 to 10')).chat;
  assert.match(pick, 'Alpha Trail Boot, $84.99 to $89.99 in sizes 8 to 10');
  for (const sizes of ['sizes 8 to 10', 'sizes 8 and 10']) {
    const chat = await boots.compare(['alpha', 'gamma'], `which is cheaper in ${sizes}?`);
    assert.match(
      chat,
      `In ${sizes}, the cheaper is Alpha Trail Boot at $84.99 to $89.99; prices go up to $92 (Gamma Trail Boot).`,
    );
  }
  // One size asked is one price.
  const one = await boots.compare(['alpha', 'gamma'], 'which is cheaper in size 9?');
  assert.match(
    one,
    'In size 9, the cheaper is Alpha Trail Boot at $89.99; prices go up to $92 (Gamma Trail Boot).',
  );
  boots.app.close();
});

test.after(() => app.close());
test.run();
