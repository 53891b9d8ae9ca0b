/**
 * A closing or a declining word alone ("bye", "no thanks", "no", "nope", "that's all") is small talk, through the
 * core's caller on the demo catalogue: it is answered briefly and names no product ("Bye for now! …", "No problem!
 * …"). They had been searched as words ("I couldn't find any bye.", "no" and "no thanks" "Showing products. I found
 * 442 matches"). In a conversation "no" keeps the last search, its list shown again and said to be still there, so
 * "the second one" still points into it; "bye" keeps it too, and says goodbye.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search, converse } = await shopCaller(demoProducts());

test('a farewell says goodbye and names no product', async () => {
  for (const request of ['bye', 'Goodbye!', 'thanks, bye', 'ok bye 👋', "that's all", 'see you later']) {
    const { chat } = await search(request);
    assert.match(chat, /^Bye for now! Come back whenever you're looking for something\.$/, request);
  }
});

test('declining names no product', async () => {
  for (const request of [
    'no',
    'No thanks',
    'no, thank you!',
    'nope',
    'nah',
    'not now',
    "I'm good",
    'never mind',
  ]) {
    const { chat } = await search(request);
    assert.match(chat, /^No problem! Tell me whenever you're looking for something\.$/, request);
  }
});

test('"thanks" and "thank you" alone still thank', async () => {
  for (const request of ['thanks', 'thank you'])
    assert.match((await search(request)).chat, /^You're welcome! /, request);
});

test('in a conversation "no" keeps the last search, "bye" says goodbye', async () => {
  const tents = await converse('tents under 200', 'closing');
  const no = await converse('no', 'closing');
  assert.equal(no.ids, tents.ids);
  assert.match(
    no.chat,
    /^No problem\. These are still the tents under \$200\. Tell me how to narrow them down/,
  );
  assert.equal((await converse('the second one', 'closing')).ids[0], tents.ids[1]);
  const bye = await converse('no thanks, bye', 'closing');
  assert.equal(bye.ids, tents.ids);
  assert.match(bye.chat, /^Bye for now! Come back whenever you're looking for something\.$/);
});

test('beside product words they are no small talk', async () => {
  for (const request of ['no leather boots', 'bye bye tents', 'nope, show me tents'])
    assert.not.match((await search(request)).chat, /^(?:No problem|Bye)/, request);
});

test.after(() => app.close());
test.run();
