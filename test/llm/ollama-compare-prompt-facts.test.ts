/**
 * What the offline compare message states reaches the model's prompt as DATA.findings, so a comparison written by
 * Ollama is as true: the feature asked by name, a size's prices, a saving, whom each is for, room for people or a
 * device, best rated by how many reviews back a rating, what sets them apart, that only the products listed were
 * compared when a run was asked past them. Through the core's caller on a real
 * SQLite catalogue, its chat written by the real Ollama client against a loopback Ollama
 * (test/helpers/fake-ollama-server.ts); the offline message comes from the same catalogue without a model.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { bedding } from '../helpers/sized-bedding.ts';

const item = (id: string, title: string, price: number, extra: Partial<Product> = {}): Product => ({
  id,
  title,
  category: 'Gear',
  price,
  ...extra,
});

const catalogue: Product[] = [
  item('puffer', 'Coastal Puffer Jacket', 90, {
    rating: 4.6,
    reviewCount: 3,
    attributes: { features: ['insulated', 'packable', 'windproof'] },
  }),
  item('cascade', 'Cascade Puffer Jacket', 120, {
    compareAtPrice: 160,
    rating: 4.3,
    reviewCount: 1497,
    attributes: { features: ['insulated', 'water-resistant'] },
  }),
  item('ridge', 'Ridge Boot', 145, { attributes: { gender: 'men', material: 'suede' } }),
  item('boulder', 'Boulder Boot', 192.99, {
    attributes: { gender: 'women', material: 'nubuck leather', features: ['insulated'] },
  }),
  item('dome', 'Dome Tent', 200, { attributes: { capacity: '4-person' } }),
  item('solo', 'Solo Tent', 150, { attributes: { capacity: '2-person' } }),
  item('metro', 'Metro Laptop Pack', 100, { attributes: { laptopSize: '15-inch' } }),
  item('nomad', 'Nomad Laptop Pack', 80, { attributes: { laptopSize: '13-inch' } }),
  bedding('sateen', 'Sateen Comforter', { Twin: 81.99, 'King/California King': 179.99 }),
  bedding('grey', 'Grey Comforter', { Twin: 112.95, 'King/California King': 156.95 }),
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const withModel = await shopCaller(catalogue, composer);
const offline = await shopCaller(catalogue);

/** The findings the model was given for one comparison, and the offline message of the same comparison. */
async function findings(ids: string[], content: string): Promise<{ findings: string[]; message: string }> {
  assert.is(await withModel.compare(ids, content), 'Here are some matches.', 'the message is the model’s');
  const { system, data } = lastChatPrompt(fake);
  assert.match(system, /DATA\.findings are facts already worked out from the data/);
  return { findings: data.findings as string[], message: await offline.compare(ids, content) };
}

const cases: [string[], string][] = [
  [['puffer', 'cascade'], 'which is packable?'],
  [['puffer', 'cascade'], 'which is cheaper?'],
  [['puffer', 'cascade'], 'compare these'],
  [['ridge', 'boulder'], "what's the difference?"],
  [['ridge', 'boulder'], 'which is for women?'],
  [['dome', 'solo'], 'which is better for a family of four'],
  [['metro', 'nomad'], 'which one fits a 15 inch laptop?'],
  [['sateen', 'grey'], 'which is cheaper in king size?'],
  [['puffer'], 'compare'],
];

test('every sentence of the offline message but its opening is among the findings', async () => {
  for (const [ids, content] of cases) {
    const { findings: given, message } = await findings(ids, content);
    let rest = message;
    for (const finding of given) rest = rest.replace(finding, '');
    rest = rest.replace(/\s+/g, ' ').trim();
    assert.ok(rest === '' || /^Comparing [^.]*\.$/.test(rest), `${content}: left "${rest}"`);
  }
});

test('the answer to what was asked comes first', async () => {
  const expected: [string[], string, string][] = [
    [
      ['puffer', 'cascade'],
      'which is packable?',
      "Packable: Coastal Puffer Jacket; Cascade Puffer Jacket doesn't list it.",
    ],
    [['ridge', 'boulder'], 'which is for women?', 'For women: Boulder Boot; Ridge Boot is for men.'],
    [['dome', 'solo'], 'which is better for a family of four', 'For 4 people: Dome Tent.'],
    [['metro', 'nomad'], 'which one fits a 15 inch laptop?', 'For a 15 inch laptop: Metro Laptop Pack.'],
    [
      ['sateen', 'grey'],
      'which is cheaper in king size?',
      'In King/California King, the cheaper is Grey Comforter at $156.95',
    ],
  ];
  for (const [ids, content, first] of expected) {
    const { findings: given } = await findings(ids, content);
    assert.ok(given[0]?.startsWith(first), `${content}: ${given[0]}`);
  }
});

test('savings, best rated by its reviews and what only one has are given', async () => {
  const price = (await findings(['puffer', 'cascade'], 'which is cheaper?')).findings;
  assert.ok(price.includes('Biggest saving: Cascade Puffer Jacket, $40 off.'), price.join(' | '));
  assert.ok(
    price.some((one) => one.includes('Better rated: Cascade Puffer Jacket')),
    'not the 4.6 from 3 reviews',
  );
  const apart = (await findings(['ridge', 'boulder'], "what's the difference?")).findings;
  assert.ok(apart.includes('Only Boulder Boot is insulated.'), apart.join(' | '));
  assert.ok(
    apart.includes('Material: suede (Ridge Boot); nubuck leather (Boulder Boot).'),
    apart.join(' | '),
  );
});

test('a run asked past the list: the model is told first that only those listed were compared', async () => {
  const shown = await withModel.converse('puffer jackets', 'past');
  assert.is(shown.ids.length, 2, 'the list holds two products');
  const { chat } = await withModel.converse('compare the first three', 'past');
  assert.is(chat, 'Here are some matches.', 'the message is the model’s');
  const given = lastChatPrompt(fake).data.findings as string[];
  assert.is(given[0], 'Only two products are listed, so I compared those.', given.join(' | '));
  // A run within the list says nothing of the kind.
  await withModel.converse('puffer jackets', 'within');
  await withModel.converse('compare the first two', 'within');
  const within = lastChatPrompt(fake).data.findings as string[];
  assert.not.ok(
    within.some((one) => one.includes('listed')),
    within.join(' | '),
  );
});

test('fewer than two products: the model is told what was found', async () => {
  const { findings: given } = await findings(['puffer', 'missing'], 'compare');
  assert.equal(given, [
    'To compare I need at least two known products, but I found only 1 of the 2 products you asked about: Coastal Puffer Jacket.',
    'Add another product to compare it with.',
  ]);
});

test.after(async () => {
  withModel.app.close();
  offline.app.close();
  await fake.close();
});
test.run();
