/** A vowel left out is a likely slip ("alrm", "curtins"): it outweighs a commoner word one other edit away. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const s = storageWith([
  { id: 'alarm', title: 'Wireless Door Alarm' },
  { id: 'arm-chair', title: 'Velvet Arm Chair' },
  { id: 'arm-rest', title: 'Sofa Arm Covers' },
  { id: 'arm-sling', title: 'Arm Sling' },
] satisfies Product[]);
const search = (text: string) => s.catalog.search('t', query(text), page(10));

test('a word missing a vowel is read as the word with it', async () => {
  const result = await search('alrm');
  assert.is(result.products[0]?.id, 'alarm');
  assert.equal(result.corrections?.[0], { typed: 'alrm', word: 'alarm' });
});

test.run();
