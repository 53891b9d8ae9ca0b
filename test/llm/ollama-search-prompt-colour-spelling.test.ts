/**
 * Two facts the offline search message states reach the model's prompt too: a pick that meets the colour asked
 * only by another of its colours ("is charcoal, but also comes in burgundy (a shade of red)",
 * llm/offline/colour-reason.ts; the prompt names the colour, "burgundy"), and a spelling the search only guessed,
 * which the chat echoes as typed ("correr", not "cover"). Through the core's caller on a real SQLite catalogue, its
 * chat written by the real Ollama client against a loopback Ollama (test/helpers/fake-ollama-server.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { tee } from '../helpers/variant-colours.ts';

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search } = await shopCaller(
  [
    tee('burgundy', 'Crew Neck T-Shirt', 'burgundy'),
    tee('charcoal', 'Pocket T-Shirt', 'charcoal', ['charcoal', 'olive', 'burgundy']),
    tee('navy', 'Ringer T-Shirt', 'navy'),
    {
      id: 'grill-cover',
      title: 'Heavy Duty Grill Cover',
      category: 'Outdoor > Grill Accessories',
      price: 30,
    },
    { id: 'sofa-cover', title: 'Stretch Sofa Cover', category: 'Home > Slipcovers', price: 45 },
  ],
  composer,
);

type Facts = { id: string; askedColour?: { comesIn: string[]; shownIn?: string } };
const colourOf = (data: Record<string, unknown>, id: string) =>
  (data.products as Facts[]).find((product) => product.id === id)?.askedColour;

test('a pick shown in another colour than the one asked: the colour it is shown in, and the one it comes in', async () => {
  const { ids } = await search('red t-shirt');
  assert.equal([...ids].sort(), ['burgundy', 'charcoal']);
  const { system, data } = lastChatPrompt(fake);
  assert.equal(colourOf(data, 'charcoal'), { comesIn: ['burgundy'], shownIn: 'charcoal' });
  assert.equal(colourOf(data, 'burgundy'), { comesIn: ['burgundy'] }, 'shown in a colour asked');
  assert.match(system, /askedColour\.shownIn is present.*never call it by the asked colour/);
  await search('t-shirt');
  assert.is(colourOf(lastChatPrompt(fake).data, 'charcoal'), undefined, 'no colour asked');
});

test('a spelling the search only guessed is given as such, to be echoed as typed', async () => {
  const { ids } = await search('correr');
  assert.ok(ids.includes('grill-cover'), 'the search still reads it');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data.spellingGuesses, [{ typed: 'correr', searchedAs: 'cover' }]);
  assert.is((data.understood as { text: string }).text, 'correr');
  assert.match(system, /DATA\.spellingGuesses.*write each only as typed, never as searchedAs/);
  await search('grill covr');
  const sure = lastChatPrompt(fake).data;
  assert.is(sure.spellingGuesses, undefined, 'a likely slip is no guess');
  assert.is((sure.understood as { text: string }).text, 'grill cover');
});

test('a guess read again as a category is given too, and the words as typed', async () => {
  const covers = await shopCaller(
    [
      { id: 'grill', title: 'Heavy Duty Grill Cover', category: 'Covers', price: 30 },
      { id: 'sofa', title: 'Stretch Sofa Cover', category: 'Covers', price: 45 },
    ],
    composer,
  );
  await covers.search('zapatos para correr');
  covers.app.close();
  const { data } = lastChatPrompt(fake);
  assert.equal(data.spellingGuesses, [{ typed: 'correr', searchedAs: 'cover' }]);
  assert.is((data.understood as { text: string }).text, 'zapatos para correr');
});

test('the word few matches name is given as the offline message says it: a guess as typed', async () => {
  const boots = await shopCaller(
    [
      { id: 'desert', title: 'Desert Boots', category: 'Shoes > Boots', attributes: { material: 'suede' } },
      {
        id: 'rain',
        title: 'Rubber Rain Boots',
        category: 'Shoes > Boots',
        attributes: { material: 'rubber' },
      },
    ],
    composer,
  );
  await boots.search('botas suade');
  boots.app.close();
  const { data } = lastChatPrompt(fake);
  // It had been given as the catalogue's word, "suede", which the shopper never wrote.
  assert.equal(data.fewNamed, { word: 'suade', count: 0 });
  assert.equal(data.spellingGuesses, [
    { typed: 'botas', searchedAs: 'boots' },
    { typed: 'suade', searchedAs: 'suede' },
  ]);
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
