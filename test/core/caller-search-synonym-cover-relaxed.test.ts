/**
 * A kind asked whose products the constraints all leave out, and only products naming its synonym before their own
 * head noun left: on the demo shop "king size comforter under 150" (every comforter costs more in King) had listed
 * two duvet covers under "Showing comforter in size king under $150." ("duvet" is a synonym of "comforter", and a
 * "Duvet Cover" held it). A cover is no comforter: the weakest constraint is dropped, and named, as for any kind the
 * constraints leave out; a "Down Duvet", whose head the synonym is, still is one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const titleOf = (id: string): string => products.find((product) => product.id === id)?.title ?? '';

test('"king size comforter under 150" lists comforters first, a constraint relaxed by name', async () => {
  const { ids, chat } = await demo.search('king size comforter under 150');
  assert.ok(ids.length > 0, chat);
  // The comforters first (the covers may follow them, as they follow the comforters of "comforter").
  const comforters = ids.filter((id) => /comforter/i.test(titleOf(id)));
  assert.ok(comforters.length > 0, ids.map(titleOf).join(', '));
  assert.equal(ids.slice(0, comforters.length), comforters, ids.map(titleOf).join(', '));
  assert.not.match(chat, /^Showing comforter in size king under \$150\. I found 2 matches/, chat);
  assert.match(chat, /relaxed: /, chat);
});

const bedding = (id: string, title: string, price: number): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  description: `A ${title.toLowerCase()}.`,
  price,
  attributes: { size: ['King'] },
});

const shop = await shopCaller([
  bedding('comforter', 'Cotton Sateen Comforter', 220),
  bedding('duvet', 'Goose Down Duvet', 140),
  bedding('cover', 'Linen Duvet Cover', 90),
]);

test('a duvet whose head the synonym is still meets the bound; a cover alone does not, and the bound is relaxed', async () => {
  const { ids } = await shop.search('king comforter under 150');
  assert.is(ids[0], 'duvet');
  // Only the cover under $100: the bound is relaxed, and the comforter and the duvet are listed (it had been the
  // cover alone, "Showing comforter in size king under $100. I found 1 match.").
  const below = await shop.search('king comforter under 100');
  assert.ok(below.ids.includes('comforter') && below.ids.includes('duvet'), below.chat);
  assert.match(below.chat, /relaxed: under \$100/, below.chat);
});

test.run();
