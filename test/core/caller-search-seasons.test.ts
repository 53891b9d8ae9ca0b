/**
 * A season named by the place it returns to ("back to school backpack"): the place, as "school backpack" says it.
 * Its words had been searched, and "back" put the backpack with a padded back first. Through the core's caller on a
 * real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const backpack = (id: string, title: string, description: string): Product => ({
  id,
  title,
  description,
  category: 'Bags > Backpacks',
  price: 40,
});

const shop = await shopCaller([
  backpack('travel', 'Travel Backpack', 'A padded back panel and hip belt for long trips.'),
  backpack('school', 'School Backpack', 'Room for books and a lunch box.'),
  backpack('day', 'Day Backpack', 'A light pack for short walks.'),
]);

test('"back to school backpack" is a school backpack, "back" no word to match', async () => {
  for (const [content, echo] of [
    ['back to school backpack', 'Showing school backpack.'],
    ['backpack for back-to-school', 'Showing backpack for school.'],
  ] as const) {
    const { ids, chat } = await shop.search(content);
    assert.ok(chat.startsWith(echo), `${content}: ${chat}`);
    assert.is(ids[0], 'school', content);
    assert.not.match(chat, /\bback\b/, chat);
  }
  // "back" elsewhere is still a word: "backpack with a padded back".
  const padded = await shop.search('backpack with a padded back');
  assert.is(padded.ids[0], 'travel');
});

test.after(() => shop.app.close());
test.run();
