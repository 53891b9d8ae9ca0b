/**
 * A measure said without a cue beside its attribute's words: of battery life, where more is better, a minimum
 * ("speaker with 20 hours battery life" had listed a 12-hour speaker first, its "20W" output meeting "20", and said
 * 'it mentions "speaker", "hours", "battery" and "life"'); of a thickness, the value asked first and the nearest
 * next, its word absorbed ("yoga mat 6 mm thick" had said 'None of them has "thick" in its name'). A number meant
 * as something else stays as it was. Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, search } = await shopCaller(products);
const attribute = (id: string | undefined, name: string): string | undefined => {
  const value = products.find((product) => product.id === id)?.attributes?.[name];
  return typeof value === 'string' ? value : undefined;
};
const hours = (value: string | undefined): number => Number.parseFloat(value ?? '0');

test('a bare battery life beside its words is a minimum, its words absorbed', async () => {
  for (const content of [
    'speaker with 20 hours battery life',
    '20 hour battery speaker',
    'speaker 20 hours',
    'battery life of 20 hours speaker',
  ]) {
    const { chat, ids } = await search(content);
    assert.match(chat, /^Showing speaker, battery life at least 20 hours\./, content);
    assert.not.match(chat, /mentions "speaker", "hours"|"battery"|in its name/, content);
    assert.ok(ids.length > 0, content);
    for (const id of ids) assert.ok(hours(attribute(id, 'batteryLife')) >= 20, `${content}: ${id}`);
  }
});

test('a bare thickness beside its word: that value first, the nearest next, "thick" never missing', async () => {
  for (const content of ['yoga mat 6 mm thick', '6mm thick yoga mat', 'yoga mat thickness 6mm']) {
    const { chat, ids } = await search(content);
    assert.not.match(chat, /"thick"|"thickness"|thickest/, content);
    const thickness = ids.slice(0, 6).map((id) => attribute(id, 'thickness'));
    assert.is(thickness[0], '6 mm', content);
    assert.equal(thickness.slice(1, 5), ['5 mm', '5 mm', '5 mm', '5 mm'], content);
  }
});

test('a number meant as something else is unchanged', async () => {
  const watt = await search('20W speaker');
  assert.match(watt.chat, /^Showing 20W speaker\./);
  assert.is(attribute(watt.ids[0], 'output'), '20W');
  assert.match((await search('4 person tent')).chat, /^Showing 4 person tent\./);
  assert.match((await search('42mm watch')).chat, /^Showing 42mm watch\./);
  assert.match((await search('shoes size 10')).chat, /^Showing shoes in size 10\./);
  assert.match((await search('speaker for 20 hours')).chat, /^Showing speaker for 20 hours\./);
});

test.after(() => app.close());
test.run();
