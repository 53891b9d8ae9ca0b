/**
 * "Which is better value?" with one product left out for too few reviews: the value pick had been called "the
 * cheapest and the best rated" though the one left out cost less ("Best value: Halo … at $136.99 …: the cheapest
 * and the best rated" beside Solo at $102.95 on one review). Now the reason says whom it is cheapest among: the
 * only one rated on enough reviews, or the cheapest of those; "in stock" where one out of stock is rated on enough
 * too (Pulse earbuds, 1,056 reviews, had left Sonic "the only one rated on 40 or more reviews"). Through the core's
 * caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, price: number, rating: number, reviewCount: number): Product => ({
  id,
  title: `${id} Rain Jacket`,
  category: 'Clothing > Jackets',
  price,
  rating,
  reviewCount,
  available: true,
  attributes: { features: ['waterproof'] },
});

const { compare } = await shopCaller([
  jacket('Harbor', 115, 4.3, 1497),
  jacket('Storm', 135.99, 4.3, 372),
  jacket('Fresh', 99, 4.9, 4),
]);

test('of two, the only one rated on enough reviews is said as that, not as the cheapest', async () => {
  const message = await compare(['Harbor', 'Fresh'], 'which is better value?');
  assert.match(
    message,
    /Best value: Harbor Rain Jacket at \$115 \(4\.3\/5 from 1,497 reviews\): the only one rated on 40 or more reviews\./,
  );
  assert.match(message, /Fresh Rain Jacket \(4\) has too few reviews to go by\./);
  assert.not.match(message, /the cheapest/);
});

test('of three, the cheapest of those rated on enough reviews, a cheaper one left out', async () => {
  const message = await compare(['Harbor', 'Storm', 'Fresh'], 'which is the best value?');
  assert.match(
    message,
    /Best value: Harbor Rain Jacket at \$115 \(4\.3\/5 from 1,497 reviews\): the cheapest and the best rated of those rated on 40 or more reviews\./,
  );
});

test('with none left out, the reason is as before', async () => {
  const message = await compare(['Harbor', 'Storm'], 'which is better value?');
  assert.match(message, /\): the cheapest and the best rated\./);
});

test('one out of stock rated on enough reviews: the pick is the only one in stock so rated', async () => {
  const demo = await shopCaller(demoProducts());
  // Pulse Wireless Sport Earbuds is out of stock, rated 4.6/5 from 1,056 reviews.
  const earbuds = ['sku-00062', 'sku-00139', 'sku-00161'];
  assert.match(
    await demo.compare(earbuds, 'which is better value?'),
    /Best value: Quietwave Sonic Wireless Sport Earbuds at \$45 \(4\.3\/5 from 821 reviews\): the only one in stock rated on 40 or more reviews\./,
  );
  assert.match(
    await demo.compare(earbuds, 'which should I buy?'),
    /My pick: Quietwave Sonic Wireless Sport Earbuds \(4\.3\/5 from 821 reviews, \$45\): the only one in stock rated on 40 or more reviews and the cheapest\./,
  );
});

test.run();
