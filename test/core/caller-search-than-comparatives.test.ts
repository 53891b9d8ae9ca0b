/**
 * A comparative before "than" and a quantity is the measure's bound, and "than" is never read as another word,
 * through the core's caller. In the demo shop "backpack lighter than 2 lbs" had opened "Showing light tan backpack
 * 2 lbs": the search corrected "than" to the colour "tan", and "lighter tan" was read as a light shade of it. Now
 * "lighter than" is a cue as "under" is ("Showing backpack." where the shop weighs nothing, up to 2 lbs where
 * it does; "heavier than" at least, "no heavier than" at most), and a function word is never typo-corrected ("a
 * jacket lighter than my old one" says no colour).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shopProducts: Product[] = [
  { id: 'light', title: 'Featherline Daypack Backpack', price: 60, attributes: { weight: '1.5 lbs' } },
  { id: 'heavy', title: 'Haul Travel Backpack', price: 90, attributes: { weight: '3 lbs' } },
  { id: 'thin', title: 'Travel Yoga Mat', price: 30, attributes: { thickness: '2 mm' } },
  { id: 'thick', title: 'Cushion Yoga Mat', price: 50, attributes: { thickness: '8 mm' } },
  { id: 'tan', title: 'Canvas Tote Bag', price: 40, attributes: { color: 'tan' } },
];

const demo = await shopCaller(demoProducts());
const shop = await shopCaller(shopProducts);

test('where the shop weighs nothing, a comparative with "than" goes as "under" does', async () => {
  const under = await demo.search('backpack under 2 lbs');
  assert.match(under.chat, /\. Showing backpack\./);
  for (const request of [
    'backpack lighter than 2 lbs',
    'backpack heavier than 2 lbs',
    'a backpack a bit lighter than 2 lbs',
    'backpack no heavier than 2 lbs',
  ]) {
    const { ids, chat } = await demo.search(request);
    // The bound is said unmet first (see caller-search-unstated-bounds.test.ts), then what is shown.
    const shown = chat.slice(chat.indexOf('Showing'));
    assert.match(shown, /^Showing backpack\./, request);
    assert.not.match(shown, /\btan\b|\blight\b|lighter|heavier|than/i, request);
    assert.equal(ids, under.ids, request);
  }
});

test('where the shop states the measure, the comparative bounds it', async () => {
  for (const [request, expected, said] of [
    ['backpack lighter than 2 lbs', ['light'], 'up to 2 lbs'],
    ['backpack no heavier than 2 lbs', ['light'], 'up to 2 lbs'],
    ['backpack heavier than 2 lbs', ['heavy'], 'at least 2 lbs'],
    ['backpack not lighter than 2 lbs', ['heavy'], 'at least 2 lbs'],
    ['yoga mat thinner than 5 mm', ['thin'], 'up to 5 mm'],
    ['yoga mat thicker than 5mm', ['thick'], 'at least 5mm'],
  ] as const) {
    const { ids, chat } = await shop.search(request);
    assert.equal(ids, [...expected], request);
    assert.ok(chat.includes(said), `${request}: ${chat}`);
  }
});

test('"than" is never typo-corrected, to a colour or any word', async () => {
  const { chat } = await demo.search('a jacket lighter than my old one');
  assert.not.match(chat, /\btan\b/i);
  const { ids } = await shop.search('backpack than my old one');
  assert.not.ok(ids.includes('tan'), 'the tan tote is no match for "than"');
});

test.after(() => {
  demo.app.close();
  shop.app.close();
});
test.run();
