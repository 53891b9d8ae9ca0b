/**
 * People named by their work after "for" are whom the product is for, not a word of it, through the core's caller on
 * the demo catalogue: "shoes for nurses on their feet all day" showed "Showing cushioned shoes for nurses." with 'No
 * product mentions "nurses"', searching "nurses" as a product word. The occupation is now read as "for my friend"
 * is (`queryDefaults.filler.occupations`): named back in the chat, no audience, nothing searched; the clause "on
 * their feet all day" is the comfort need (cushioned), as "for someone on their feet all day" is, and so is work
 * done on one's feet ("shoes for nurses": cushioned shoes, `selfDescriptions.onTheirFeet`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('an occupation after "for" is whom the shoes are for, not a word to match; an activity is its use', async () => {
  const all = await demo.search('shoes');
  for (const [request, shown] of [
    ['shoes for nurses on their feet all day', 'Showing cushioned shoes for nurses.'],
    // Work on their feet asks what standing all day does (`selfDescriptions.onTheirFeet`, work-needs.ts).
    ['shoes for nurses', 'Showing cushioned shoes for nurses.'],
    ['shoes for a nurse', 'Showing cushioned shoes for a nurse.'],
    ['shoes for construction workers', 'Showing shoes for construction workers.'],
    ['shoes for doctors', 'Showing cushioned shoes for doctors.'],
  ] as const) {
    const { ids, chat, total } = await demo.search(request);
    assert.ok(chat.startsWith(shown), `${request}: ${chat}`);
    assert.not.match(chat, /No product mentions/, request);
    assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id).startsWith('Shoes')), request);
    if (!shown.includes('cushioned')) assert.is(total, all.total, request);
  }
  // Activities and unnamed people after "for" keep their readings.
  assert.match((await demo.search('boots for hikers')).chat, /^Showing hiking boots for hikers\./);
  assert.match(
    (await demo.search('shoes for someone on their feet all day')).chat,
    /^Showing cushioned shoes\./,
  );
  assert.match((await demo.search('shoes for teachers')).chat, /^Showing cushioned shoes for teachers\./);
});

test('a gift naming no kind for one on their feet at work is any product, not cushioned ones', async () => {
  // "thank you gift for a teacher", "gift for a nurse" had said "Showing cushioned products for a teacher." over
  // sneakers and running shoes only.
  for (const request of ['thank you gift for a teacher', 'gift for a nurse']) {
    const found = await demo.search(request);
    assert.not.match(found.chat, /cushioned/, request);
    assert.ok(found.total > 100, `${request}: ${found.total}`);
  }
  assert.match((await demo.search('white elephant gift under 25')).chat, /^Showing products under \$25/);
});

test.after(() => demo.app.close());
test.run();
