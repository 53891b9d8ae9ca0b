/**
 * A feature asked for is met by a stronger one (`queryDefaults.featureImplications`): "warm jacket" lists the
 * insulated ones too, "water resistant watch" the waterproof ones, "wireless speaker" the Bluetooth ones. One
 * way only: an insulated jacket is asked for, a warm fleece is not one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { featureSatisfiers, type Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'fleece', title: 'Alpine Fleece Jacket', price: 80, attributes: { features: ['warm'] } },
  { id: 'puffer', title: 'Summit Puffer Jacket', price: 150, attributes: { features: ['insulated'] } },
  { id: 'shell', title: 'Coastal Rain Jacket', price: 90, attributes: { features: ['waterproof'] } },
  { id: 'dive', title: 'Diver Watch', price: 200, attributes: { features: ['waterproof'] } },
  { id: 'field', title: 'Field Watch', price: 120, attributes: { features: ['water-resistant'] } },
  { id: 'dress', title: 'Dress Watch', price: 300, attributes: { features: ['scratch resistant'] } },
  { id: 'speaker', title: 'Canyon Speaker', price: 60, attributes: { features: ['bluetooth'] } },
  { id: 'bookshelf', title: 'Bookshelf Speaker', price: 90, attributes: { features: ['passive'] } },
];

const { app, search } = await shopCaller(products);

test('what meets a feature: its spellings and the stronger features', () => {
  assert.equal(featureSatisfiers('warm').sort(), [
    'cosiest',
    'cosy',
    'coziest',
    'cozy',
    'heated',
    'insulated',
    'snug',
    'thermal',
    'warm',
    'warmest',
  ]);
  assert.equal(featureSatisfiers('water resistant').sort(), [
    'driest',
    'water resistant',
    'water-resistant',
    'waterproof',
  ]);
  assert.equal(featureSatisfiers('insulated'), ['insulated']);
});

test('"warm jacket" lists the insulated jacket too', async () => {
  const { ids, total, chat } = await search('warm jacket');
  assert.equal([...ids].sort(), ['fleece', 'puffer']);
  assert.is(total, 2);
  assert.not.match(chat, /relaxed/);
});

test('an insulated jacket is asked for: the warm fleece is not one', async () => {
  const { ids } = await search('insulated jacket');
  assert.equal(ids, ['puffer']);
});

test('"water resistant watch" lists the waterproof one too, not the others', async () => {
  const { ids } = await search('water resistant watch');
  assert.equal(ids.slice(0, 2).sort(), ['dive', 'field']);
  assert.not.ok(ids.includes('dress'));
  // The waterproof rain jacket matches the feature's words and meets it (OR semantics), after the watches.
  assert.equal(ids.slice(2), ['shell']);
});

test('"wireless speaker" lists the Bluetooth one', async () => {
  const { ids, chat } = await search('wireless speaker');
  assert.equal(ids, ['speaker']);
  assert.not.match(chat, /relaxed/);
});

test('a need a stronger feature asked already meets goes unsaid, its products the same', async () => {
  // "waterproof watch for the shower" had said "Showing water-resistant waterproof watch.": the shower's need,
  // water-resistant, is met by every waterproof watch.
  const { ids, chat } = await search('waterproof watch for the shower');
  assert.ok(chat.startsWith('Showing waterproof watch.'), chat);
  assert.equal(ids[0], 'dive');
  assert.not.ok(ids.includes('field'));
  // Said the other way round, a weaker feature beside a stronger one: the stronger is asked.
  const both = await search('water resistant waterproof watch');
  assert.equal(both.ids[0], 'dive');
  assert.not.ok(both.ids.includes('field'));
});

test.after(() => app.close());
test.run();
