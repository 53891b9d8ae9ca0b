/**
 * How the offline chat says why a pick suits the request: a feature as an adjective or as a thing the product
 * has, the product's own feature when a stronger one meets the asked one, a feature word said once, and query
 * words matched in either number ("boots" by a "Hiking Boot"), and no claim to match the whole request when a
 * number or one-letter word of it is missing ("1 person tent" is not matched by a "2-Person Tent").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import type { SearchFilters } from '../../core/search/search-query.ts';
import { buildSearchMessage } from '../../llm/offline/search-message.ts';
import { searchInput } from '../helpers/offline-inputs.ts';

/** The message for one product found for `text` with `filters`. */
const said = (product: Product, text: string, filters: SearchFilters = {}) =>
  buildSearchMessage(
    searchInput({ query: { text, filters, sort: 'relevance' }, products: [product], total: 1 }),
  );

const boot: Product = {
  id: 'b',
  title: 'Summit Hiking Boot',
  attributes: { material: 'suede', features: ['waterproof', 'padded'] },
};
const puffer: Product = { id: 'p', title: 'Summit Puffer Jacket', attributes: { features: ['insulated'] } };
const speaker: Product = {
  id: 's',
  title: 'Canyon Speaker',
  attributes: { features: ['bluetooth', 'portable'] },
};

test('query words match in either number', () => {
  const message = said(boot, 'hiking boots');
  assert.ok(message.includes('it matches "hiking boots"'), message);
});

test('an asked adjective feature is said with "is", once', () => {
  const message = said(boot, 'waterproof boots', { features: ['waterproof'] });
  assert.ok(message.endsWith('it matches "waterproof boots" and is waterproof.'), message);
  const partly = said(puffer, 'warm jacket', { features: ['warm'] });
  assert.ok(partly.endsWith('it mentions "jacket" and is insulated.'), partly);
  assert.not.match(partly, /"warm"/);
});

test('a feature that is a thing the product has is said with "has"', () => {
  const message = said(speaker, 'bluetooth speaker', { features: ['bluetooth'] });
  assert.ok(message.endsWith('it matches "bluetooth speaker" and has bluetooth.'), message);
  const both = said(speaker, 'speaker', { features: ['bluetooth', 'portable'] });
  assert.ok(both.endsWith('it matches "speaker" and is portable and has bluetooth.'), both);
});

test("an unasked feature reads as the product's first one", () => {
  const message = said(puffer, 'jacket');
  assert.ok(message.endsWith('it matches "jacket" and is insulated.'), message);
  const tee: Product = { id: 't', title: 'Crew Tee', attributes: { features: ['pre-shrunk'] } };
  assert.ok(said(tee, 'tee').endsWith('it matches "tee" and is pre-shrunk.'), said(tee, 'tee'));
  const lens: Product = { id: 'l', title: 'Sport Sunglasses', attributes: { features: ['UV400'] } };
  assert.ok(said(lens, 'sunglasses').endsWith('and has UV400.'), said(lens, 'sunglasses'));
  const sock: Product = { id: 'k', title: 'Trail Sock', attributes: { features: ['moisture-wicking'] } };
  assert.ok(said(sock, 'sock').endsWith('and is moisture-wicking.'), said(sock, 'sock'));
  const noun = said(speaker, 'speaker');
  assert.ok(noun.endsWith('it matches "speaker" and has bluetooth.'), noun);
});

test('a number or one-letter word the product lacks is no whole match', () => {
  const tent: Product = { id: 't2', title: '2-Person Backpacking Tent' };
  const other = said(tent, '1 person tent');
  assert.ok(other.endsWith('it mentions "person" and "tent".'), other);
  assert.ok(said(tent, '2 person tent').includes('it matches "2 person tent"'), said(tent, '2 person tent'));
  const oven: Product = { id: 'o', title: 'Chef 3.5 qt Dutch Oven' };
  assert.not.match(said(oven, 'dutch oven 5 qt'), /matches "/);
  const jacket: Product = { id: 'j', title: 'Rain Jacket', attributes: { size: ['S', 'L'] } };
  assert.not.match(said(jacket, 'rain jacket M'), /matches "/);
  const sized = { ...jacket, attributes: { size: ['M', 'L'] } };
  assert.ok(
    said(sized, 'rain jacket M').includes('it matches "rain jacket M"'),
    said(sized, 'rain jacket M'),
  );
});

test.run();
