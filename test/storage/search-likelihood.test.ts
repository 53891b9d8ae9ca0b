/**
 * The rerank's query-likelihood feature (`rerank.likelihood`, storage/search/text/query-likelihood.ts): a
 * Dirichlet-smoothed language model of each candidate, title words counting `likelihood.titleWeight` times, so a
 * product whose words are mostly the query's outranks one whose words are mostly something else.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CandidateFeatures, Product } from '../../core/index.ts';
import { openStorage } from '../../storage/index.ts';
import { observeReranks } from '../../storage/search/text/rank-candidates.ts';
import { page, query } from './support/fixtures.ts';

const filler =
  'Our family mill has spun yarn in the valley since 1902, and every season we visit the farms, walk the ' +
  'hills with the shepherds, sort the fleeces by hand, dye them in small batches and pack each order in ' +
  'recycled paper with a handwritten card and a story about the flock it came from this year';
const products: Product[] = [
  { id: 'storied', title: 'Wool Socks', description: filler },
  { id: 'focused', title: 'Wool Socks Gift Set' },
  { id: 'other', title: 'Cotton Tee', description: 'Soft cotton.' },
];

/** The ids found (for "wool socks" by default) under the rerank weight, and each candidate's likelihood feature. */
async function searched(likelihood?: number, catalogue = products, words = 'wool socks') {
  const storage = openStorage(
    ':memory:',
    likelihood === undefined ? {} : { ranking: { rerank: { likelihood } } },
  );
  storage.tenants.create({ id: 't' });
  storage.catalog.upsertMany('t', catalogue);
  const features = new Map<string, CandidateFeatures>();
  observeReranks((ids, _positions, found) => ids.forEach((id, i) => features.set(id, found[i]!)));
  try {
    const result = await storage.catalog.search('t', query(words), page());
    return { ids: result.products.map((product) => product.id), features };
  } finally {
    observeReranks(undefined);
    storage.close();
  }
}

test('the feature: 1 for the candidate most likely to say the query, 0 for the least', async () => {
  const { features } = await searched();
  assert.is(features.get('focused')?.likelihood, 1);
  assert.is(features.get('storied')?.likelihood, 0);
});

test('by default it outweighs a shorter title whose product says mostly other things', async () => {
  assert.equal((await searched()).ids, ['focused', 'storied']);
  assert.equal((await searched(0)).ids, ['storied', 'focused'], 'without it, the shorter title wins');
});

test("a small spread is not stretched over the whole feature: children's products still come after", async () => {
  // Equal titles but for the audience; the kids' sandal's shorter description makes it a little likelier.
  const sandals: Product[] = [
    {
      id: 'adult',
      title: "Men's Hiking Sandal",
      description: 'A grippy sandal for trails, rivers and long days.',
    },
    { id: 'kid', title: "Kids' Hiking Sandal", description: 'A grippy sandal.' },
  ];
  const { ids, features } = await searched(undefined, sandals, 'sandals');
  const kid = features.get('kid')?.likelihood ?? 0;
  assert.ok(kid > 0 && kid < 0.5, `the spread is a share of likelihood.minRange, not 1 (got ${kid})`);
  assert.equal(ids, ['adult', 'kid']);
});

test.run();
