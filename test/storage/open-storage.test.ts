import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { schemaVersion } from '../../storage/migrations.ts';
import { tempDbPath } from './support/fixtures.ts';

test('creates the parent directory, uses WAL and records the schema version', () => {
  const { path, cleanup } = tempDbPath();
  try {
    const s = openStorage(path);
    assert.ok(existsSync(path));
    assert.ok(s.ping());
    s.close();
    const raw = new Database(path, { readonly: true });
    assert.is(raw.pragma('journal_mode', { simple: true }), 'wal');
    assert.is(raw.pragma('user_version', { simple: true }), schemaVersion);
    raw.close();
  } finally {
    cleanup();
  }
});

test('reopening keeps data and does not migrate again', async () => {
  const { path, cleanup } = tempDbPath();
  try {
    const first = openStorage(path);
    first.tenants.create({ id: 'acme', pageSize: 7 });
    first.catalog.upsertMany('acme', [{ id: 'p1', title: 'Lamp' }]);
    first.close();
    const second = openStorage(path);
    assert.equal(await second.tenants.find('acme'), {
      id: 'acme',
      active: true,
      pageSize: 7,
      allowance: null,
    });
    assert.is(
      (
        await second.catalog.search(
          'acme',
          { text: 'lamp', filters: {}, sort: 'relevance' },
          { limit: 5, offset: 0 },
        )
      ).total,
      1,
    );
    second.close();
  } finally {
    cleanup();
  }
});

test('v5 fills in compareAtPrice for products stored before it, so they can be found on sale', async () => {
  const { path, cleanup } = tempDbPath();
  try {
    const first = openStorage(path);
    first.tenants.create({ id: 'acme' });
    first.catalog.upsertMany('acme', [
      { id: 'reduced', title: 'Lamp', price: 20, compareAtPrice: 35 },
      { id: 'full', title: 'Lamp', price: 20 },
    ]);
    first.close();
    // The file as v4 left it: no compare_at_price column.
    const raw = new Database(path);
    raw.exec('ALTER TABLE products DROP COLUMN compare_at_price');
    raw.pragma('user_version = 4');
    raw.close();
    const second = openStorage(path);
    const sale = await second.catalog.search(
      'acme',
      { text: 'lamp', filters: { onSale: true }, sort: 'relevance' },
      { limit: 5, offset: 0 },
    );
    assert.equal(
      sale.products.map((product) => product.id),
      ['reduced'],
    );
    second.close();
  } finally {
    cleanup();
  }
});

test('v6 tags the features the stored titles name, so a file from before meets "wireless" with Bluetooth', async () => {
  const { path, cleanup } = tempDbPath();
  try {
    const first = openStorage(path);
    first.tenants.create({ id: 'acme' });
    first.catalog.upsertMany('acme', [
      { id: 'smart', title: 'Wave Smart Speaker', attributes: { features: ['wireless'] } },
      { id: 'bt', title: 'Pebble Portable Bluetooth Speaker', attributes: { features: ['rugged'] } },
      { id: 'wired', title: 'Studio Speaker', attributes: { features: ['rugged'] } },
    ]);
    first.close();
    // The file as v5 left it: tags from the attributes only.
    const raw = new Database(path);
    raw.exec(`UPDATE products SET tags = replace(tags, char(31) || 't:bluetooth', '')`);
    raw.exec(`UPDATE products SET tags = replace(tags, char(31) || 't:portable', '')`);
    raw.pragma('user_version = 5');
    raw.close();
    const second = openStorage(path);
    const wireless = await second.catalog.search(
      'acme',
      { text: 'speaker', filters: { features: ['wireless'] }, sort: 'relevance' },
      { limit: 5, offset: 0 },
    );
    assert.equal(wireless.products.map((product) => product.id).sort(), ['bt', 'smart']);
    second.close();
  } finally {
    cleanup();
  }
});

test('v7 tags the sizes only sold-out variants come in, so "queen, in stock" leaves out a sold-out Queen', async () => {
  const { path, cleanup } = tempDbPath();
  try {
    const first = openStorage(path);
    first.tenants.create({ id: 'acme' });
    const sizes = (id: string, queen: boolean) => ({
      id,
      title: `${id} Sheet Set`,
      attributes: { size: ['Queen', 'King'] },
      variants: [
        { id: `${id}-q`, title: 'Queen', available: queen, attributes: { size: 'Queen' } },
        { id: `${id}-k`, title: 'King', available: true, attributes: { size: 'King' } },
      ],
    });
    first.catalog.upsertMany('acme', [sizes('Cooling', false), sizes('Serene', true)]);
    first.close();
    // The file as v6 left it: no sold-out tags.
    const raw = new Database(path);
    raw.exec(`UPDATE products SET tags = replace(tags, char(31) || 'x:s:queen', '')`);
    raw.pragma('user_version = 6');
    raw.close();
    const second = openStorage(path);
    const queen = await second.catalog.search(
      'acme',
      { text: 'sheet set', filters: { sizes: ['Queen'], inStock: true }, sort: 'relevance' },
      { limit: 5, offset: 0 },
    );
    assert.equal(
      queen.products.map((product) => product.id),
      ['Serene'],
    );
    second.close();
  } finally {
    cleanup();
  }
});

test('v8 tags the conditions titles name, so "jacket for rainy days" lists an untagged Rain Jacket', async () => {
  const { path, cleanup } = tempDbPath();
  try {
    const first = openStorage(path);
    first.tenants.create({ id: 'acme' });
    first.catalog.upsertMany('acme', [
      { id: 'rain', title: 'Ridge Rain Jacket', attributes: { features: ['breathable'] } },
      { id: 'shell', title: 'Trail Shell Jacket', attributes: { features: ['waterproof'] } },
      { id: 'fleece', title: 'Alpine Fleece Jacket', attributes: { features: ['warm'] } },
    ]);
    first.close();
    // The file as v7 left it: no condition tags.
    const raw = new Database(path);
    raw.exec(`UPDATE products SET tags = replace(tags, char(31) || 't:water-resistant', '')`);
    raw.pragma('user_version = 7');
    raw.close();
    const second = openStorage(path);
    const rainy = await second.catalog.search(
      'acme',
      { text: 'jacket', filters: { features: ['water-resistant'] }, sort: 'relevance' },
      { limit: 5, offset: 0 },
    );
    assert.equal(rainy.products.map((product) => product.id).sort(), ['rain', 'shell']);
    second.close();
  } finally {
    cleanup();
  }
});

test('a fresh file another process is writing to is waited for, not refused as locked', async () => {
  const { path, cleanup } = tempDbPath();
  mkdirSync(dirname(path), { recursive: true });
  // Another connection, in another thread, holds the write lock of the fresh file for a moment, as a second
  // process opening it at the same time does while it switches the file to WAL.
  const holder = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require('better-sqlite3');
     const db = new Database(workerData);
     db.exec('BEGIN IMMEDIATE');
     parentPort.postMessage('locked');
     setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
    { eval: true, workerData: path },
  );
  try {
    await new Promise((resolve) => holder.once('message', resolve));
    const storage = openStorage(path);
    const raw = new Database(path, { readonly: true });
    assert.is(raw.pragma('journal_mode', { simple: true }), 'wal');
    raw.close();
    storage.close();
  } finally {
    await holder.terminate();
    cleanup();
  }
});

test('a database from a newer schema is refused', () => {
  const { path, cleanup } = tempDbPath();
  try {
    openStorage(path).close();
    const raw = new Database(path);
    raw.pragma(`user_version = ${schemaVersion + 1}`);
    raw.close();
    assert.throws(() => openStorage(path), /newer/);
  } finally {
    cleanup();
  }
});

test('ping is false after close; close twice is harmless', () => {
  const s = openStorage(':memory:');
  assert.ok(s.ping());
  s.close();
  assert.not.ok(s.ping());
  s.close();
});

test('catalogue writes for an unknown tenant are refused', () => {
  const s = openStorage(':memory:');
  assert.throws(() => s.catalog.upsertMany('nobody', [{ id: 'p', title: 'T' }]), /Unknown tenant/);
  s.close();
});

test.run();
