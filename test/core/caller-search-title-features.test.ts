/**
 * A feature the title names meets a feature filter as a tag does ("wireless" by a "Portable Bluetooth Speaker"),
 * and a request's weaker feature word matches the stronger one's in the text, one way only, through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const speaker = (id: string, title: string, price: number, features: string[]): Product => ({
  id,
  title,
  category: 'Electronics > Speakers',
  price,
  attributes: { features },
});

const { app, caller } = await shopCaller([
  speaker('smart', 'Wave Wireless Smart Speaker', 120, ['wireless', 'voice-controlled']),
  speaker('pebble', 'Pebble Portable Bluetooth Speaker', 40, ['rugged', 'waterproof']),
  speaker('ripple', 'Ripple Bluetooth Speaker', 35, ['compact']),
  speaker('studio', 'Studio Bookshelf Speaker', 45, ['compact']),
]);

async function search(content: string) {
  const found = { ids: [] as string[], chat: '' };
  for await (const event of await caller.search({ content, pageSize: 5 })) {
    if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
    else found.chat += event.chatStream;
  }
  return found;
}

test('"wireless speaker under 50" lists the Bluetooth speakers under $50, relaxing nothing', async () => {
  const { ids, chat } = await search('wireless speaker under 50');
  assert.equal([...ids].sort(), ['pebble', 'ripple']);
  assert.not.match(chat, /relaxed/);
});

test('"wireless speaker" lists the wireless-tagged and the Bluetooth ones, not the wired one', async () => {
  const { ids } = await search('wireless speaker');
  assert.equal([...ids].sort(), ['pebble', 'ripple', 'smart']);
});

test('one way: "bluetooth speaker" puts the Bluetooth speakers first, not the wireless smart speaker', async () => {
  const { ids } = await search('bluetooth speaker');
  assert.equal(ids.slice(0, 2).sort(), ['pebble', 'ripple']);
});

test.after(() => app.close());
test.run();
