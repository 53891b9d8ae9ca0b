/**
 * A colour named by a noun of weather or nature before it ("snow white", "ice blue", "sand beige") is one colour
 * (`colours.tints`): a shade leaning its way where it leans ("ice blue": sky blue), else the colour itself ("snow
 * white": white and its shades). Its noun is no condition: "sweater in snow white" had asked warm white sweaters.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sweater = (id: string, color: string, features: string[] = []): Product => ({
  id,
  title: 'Crew Sweater',
  category: 'Clothing > Sweaters',
  price: 80,
  attributes: { color, features },
});

const products: Product[] = [
  sweater('cream', 'cream'),
  sweater('white', 'white', ['warm']),
  sweater('navy', 'navy', ['warm']),
  sweater('sky', 'sky blue'),
  sweater('royal', 'royal blue'),
  sweater('sand', 'sand'),
  sweater('black', 'black', ['warm']),
];

const { search } = await shopCaller(products);

const sorted = async (content: string) => (await search(content)).ids.sort();

test('a tint leaning no way is its colour, and no condition', async () => {
  assert.equal(await sorted('sweater in snow white'), ['cream', 'white']);
  const { chat } = await search('sweater in snow white');
  assert.match(chat, /^Showing white sweater\./);
  assert.not.match(chat, /warm|relaxed/);
  assert.equal(await sorted('winter white sweater'), ['cream', 'white']);
});

test('a tint with a leaning asks for the shades leaning its way', async () => {
  assert.equal(await sorted('sweater in ice blue'), ['sky'], 'not navy nor royal blue');
  const { chat } = await search('sweater in ice blue');
  assert.not.match(chat, /mentions "ice"/);
});

test('a tint that is a colour of its own family asks for it', async () => {
  assert.equal(await sorted('sweater in sand beige'), ['cream', 'sand'], 'beige and its shades');
  assert.match((await search('sweater in sand beige')).chat, /^Showing beige sweater\./);
});

test('alone, the noun is what it was', async () => {
  assert.match((await search('sweater for snow')).chat, /^Showing warm sweater\./);
});

test.run();
