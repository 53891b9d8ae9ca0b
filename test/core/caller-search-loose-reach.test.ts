/**
 * Measures a shopper states loosely, through the core's caller (core/search/reach-bounds.ts): "watch water resistant
 * up to 50m" had read "up to 50m" as a maximum and relaxed it. Now it is the rating it states, and "backpack up to
 * 30L" still a maximum.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const measured = (id: string, name: string) => Number.parseFloat(String(byId.get(id)?.attributes?.[name]));

test('"up to" after a feature is how far it is rated, as "to" is; after a kind or an attribute a maximum', async () => {
  const upTo = await demo.search('watch water resistant up to 50m');
  assert.equal(upTo.ids, (await demo.search('watch water resistant to 50m')).ids);
  assert.match(upTo.chat, /^Showing water resistant watch, water resistance at least 50m\./);
  assert.not.match(upTo.chat, /relaxed/);
  for (const id of upTo.ids) assert.ok(measured(id, 'waterResistance') >= 50, id);
  const waterproof = await demo.search('tent waterproof up to 3000mm');
  assert.match(
    waterproof.chat,
    /^None of the shop's tents states how waterproof it is, so I can't tell which are waterproof to 3000mm\. /,
  );
  const backpack = await demo.search('backpack up to 30L');
  assert.match(backpack.chat, /^Showing backpack, up to 30L\./);
  for (const id of backpack.ids)
    if (byId.get(id)?.attributes?.['capacity'] !== undefined) assert.ok(measured(id, 'capacity') <= 30, id);
  const waterproofBackpack = await demo.search('backpack waterproof up to 30L');
  assert.match(waterproofBackpack.chat, /^Showing waterproof backpack, up to 30L\./);
  const speaker = await demo.search('speaker with battery life up to 20 hours');
  assert.match(speaker.chat, /^Showing speaker, battery life up to 20 hours\./);
});

test.after(() => demo.app.close());
test.run();
