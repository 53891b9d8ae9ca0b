/**
 * A verb of running out said in the negative before a time, through the core's caller (core/search/ending-verbs.ts):
 * "headphones that don't die after 5 hours" had dropped the need ("Showing headphones.", the headphones lasting 6
 * and 7 hours listed with the rest). It asks the battery to last longer than that, as "lasting over 5 hours" does.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const hours = (id: string) => {
  const stated = String(byId.get(id)?.attributes?.['batteryLife'] ?? '');
  return Number.parseInt(stated, 10) * (/day/u.test(stated) ? 24 : 1);
};

test('a battery that does not die after a time lasts longer than it', async () => {
  for (const [request, kind, least] of [
    ["headphones that don't die after 8 hours", /Headphones/, 8],
    ["a speaker that won't run out of battery before 10 hours", /Speaker/, 10],
    ["headphones that don't need charging for 2 days", /Headphones/, 48],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.match(
      chat,
      /^Showing (?:headphones|speaker), at least \d+ (?:hours|days)\./,
      `${request}: ${chat}`,
    );
    assert.not.match(chat, /die|run out|charging|No product/, `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    for (const id of ids) {
      assert.match(byId.get(id)?.title ?? '', kind, `${request}: ${id}`);
      assert.ok(hours(id) >= least, `${request}: ${id} ${hours(id)}`);
    }
  }
});

test('said in the positive, the verb is no bound', async () => {
  const { ids } = await demo.search('headphones that die after 5 hours');
  assert.ok(
    ids.some((id) => hours(id) < 8),
    ids.join(),
  );
});

test.after(() => demo.app.close());
test.run();
