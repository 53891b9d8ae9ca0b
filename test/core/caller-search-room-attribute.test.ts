/**
 * A bound asking for room ("fits a 15 inch laptop", "will it fit a 7 inch wrist?") is on an attribute that is room
 * for the thing, through the core's caller on a real SQLite catalogue: a watch's 41 mm case size had met "fits 1
 * inch" and failed "fits 7 inch" (relaxed, and "No: … doesn't fit 7 inch." on its page), a backpack's 18 in height
 * had met "fits 15 inch". Now a case size, a height or a thickness is no room; where no attribute is, the chat says
 * none states it and nothing is filtered.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { backpack, watch } from '../helpers/room-products.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const watches: Product[] = [
  watch('atlas', 'Atlas 41 mm Smartwatch', { caseSize: '41 mm', batteryLife: '14 days' }),
  watch('mariner', 'Mariner 41 mm Smartwatch', { caseSize: '41 mm' }),
  watch('diver', 'Diver 44 mm Watch', { caseSize: '44 mm', waterResistance: '300 m' }),
];
const backpacks: Product[] = [
  backpack('metro', 'Metro 20L Backpack', { capacity: '20L', laptopSize: '13-inch', height: '18 in' }),
  backpack('transit', 'Transit 30L Backpack', { capacity: '30L', laptopSize: '16-inch', height: '19 in' }),
];

const plain = await shopCaller([...watches, ...backpacks]);
const sized = await shopCaller([
  ...watches,
  watch('harbor', 'Harbor Smartwatch', { caseSize: '45 mm', wristSize: '7.5 in' }),
]);

test('a wrist size no product states neither filters nor relaxes: the chat says none states it', async () => {
  const { chat, ids } = await plain.search('watch that fits a 7 inch wrist');
  assert.match(
    chat,
    /^None of the shop's watches states its wrist size, so I can't tell which fit a 7 inch wrist\. /,
  );
  assert.not.match(chat, /relaxed|fits 7 inch/);
  assert.equal([...ids].sort(), ['atlas', 'diver', 'mariner']);
  // A case size (or 300 m of water resistance) is no room for a 1 inch wrist either.
  assert.not.match((await plain.search('watch that fits a 1 inch wrist')).chat, /fits 1 inch/);
});

test('on a watch page the search part no longer relaxes nor meets the wrist size', async () => {
  const seven = await plain.askOnPage('will it fit a 7 inch wrist?', undefined, 'atlas');
  assert.match(seven.chat, /^I can't tell whether it fits 7 inch: /);
  assert.not.match(seven.chat, /relaxed|fits 7 inch\./);
  assert.not.match(
    (await plain.askOnPage('will it fit a 1 inch wrist?', undefined, 'atlas')).chat,
    /, fits 1 inch/,
  );
});

test('"does it fit 7 inch?" of a watch stating no room is "can\'t tell", never a "No" from its case size', async () => {
  const { chat } = await plain.askOnPage('does it fit 7 inch?', undefined, 'atlas');
  assert.match(
    chat,
    /^I can't tell whether it fits 7 inch: the Atlas 41 mm Smartwatch you're viewing states no size it fits; it has a case size of 41 mm\. /,
  );
  assert.not.match(chat, /^No:|doesn't fit/);
});

test('a wrist size some watch states is the only attribute the bound is on', async () => {
  assert.equal((await sized.search('watch that fits a 7 inch wrist')).ids, ['harbor']);
});

test('a laptop is met by a laptop size, not by a backpack height', async () => {
  for (const request of ['backpack that fits a 15 inch laptop', 'backpack that fits 15 inch']) {
    const { chat, ids } = await plain.search(request);
    assert.equal(ids, ['transit'], request);
    assert.match(chat, /fits 15 inch/, request);
  }
});

test.after(() => {
  plain.app.close();
  sized.app.close();
});
test.run();
