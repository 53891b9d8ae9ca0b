/**
 * A size's superlative or comparative orders by the product's own size, not the size of what it fits: in the demo
 * shop, after "backpacks", "what about a smaller one" had said "The smallest is the Trailhaven Nomad 20L Laptop
 * Backpack (13-inch)", ordering the laptop backpacks by their `laptopSize` (the laptop they hold) before the 15L
 * daypacks. They order by `capacity`; an attribute naming another thing's size is used only by a product stating
 * none of its own. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const capacityOf = (id: string) =>
  Number.parseFloat(String(products.find((one) => one.id === id)?.attributes?.['capacity']));

test('"a smaller one" after "backpacks" orders them by capacity, smallest first', async () => {
  await demo.converse('backpacks', 'own-measure');
  const { ids, chat } = await demo.converse('what about a smaller one', 'own-measure');
  assert.match(chat, /^The smallest is the [^.]*\b15L\b[^.]*\(15L\)\./u, chat);
  const capacities = ids.map(capacityOf);
  assert.equal(
    capacities,
    [...capacities].sort((a, b) => a - b),
    String(capacities),
  );
});

test('a product stating only the size of what it fits is still ordered by it', async () => {
  const bag = (id: string, laptopSize: string): Product => ({
    id,
    title: `${id} Laptop Backpack`,
    attributes: { laptopSize },
  });
  const shop = await shopCaller([
    bag('fits17', '17-inch'),
    bag('fits13', '13-inch'),
    bag('fits15', '15-inch'),
  ]);
  const { ids } = await shop.search('smallest laptop backpack');
  assert.equal(ids, ['fits13', 'fits15', 'fits17']);
});

test.run();
