/**
 * The words before "for …" that name the product stay searched however the clause after them is read, through the
 * core's caller on a real SQLite catalogue: "a sleeping bag for anyone who sleeps cold" had read "for anyone" as no
 * audience and left "who sleeps cold" as words ("Showing sleeping bag who sleeps cold.", the summer bag too), and
 * plural verbs of people unnamed ("sleeping bags for people who sleep cold", "running shoes for people who run hot",
 * "shoes for people who sweat a lot") were not read as a clause. Each now shows the product asked with the need
 * the clause names (warm, cooling, breathable), as "for someone who sleeps cold" does.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  category,
  price: 80,
  attributes: { features },
});

const { app, search } = await shopCaller([
  product('bag-warm', 'Arctic Down Sleeping Bag', 'Outdoor > Sleeping Bags', ['warm', 'insulated']),
  product('bag-summer', 'Breeze Summer Sleeping Bag', 'Outdoor > Sleeping Bags', ['lightweight']),
  product('pad-warm', 'Thermal Sleeping Pad', 'Outdoor > Sleeping Pads', ['insulated']),
  product('pad', 'Basic Sleeping Pad', 'Outdoor > Sleeping Pads', []),
  product('pack', 'Trail Daypack Bag', 'Bags > Backpacks', ['warm']),
  product('shoe-cool', 'Breeze Mesh Running Shoe', 'Shoes > Running', ['cooling', 'breathable']),
  product('shoe-trail', 'Ridge Trail Shoe', 'Shoes > Running', ['waterproof']),
]);

test('a clause about anyone, everyone or people unnamed keeps the product and adds its need', async () => {
  for (const [request, ids, said] of [
    ['a sleeping bag for anyone who sleeps cold', ['bag-warm'], 'warm sleeping bag'],
    ['a sleeping pad for everyone who sleeps cold', ['pad-warm'], 'warm sleeping pad'],
    ['sleeping bags for people who sleep cold', ['bag-warm'], 'warm sleeping bags'],
    ['a sleeping bag for people who get cold', ['bag-warm'], 'warm sleeping bag'],
    ['running shoes for people who run hot', ['shoe-cool'], 'cooling running shoes'],
    // Sweating is met by breathable things, as "for sweat" asks (`queryDefaults.needs`).
    ['shoes for people who sweat a lot', ['shoe-cool'], 'breathable shoes'],
    ['running shoes for anyone who runs hot', ['shoe-cool'], 'cooling running shoes'],
  ] as const) {
    const found = await search(request);
    assert.equal(found.ids, ids, request);
    assert.match(found.chat, new RegExp(`^Showing ${said}\\.`), request);
    assert.not.match(found.chat, /anyone|everyone|people|who|sweat|"cold"/, request);
  }
  // "for anyone" alone is still no audience.
  const anyone = await search('sleeping bag for anyone');
  assert.equal([...anyone.ids].sort(), ['bag-summer', 'bag-warm']);
  assert.match(anyone.chat, /^Showing sleeping bag\./);
});

test.after(() => app.close());
test.run();
