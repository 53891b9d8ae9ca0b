/**
 * A value asked as it is beside its attribute's words is echoed by that attribute, as a bound is, through the core's
 * caller on the demo catalogue: "watch with 42mm case" had opened "Showing watch with 42mm.", the case gone and the
 * "with" left hanging; it is now "Showing watch, case size 42mm." (as "watch with 40mm case or smaller" is "Showing
 * watch, case size up to 40mm."), and "yoga mat 6 mm thick" "Showing yoga mat, thickness 6 mm.". The 42 mm watches
 * still come first, the quantity ranking as words; a plain measure ("42mm watch") is echoed as typed. A follow-up
 * keeps the value ("in black" had been "Showing black watch with 42mm.", the value forgotten). A use said after the
 * attribute's words keeps its "for" ("watch with 42 mm case for diving" had opened "Showing watch with diving, case
 * size 42 mm.", "or smaller" "Showing watch diving, …": the gap where the words were cut had dropped it).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, search, converse } = await shopCaller(products);
const caseSize = (id: string | undefined) =>
  products.find((product) => product.id === id)?.attributes?.['caseSize'];

test('the case size asked is echoed as one, no connector left hanging', async () => {
  for (const content of [
    'watch with 42mm case',
    'watch with a 42mm case',
    'watch 42mm case',
    '42mm case watch',
  ]) {
    const { chat, ids } = await search(content);
    assert.match(chat, /^Showing watch, case size 42mm\./, content);
    assert.equal(ids.slice(0, 3).map(caseSize), ['42 mm', '42 mm', '42 mm'], content);
  }
  assert.match(
    (await search('watch with 42mm case in black')).chat,
    /^Showing black watch, case size 42mm\./,
  );
  assert.match(
    (await search('watch with 42mm case under $300')).chat,
    /^Showing watch under \$300, case size 42mm\./,
  );
});

test('a thickness likewise; a plain measure as typed', async () => {
  assert.match((await search('yoga mat 6 mm thick')).chat, /^Showing yoga mat, thickness 6 mm\./);
  assert.match((await search('42mm watch')).chat, /^Showing 42mm watch\./);
});

test('a use said after the attribute keeps its connector, the value or bound still named', async () => {
  const diving = await search('watch with 42 mm case for diving');
  assert.match(diving.chat, /^Showing watch for diving, case size 42 mm\./);
  assert.is(caseSize(diving.ids[0]), '42 mm');
  assert.match(
    (await search('watch with 40mm case or smaller for diving')).chat,
    /^Showing watch for diving, case size up to 40mm\./,
  );
  assert.match(
    (await search('yoga mat 6 mm thick for travel')).chat,
    /^Showing yoga mat for travel, thickness 6 mm\./,
  );
});

test('a follow-up keeps the value asked, and its echo', async () => {
  await converse('watch with 42mm case', 'near');
  const black = await converse('in black', 'near');
  assert.match(black.chat, /^Showing black watch, case size 42mm\./);
  assert.is(caseSize(black.ids[0]), '42 mm');
  assert.match(
    (await converse('cheaper', 'near')).chat,
    /^Showing black watch, case size 42mm, cheapest first\./,
  );
});

test.after(() => app.close());
test.run();
