/**
 * "tent for two": a bare count after a product holding people is its capacity, as "tent for 2 people" is; so is a
 * party said by its members ("a tent for me and my wife": for 2 people), and "a tent that fits 2".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, parseQuery, type Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const tent = (id: string, title: string, capacity: string, description: string): Product => ({
  id,
  title,
  description,
  category: 'Outdoor > Tents',
  attributes: { capacity },
});

const products: Product[] = [
  // The roomy tents say "two" and "for" in their descriptions: only the capacity can put the small ones first.
  tent(
    'family',
    'Basecamp Family Tent',
    '6-person',
    'Two doors and two vestibules make this tent for families roomy.',
  ),
  tent('dome4', 'Meadow 4-Person Tent', '4-person', 'A dome with two doors, for two adults and their kids.'),
  tent('ridge2', 'Ridge 2-Person Tent', '2-person', 'A light dome.'),
  tent('solo', 'Summit 1-Person Tent', '1-person', 'Ultralight.'),
  tent('trail3', 'Trail 3-Person Tent', '3-person', 'A tunnel.'),
  {
    id: 'loveseat',
    title: 'Harbor Loveseat Sofa',
    category: 'Home > Sofas',
    attributes: { seats: '2 seater' },
  },
  {
    id: 'sectional',
    title: 'Harbor Sectional Sofa',
    description: 'A sofa for two on each side.',
    rating: 4.9,
    reviewCount: 800,
    category: 'Home > Sofas',
    attributes: { seats: '5 seater' },
  },
  { id: 'picnic', title: 'Picnic Set for Two', category: 'Home > Picnic', attributes: { pieces: '12' } },
  { id: 'picnic4', title: 'Picnic Set for Four', category: 'Home > Picnic', attributes: { pieces: '20' } },
];

const { search, converse } = await shopCaller(products);

test('"tent for two" ranks the 2-person tents first, as "tent for 2 people" does, and says so', async () => {
  const asked = await search('tent for 2 people');
  assert.is(asked.ids[0], 'ridge2');
  for (const content of [
    'tent for two',
    'a tent for 2',
    'tents for a couple',
    'tent for the two of us',
    'a tent that fits 2',
    'tent that holds two',
  ]) {
    const { ids, chat } = await search(content);
    assert.equal(ids, asked.ids, content);
    assert.match(chat, /, for 2 people\./, content);
    assert.not.match(chat, /Summit 1-Person/, content);
  }
});

test('"for two" after a search for tents asks the same of the tents', async () => {
  await converse('tents', 'couple');
  const { ids, chat } = await converse('for two', 'couple');
  assert.equal(ids, (await search('tent for 2 people')).ids);
  assert.match(chat, /Showing tents, for 2 people\./);
});

test('"for two" after a search for picnic sets, whose products hold no people, narrows it with those words', async () => {
  const cases = [
    ['for two', 'picnic', 'Showing picnic set for two.'],
    ['what about for four?', 'picnic4', 'Showing picnic set for four.'],
    ['for a couple', 'picnic', 'Showing picnic set for a couple.'],
  ] as const;
  for (const [content, first, shown] of cases) {
    await converse('picnic set', `picnic-${content}`);
    const { ids, chat } = await converse(content, `picnic-${content}`);
    assert.is(ids[0], first, content);
    assert.ok(chat.startsWith(shown), `${content}: ${chat}`);
    assert.not.ok(
      ids.some((id) => !id.startsWith('picnic')),
      `${content}: no tent or sofa, ${ids.join()}`,
    );
  }
});

test('a stretch of time after a search narrows it, as a count does ("picnic set for a weekend")', async () => {
  for (const content of ['for a couple of days', 'for a weekend', 'for two nights']) {
    await converse('picnic set', `time-${content}`);
    const { ids, chat } = await converse(content, `time-${content}`);
    assert.equal([...ids].sort(), ['picnic', 'picnic4'], `${content}: ${chat}`);
    assert.ok(chat.startsWith('Showing picnic set'), `${content}: ${chat}`);
    assert.not.match(chat, /^Showing [^.]*\b(?:for|with|in|of|and|a)\./, `${content}: ${chat}`);
  }
  await converse('picnic set', 'weekend');
  assert.ok(
    (await converse('for a weekend', 'weekend')).chat.startsWith('Showing picnic set for a weekend.'),
  );
});

test('a trimmed opening line ends on no connector ("picnic set for a couple of days")', async () => {
  // Seven words are trimmed to those the products hold; "Picnic Set for Two" holds "for", but not "couple".
  const cases = [
    ['picnic set for a couple of days', 'Showing picnic set.'],
    ['picnic set with plates for a couple of days', 'Showing picnic set.'],
    ['picnic set for two to take to the sunny beach', 'Showing picnic set for two.'],
  ] as const;
  for (const [content, shown] of cases) {
    const { ids, chat } = await search(content);
    assert.ok(ids.includes('picnic'), content);
    assert.ok(chat.startsWith(shown), `${content}: ${chat}`);
  }
});

test('a bare count after a sofa is its seats; a count followed by what it counts is no capacity', async () => {
  assert.is((await search('sofa for two')).ids[0], 'loveseat');
  const nights = await search('tent for two nights');
  assert.not.match(nights.chat, /for 2 people/);
  assert.ok(nights.ids.includes('solo'), 'no capacity filter');
});

test('"for two" after a product holding no people stays words ("picnic set for two")', async () => {
  const { ids, chat } = await search('picnic set for two');
  assert.is(ids[0], 'picnic');
  assert.not.match(chat, /for 2 people/);
  const vocabulary = buildVocabulary(products);
  assert.is(parseQuery('picnic set for two', { vocabulary }).text, 'picnic set for two');
  assert.equal(parseQuery('tent for two under 200', { vocabulary }).filters.measures, [
    { unit: 'person', min: 2, label: 'for 2 people', snug: true },
  ]);
});

test('a party said by its members is room for them all, not a product for one of them', async () => {
  // "a tent for me and my wife" had listed women's tents "for your wife".
  for (const [content, count] of [
    ['a tent for me and my wife', 2],
    ['tent for me and 3 friends', 4],
    ['tent for 2 adults and 2 kids', 4],
    ['tent for my wife, my son and me', 3],
  ] as const) {
    const { ids, chat } = await search(content);
    assert.equal(ids, (await search(`tent for ${count} people`)).ids, content);
    assert.match(chat, new RegExp(`^Showing tents?, for ${count} people\\.`), content);
    assert.not.match(chat, /your|wife|friends|kids/, content);
  }
  // A plural without a count is the fewest it can be, two: room for at least 3 (caller-search-party-uncounted).
  const vocabulary = buildVocabulary(products);
  assert.equal(parseQuery('tent for me and my kids', { vocabulary }).filters.measures, [
    { unit: 'person', min: 3, label: 'for at least 3 people', snug: true, fewest: true },
  ]);
  assert.is(parseQuery('picnic set for me and my wife', { vocabulary }).filters.measures, undefined);
});

test.run();
