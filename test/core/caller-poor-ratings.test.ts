/**
 * A poor rating from few reviews is not lifted past a higher one from more: comparing two comforters rated 2.5 from
 * 29 reviews and 2.6 from 298 had said "Better rated: …" of the 2.5 (the Bayesian average pulled the rating with
 * fewer reviews further up toward 3 stars), and "best rated comforters" listed it first. A rating at or above the
 * prior's still blends as before (4.6 from 1,497 before 5.0 from 2). Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const comforter = (id: string, title: string, rating: number, reviewCount: number): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: 150,
  rating,
  reviewCount,
});

const { app, compare, search } = await shopCaller([
  comforter('sand', 'Cotton Sateen Comforter in Sand', 2.5, 29),
  comforter('weekend', 'Weekend Cotton Sateen Comforter', 2.6, 298),
  comforter('cloud', 'Cloud Down Comforter', 5, 2),
  comforter('haven', 'Haven Wool Comforter', 4.6, 1497),
]);

test('of two poorly rated, the higher rating with more reviews is the better rated', async () => {
  const message = await compare(['sand', 'weekend'], 'which is better rated?');
  assert.match(message, /Better rated: Weekend Cotton Sateen Comforter \(rated 2\.6\/5 from 298 reviews\)/);
  // "which is better?" asks a verdict: 29 reviews are too few to pick by (compare-verdict.ts, `minReviews` 40).
  const picked = await compare(['sand', 'weekend'], 'which is better?');
  assert.match(
    picked,
    /My pick: Weekend Cotton Sateen Comforter \(2\.6\/5 from 298 reviews, \$150\): the only one rated on 40 or more reviews\./,
  );
  assert.match(picked, /Cotton Sateen Comforter in Sand \(29\) has too few reviews to go by\./);
});

test('the rating sort lists the higher poor rating with more reviews first, and still blends good ones', async () => {
  const { ids } = await search('best rated comforters');
  assert.equal(ids, ['haven', 'cloud', 'weekend', 'sand']);
});

test.after(() => app.close());
test.run();
