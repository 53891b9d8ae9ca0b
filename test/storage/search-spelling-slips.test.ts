/**
 * Spelling correction by the company a correction keeps and by how likely the slip is: a word common elsewhere but
 * never beside the query's others is a likely slip's spelling, a rare word keeping the query's company stays itself,
 * and a real word is corrected only by a likely slip, never into a function word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { page, query, storageWith } from './support/fixtures.ts';

test('a word common elsewhere but never with the query’s others matches a likely slip’s spelling', async () => {
  const shop = storageWith([
    // "rigid" is in 12 products, never beside "sander"; "RIDGID", a letter away, is in 10 sanders.
    ...Array.from({ length: 12 }, (_, i) => ({ id: `rigid-${i}`, title: `Rigid Foam Board ${i + 1} in.` })),
    ...Array.from({ length: 10 }, (_, i) => ({
      id: `ridgid-${i}`,
      title: `RIDGID ${i + 3} Amp Orbit Sander`,
    })),
    { id: 'acme-sander', title: 'Acme Belt Sander' },
    // "cage" is in 12 products, once beside "storage"; "case" is in 10 storage cases, but a "g" for an "s"
    // is no likely slip.
    ...Array.from({ length: 11 }, (_, i) => ({ id: `bird-cage-${i}`, title: `Bird Cage ${i + 1}` })),
    ...Array.from({ length: 10 }, (_, i) => ({
      id: `storage-case-${i}`,
      title: `Hard Storage Case ${i + 1}`,
    })),
    { id: 'storage-cage', title: 'Wire Storage Cage' },
  ]);
  const top = async (text: string) =>
    (await shop.catalog.search('t', query(text), page(12))).products.map((p) => p.id);
  const sanders = await top('rigid sander');
  assert.ok(sanders[0]?.startsWith('ridgid-'), sanders.join(' '));
  assert.ok(sanders.indexOf('acme-sander') > 0, sanders.join(' '));
  const cages = await top('storage cage');
  assert.is(cages[0], 'storage-cage');
  assert.ok(
    cages.slice(1, 12).every((id) => id.startsWith('bird-cage-')),
    `no storage case is read as a cage: ${cages.join(' ')}`,
  );
});

test('a rare word that keeps the query’s company stays itself, though a commoner spelling keeps more', async () => {
  const shop = storageWith([
    // "rigid" is in 5 products, 4 of them beside "sander"; "RIDGID", a letter away, is in 40 sanders.
    ...Array.from({ length: 4 }, (_, i) => ({ id: `rigid-sander-${i}`, title: `Rigid Sander Pad ${i + 1}` })),
    { id: 'rigid-board', title: 'Rigid Foam Board' },
    ...Array.from({ length: 40 }, (_, i) => ({
      id: `ridgid-${i}`,
      title: `RIDGID ${i + 3} Amp Orbit Sander`,
    })),
  ]);
  const found = await shop.catalog.search('t', query('rigid sander'), page(10));
  const ids = found.products.map((p) => p.id);
  assert.ok(
    ids.slice(0, 4).every((id) => id.startsWith('rigid-sander-')),
    `"rigid" is what was meant: ${ids.join(' ')}`,
  );
  assert.is(found.corrections, undefined);
});

test('a real word is corrected only by a likely slip, and never into a function word', async () => {
  const shop = storageWith([
    { id: 'sport-buds', title: 'Sport Earbuds', description: 'For swim and sports training.' },
    { id: 'swim-cap', title: 'Swim Cap', description: 'For swim and sports training.' },
    { id: 'hand-towel', title: 'Water Resistant Hand Towel' },
    { id: 'wire', title: 'Insulated Wire' },
    { id: 'tent', title: 'Four Season Tent', description: 'A tent for winter and for summer.' },
  ]);
  const correction = async (text: string) =>
    (await shop.catalog.search('t', query(text), page(10))).corrections?.[0]?.word;
  assert.is(
    await correction('swim shorts'),
    undefined,
    '"shorts" is no "sports": another letter, another word',
  );
  assert.is(await correction('resistance band'), undefined, '"band" is neither "hand" nor "and"');
  assert.is(await correction('insulted wire'), 'insulated', 'a letter dropped is a slip');
  assert.is(await correction('season tent fore'), undefined, '"fore" is no "for"');
  shop.close();
});

test('of corrections as frequent and as well placed, the likelier slip wins', async () => {
  const shop = storageWith([
    ...['Tarp', 'Hook', 'Belt'].map((kind) => ({ id: `duty-${kind}`, title: `Heavy Duty ${kind}` })),
    { id: 'putty', title: 'Wood Putty' },
    ...['Stool', 'Shelf', 'Table'].map((kind) => ({ id: `low-${kind}`, title: `Low ${kind}` })),
    { id: 'claw', title: 'Claw Clip' },
  ]);
  const correction = async (text: string) =>
    (await shop.catalog.search('t', query(text), page(10))).corrections?.[0]?.word;
  // A doubled letter dropped, not the first letter changed, though "duty" is the commoner word.
  assert.is(await correction('puty'), 'putty');
  // A vowel for a vowel, not the first letter dropped.
  assert.is(await correction('clow'), 'claw');
  shop.close();
});

test.run();
