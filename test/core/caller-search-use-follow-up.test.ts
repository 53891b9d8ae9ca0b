/**
 * A follow-up narrowing a search for a use keeps the use in the echo: "under 100" after "something for a hike" had
 * said "Showing hike under $100." (`SearchQuery.useFor` was not carried), now "Showing products for a hike under
 * $100.", and "in blue" next "Showing blue products for a hike under $100."; so does what a request keeps at a
 * temperature ("insulated picks for coffee under $30"). Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, converse } = await shopCaller(demoProducts());

test('"under 100" and "in blue" after "something for a hike" keep the use', async () => {
  const hike = await converse('something for a hike', 'hike');
  assert.ok(hike.chat.startsWith('Showing products for a hike.'), hike.chat);
  const cheaper = await converse('under 100', 'hike');
  assert.ok(cheaper.chat.startsWith('Showing products for a hike under $100.'), cheaper.chat);
  const blue = await converse('in blue', 'hike');
  assert.ok(blue.chat.startsWith('Showing blue products for a hike under $100.'), blue.chat);
});

test('"under 30" after "something to keep my coffee hot" keeps what it keeps hot', async () => {
  await converse('something to keep my coffee hot', 'coffee');
  const cheaper = await converse('under 30', 'coffee');
  assert.ok(cheaper.chat.startsWith('Showing insulated picks for coffee under $30.'), cheaper.chat);
});

test.after(() => app.close());
test.run();
