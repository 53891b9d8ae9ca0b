/**
 * The data's `price` row says the prices the comparison's message says: in the size the request names, that size's
 * variant prices ("which is cheaper in king?": 179.99 against 156.95, where the message names the King prices);
 * with none named, each listed price, a span where options are priced apart ("84.99 to 99.99" against "84.99",
 * so a tie at the lowest still differs and gives each one's own highest). It had held the listed lowest prices
 * ("81.99" against "112.95"; "84.99" and "84.99", `differs` false, while the message said they differ in price).
 * In the compare endpoint and in a conversation's comparison alike. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';
import { bedding } from '../helpers/sized-bedding.ts';

const { app, caller } = await shopCaller([
  sizedBoot('alpha', 'Alpha Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 89.99 : 99.99),
  }),
  sizedBoot('beta', 'Beta Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : 92),
  }),
  sizedBoot('delta', 'Delta Trail Boot', () => true, { price: 84.99 }),
  bedding('sateen', 'Sateen Comforter', { Twin: 81.99, 'King/California King': 179.99 }),
  bedding('grey', 'Grey Comforter', { Twin: 112.95, 'King/California King': 156.95 }),
  bedding('percale', 'Percale Duvet Cover', { 'Full/Queen': 100.99, 'King/California King': 116.99 }),
]);

type Row = { name: string; values: (string | null)[]; differs: boolean };

async function compared(
  productIds: string[],
  content: string,
): Promise<{ price?: Row | undefined; chat: string }> {
  const found: { price?: Row | undefined; chat: string } = { chat: '' };
  for await (const event of await caller.compare({ content, productIds })) {
    if ('data' in event) found.price = event.data.comparison?.attributes.find((row) => row.name === 'price');
    else found.chat += event.chatStream;
  }
  return found;
}

test('a size named: the price row holds that size’s prices, as the message says them', async () => {
  const king = await compared(['sateen', 'grey'], 'which is cheaper in king?');
  assert.match(king.chat, 'the cheaper is Grey Comforter at $156.95; prices go up to $179.99');
  assert.equal(king.price, { name: 'price', values: ['179.99', '156.95'], differs: true });
  const ten = await compared(['alpha', 'delta'], 'which is cheaper in size 10?');
  assert.equal(ten.price?.values, ['89.99', '84.99']);
  const range = await compared(['alpha', 'beta'], 'compare them in sizes 8 to 10');
  assert.equal(range.price, { name: 'price', values: ['84.99 to 89.99', '84.99 to 92'], differs: true });
  const twin = await compared(['percale', 'sateen', 'grey'], 'which is cheapest in twin?');
  assert.match(twin.chat, "Percale Duvet Cover doesn't come in Twin.");
  assert.equal(twin.price?.values, [null, '81.99', '112.95']);
});

test('no size named: listed prices, spans where priced by option; a tie at the lowest gives each one’s highest', async () => {
  const tie = await compared(['alpha', 'delta'], 'which is cheaper?');
  assert.match(tie.chat, 'They both cost from $84.99; Alpha Trail Boot goes up to $99.99 by option.');
  assert.equal(tie.price, { name: 'price', values: ['84.99 to 99.99', '84.99'], differs: true });
  const spans = await compared(['alpha', 'beta'], 'compare them');
  assert.equal(spans.price?.values, ['84.99 to 99.99', '84.99 to 92']);
});

test('a conversation’s comparison carries the same price row', async () => {
  const rows: Row[] = [];
  for (const content of ['comforters', 'compare the first two in king size'])
    for await (const event of await caller.search({ content, sessionId: 'c1' }))
      if ('data' in event && event.data.comparison !== undefined)
        rows.push(...event.data.comparison.attributes.filter((row) => row.name === 'price'));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.values.slice().sort(), ['156.95', '179.99']);
});

test.after(() => app.close());
test.run();
