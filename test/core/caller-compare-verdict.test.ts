/**
 * A comparison asked for a verdict gives one: "which one should I buy?" had said only the overview ("They differ
 * in …, Best for a tight budget: …, Best rated: …"), and "which is best value?" compared on price and named the
 * cheapest. Now a pick with its reason and trade-off, and the best value as the best rated within 25% of the
 * cheapest price, by the rules of `queryDefaults.compare`. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (
  id: string,
  title: string,
  price: number,
  rating: number,
  reviewCount: number,
  features: string[],
  available = true,
): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price,
  rating,
  reviewCount,
  available,
  attributes: { features },
});

const { compare } = await shopCaller([
  jacket('harbor', 'Harbor Rain Jacket', 115, 4.3, 1497, ['lightweight', 'waterproof']),
  jacket('ridge', 'Ridge Rain Jacket', 207.99, 4.4, 389, ['waterproof', 'breathable']),
  jacket('storm', 'Storm Rain Jacket', 135.99, 4.3, 372, ['waterproof', 'lightweight']),
  jacket('summit', 'Summit Rain Jacket', 140, 4.7, 900, ['waterproof', 'packable']),
  jacket('fresh', 'Fresh Rain Jacket', 99, 4.9, 4, ['waterproof']),
  jacket('gone', 'Gone Rain Jacket', 90, 4.9, 2000, ['waterproof'], false),
  jacket('thin', 'Thin Rain Jacket', 110, 4.9, 30, ['waterproof']),
]);

for (const asked of [
  'which one should I buy?',
  'which would you recommend?',
  'Which of these is the best?',
]) {
  test(`"${asked}": one pick, cheaper and level with the best rated, and the trade-off`, async () => {
    const message = await compare(['harbor', 'ridge', 'storm'], asked);
    assert.match(
      message,
      /My pick: Harbor Rain Jacket \(4\.3\/5 from 1,497 reviews, \$115\): the cheapest and rated within 0\.1 star of Ridge Rain Jacket for \$92\.99 less\./,
    );
    assert.match(
      message,
      /Ridge Rain Jacket if you want the best rated \(4\.4\/5 from 389 reviews\) or one that is breathable\./,
    );
    assert.not.match(message, /Best for a tight budget|Pick the one whose/);
  });
}

test('the best rated by a margin is the pick; a rating on too few reviews or out of stock is not', async () => {
  const message = await compare(['harbor', 'summit', 'fresh', 'gone'], 'which should I get?');
  assert.match(
    message,
    /My pick: Summit Rain Jacket \(4\.7\/5 from 900 reviews, \$140\): the best rated and the only one that is packable\./,
  );
  assert.match(message, /Fresh Rain Jacket \(4\) has too few reviews to go by\./);
  assert.match(message, /Fresh Rain Jacket if you want the cheapest \(\$99, \$41 less\)/);
  assert.not.match(message, /My pick: (Gone|Fresh)/);
});

test('no rating on enough reviews: no pick, and that is said', async () => {
  const message = await compare(['fresh', 'gone'], 'which would you recommend?');
  assert.match(message, /No clear pick from the data: none of them has a rating from 40 or more reviews\./);
});

test('a rating on fewer than 40 reviews is too thin to pick by, however high (one review could move it a tenth)', async () => {
  const message = await compare(['harbor', 'thin'], 'which one should I buy?');
  assert.match(message, /My pick: Harbor Rain Jacket \(4\.3\/5 from 1,497 reviews, \$115\)/);
  assert.match(message, /Thin Rain Jacket \(30\) has too few reviews to go by\./);
});

test('"which is best value?": the best rated within 25% of the cheapest, not the cheapest alone', async () => {
  const message = await compare(['harbor', 'ridge', 'summit'], 'which is best value?');
  assert.match(message, /^Comparing .* on value for money\./);
  assert.match(
    message,
    /Best value: Summit Rain Jacket at \$140 \(4\.7\/5 from 900 reviews\): the best rated of those priced within 25% of the cheapest\./,
  );
  assert.match(
    message,
    /Harbor Rain Jacket is \$25 cheaper but rated lower \(4\.3\/5 from 1,497 reviews\); Ridge Rain Jacket costs \$67\.99 more and is rated lower \(4\.4\/5 from 389 reviews\)\./,
  );
});

test('"better for the money": the cheapest when nothing within 25% of it is rated better, and the dearer trade-off', async () => {
  const message = await compare(['harbor', 'ridge', 'storm'], 'which is better for the money?');
  assert.match(
    message,
    /Best value: Harbor Rain Jacket at \$115 \(4\.3\/5 from 1,497 reviews\): the cheapest, and none within 25% of its price is rated better\./,
  );
  assert.match(
    message,
    /Ridge Rain Jacket is rated higher \(4\.4\/5 from 389 reviews\) but costs \$92\.99 more\./,
  );
});

test('a pick is not given where something else is asked', async () => {
  const message = await compare(['harbor', 'ridge', 'storm'], 'which is cheapest?');
  assert.not.match(message, /My pick|Best value/);
  assert.match(message, /Best for a tight budget: Harbor Rain Jacket\./);
});

test.run();
