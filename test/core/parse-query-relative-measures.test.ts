/**
 * A measure compared with the viewed product's: "something with a longer battery" on a headphones page asks for
 * similar products with more battery life than it has, not for products that mention "longer".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, describeQuery, type Product } from '../../core/index.ts';
import type { PageContext } from '../../core/search/page-context.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

const headphones: Product = {
  id: 'nova',
  title: 'Nova Wireless Over-Ear Headphones',
  category: 'Electronics > Headphones',
  price: 118.99,
  attributes: { color: 'black', batteryLife: '40 hours', weight: '250 g', features: ['wireless'] },
};
const vocabulary = buildVocabulary([headphones]);
const page: PageContext = { product: headphones };
const read = (content: string) => parseQuery(content, { vocabulary, page });

test('a longer battery than the viewed one: similar products, a bound just above its value', () => {
  for (const content of [
    'something with a longer battery',
    'longer battery life',
    'similar but with longer battery',
    'any with more battery life than this',
  ]) {
    const query = read(content);
    assert.is(query.text, 'Nova Wireless Over-Ear Headphones', content);
    assert.equal(query.filters.categories, ['Electronics > Headphones'], content);
    assert.equal(query.filters.excludeIds, ['nova'], `${content}: alternatives to it`);
    const [bound] = query.filters.measures ?? [];
    assert.is(bound?.unit, 'hour', content);
    assert.ok(bound?.min !== undefined && bound.min > 40 && bound.min < 40.1, content);
    assert.is(bound?.max, undefined, content);
  }
  assert.is(
    describeQuery(read('something with a longer battery')),
    'alternatives to the Nova Wireless Over-Ear Headphones, battery life over 40 hours',
  );
});

test('less of a measure, and an adjective that names its attribute', () => {
  for (const content of ['a lighter one', 'something with less weight']) {
    const [bound] = read(content).filters.measures ?? [];
    assert.is(bound?.unit, 'g', content);
    assert.ok(bound?.max !== undefined && bound.max < 250 && bound.max > 249, content);
    assert.is(bound?.min, undefined, content);
  }
});

test('no comparison of a measure the viewed product has: read as before', () => {
  assert.is(read('a lighter colour').filters.measures, undefined, 'an adjective before another noun');
  assert.is(read('more expensive').filters.measures, undefined);
  assert.ok((read('more expensive').filters.priceMin ?? 0) > 118.99);
  assert.is(read('longer cable').filters.measures, undefined, 'no measured cable');
  assert.is(
    parseQuery('headphones with a longer battery', { vocabulary }).filters.measures,
    undefined,
    'no page',
  );
});

test.run();
