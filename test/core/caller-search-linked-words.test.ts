/**
 * "it matches "tent for two"" only of a product stating the words after "for" / "with": a tent whose description
 * says "two doors" is no tent for two, a jacket whose hood "is sold separately" no jacket with a hood.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

// No capacities here: "for two" stays words.
const products: Product[] = [
  {
    id: 'lodge',
    title: 'Lodge Family Tent',
    description: 'Two doors and a porch, for the whole family.',
    rating: 4.9,
    reviewCount: 900,
  },
  { id: 'ridge', title: 'Ridge 2-Person Tent', description: 'A light dome.', rating: 4, reviewCount: 10 },
  {
    id: 'cabin',
    title: 'Cabin Dome Tent',
    description: 'Pitches in minutes; sleeps a couple, for two nights or two weeks.',
    rating: 4.5,
    reviewCount: 50,
  },
  {
    id: 'shell',
    title: 'Harbor Shell Jacket',
    description: 'The collar tucks away; a hood is sold separately.',
    rating: 4.9,
    reviewCount: 900,
  },
  {
    id: 'storm',
    title: 'Storm Rain Jacket',
    description: 'A rain jacket with an adjustable hood.',
    rating: 4,
    reviewCount: 10,
  },
  {
    id: 'parka',
    title: 'Hooded Parka Jacket',
    attributes: { features: ['hood'] },
    rating: 3,
    reviewCount: 5,
  },
];

const { search } = await shopCaller(products);

/** The sentence of the chat naming `name` ("Top pick: … ; it matches …."). */
const pickOf = (chat: string, name: string): string =>
  chat.split(/(?<=\.) /).find((sentence) => sentence.includes(name)) ?? '';

test('"tent for two": only the tent stating two matches it; "two doors" is mentioned as no match', async () => {
  const { chat } = await search('tent for two');
  assert.match(pickOf(chat, 'Ridge 2-Person Tent'), /it matches "tent for two"/);
  assert.not.match(pickOf(chat, 'Lodge Family Tent'), /matches "tent for two"|"two"/);
  assert.match(pickOf(chat, 'Lodge Family Tent'), /it mentions "tent"/);
  assert.match(
    pickOf(chat, 'Cabin Dome Tent'),
    /it matches "tent for two"/,
    'its description says "for two"',
  );
});

test('"jacket with hood": a hood sold separately is no match; one stated with the jacket or as a feature is', async () => {
  const { chat } = await search('jacket with hood');
  assert.match(pickOf(chat, 'Harbor Shell Jacket'), /it mentions "jacket"/);
  assert.not.match(pickOf(chat, 'Harbor Shell Jacket'), /matches "jacket with hood"|"hood"/);
  assert.match(pickOf(chat, 'Storm Rain Jacket'), /it matches "jacket with hood"/);
  assert.match(pickOf(chat, 'Hooded Parka Jacket'), /it matches "jacket with hood"/);
});

test.run();
