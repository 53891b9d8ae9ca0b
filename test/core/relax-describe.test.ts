/** relaxationSteps (order, labels, cumulative, pure) and describeQuery. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeQuery } from '../../core/search/describe-query.ts';
import { parseQuery } from '../../core/search/parse-query.ts';
import { relaxationSteps } from '../../core/search/relax-query.ts';
import type { SearchQuery } from '../../core/search/search-query.ts';

const everything: SearchQuery = {
  text: 'running shoes',
  filters: {
    categories: ['shoes > running'],
    priceMax: 100,
    currency: 'USD',
    brands: ['swiftfoot'],
    inStock: true,
    minRating: 4,
    audience: ['women'],
    features: ['waterproof'],
    materials: ['leather', 'full-grain leather'],
    colors: ['red', 'burgundy', 'maroon'],
    sizes: ['10'],
    excludeTerms: ['plastic'],
  },
  sort: 'price_asc',
};

test('relaxation drops constraints weakest first, with labels', () => {
  const steps = relaxationSteps(everything);
  assert.equal(
    steps.map((step) => step.relaxed),
    [
      'colour red',
      'material leather',
      'feature waterproof',
      // A named audience outlasts the price: women's running shoes nearest the price, not others under it; and the
      // size, which is a women's size.
      'under $100',
      'size 10',
      'for women',
      'rating 4+ stars',
      'in stock only',
      'brand swiftfoot',
      'category running',
    ],
  );
  const implied = relaxationSteps({ ...everything, audienceImplied: true }).map((step) => step.relaxed);
  assert.ok(implied.indexOf("women's products only") < implied.indexOf('under $100'), 'implied: first');
});

test('relaxation is cumulative, keeps text, sort and exclusions, and does not touch the input', () => {
  const before = JSON.stringify(everything);
  const steps = relaxationSteps(everything);
  assert.equal(steps[0]?.query.filters.colors, undefined);
  assert.equal(steps[0]?.query.filters.materials, ['leather', 'full-grain leather']);
  assert.equal(steps[1]?.query.filters.materials, undefined);
  assert.equal(steps[1]?.query.filters.colors, undefined);
  const price = steps[8]?.query.filters;
  assert.is(price?.priceMax, undefined);
  assert.is(price?.currency, undefined);
  assert.equal(price?.categories, ['shoes > running']);
  assert.equal(steps.at(-1)?.query, {
    text: 'running shoes',
    filters: { excludeTerms: ['plastic'] },
    sort: 'price_asc',
  });
  assert.is(JSON.stringify(everything), before);
  steps[0]?.query.filters.sizes?.push('mutated');
  assert.equal(everything.filters.sizes, ['10']);
  steps[0]?.query.filters.materials?.push('mutated');
  assert.equal(everything.filters.materials, ['leather', 'full-grain leather']);
  steps[1]?.query.filters.sizes?.push('mutated');
  assert.equal(everything.filters.sizes, ['10']);
});

test('relaxation skips absent constraints; nothing to relax gives no steps', () => {
  const query = parseQuery('red running shoes under $100, size 10');
  assert.equal(
    relaxationSteps(query).map((step) => step.relaxed),
    ['colour red', 'under $100', 'size 10'],
  );
  assert.equal(relaxationSteps(parseQuery('running shoes')), []);
  assert.equal(relaxationSteps(parseQuery('shoes not leather')), []);
});

test('relaxation labels name what was asked, not the expansion', () => {
  const labels = (words: string) => relaxationSteps(parseQuery(words)).map((step) => step.relaxed);
  assert.equal(labels('blue or green jacket'), ['colour blue or green']);
  assert.equal(labels('gray hoodie'), ['colour gray']);
  assert.equal(labels('tee sizes S or M'), ['size S or M']);
  assert.equal(labels('lamp $30 to $90'), ['$30 to $90']);
  assert.equal(labels('lamp over €50'), ['over €50']);
  assert.equal(labels('lamp under 40'), ['under 40']);
  assert.equal(labels('wireless waterproof speaker'), ['features wireless and waterproof']);
  assert.equal(labels('socks for men and women'), ['for men or women']);
});

test('on sale: relaxed after stock and before brand; named after the price', () => {
  const query: SearchQuery = {
    text: 'jackets',
    filters: {
      audience: ['women'],
      brands: ['northvale'],
      onSale: true,
      inStock: true,
      priceMax: 100,
      currency: 'USD',
    },
    sort: 'relevance',
  };
  assert.equal(
    relaxationSteps(query).map((step) => step.relaxed),
    // The named audience outlasts the price.
    ['under $100', 'for women', 'in stock only', 'on sale only', 'brand northvale'],
  );
  assert.is(describeQuery(parseQuery('jackets on sale under $100')), 'jackets under $100 on sale');
  assert.is(describeQuery(parseQuery('what is on sale')), 'products on sale');
});

test('an audience only a person implied is relaxed as a kind of product, not as words the shopper said', () => {
  const steps = (content: string) => relaxationSteps(parseQuery(content)).map((step) => step.relaxed);
  assert.equal(steps('a gift for my wife who loves cooking'), ["women's products only"]);
  assert.equal(steps('a toy for a child'), ["kids' products only"]);
  assert.equal(steps('boots for women'), ['for women']);
});

test('describeQuery: text and constraints, for the chat opening', () => {
  assert.is(describeQuery(parseQuery('red running shoes under $100')), 'red running shoes under $100');
  assert.is(
    describeQuery(parseQuery("I'm looking for a red or blue dress for women not polyester under 80 dollars")),
    'red or blue dress for women under $80, without polyester',
  );
  assert.is(
    describeQuery(parseQuery('waterproof hiking boots under $120, size 10')),
    'waterproof hiking boots in size 10 under $120',
  );
  assert.is(describeQuery(parseQuery('cheapest wireless headphones')), 'wireless headphones, cheapest first');
  assert.is(
    describeQuery(parseQuery('top rated desk lamp 4+ stars in stock between $20 and $40')),
    'desk lamp $20 to $40, rated 4+ stars, in stock, best rated first',
  );
  assert.is(
    describeQuery(everything),
    'red waterproof leather running shoes for women by swiftfoot in size 10 under $100, rated 4+ stars, ' +
      'in stock, without plastic, cheapest first',
  );
  assert.is(describeQuery(parseQuery('')), 'products');
  assert.is(
    describeQuery({ text: '', filters: { categories: ['bags > backpacks'] }, sort: 'relevance' }),
    'backpacks',
  );
  assert.is(describeQuery(parseQuery('$1,299.99 laptop')), 'laptop $1,039.99 to $1,559.99');
  // A feature written with a hyphen or a space in the text is not named again.
  const nonstick = { text: 'non-stick pan', filters: { features: ['nonstick'] }, sort: 'relevance' as const };
  assert.is(describeQuery(nonstick), 'non-stick pan');
  assert.is(describeQuery({ ...nonstick, text: 'non stick pan' }), 'non stick pan');
  assert.is(describeQuery({ ...nonstick, text: 'pan' }), 'nonstick pan');
  // Another built-in spelling of the feature in the text names it too: not "noise cancelling noise canceling".
  const anc = {
    text: 'noise canceling headphones',
    filters: { features: ['noise cancelling'] },
    sort: 'relevance' as const,
  };
  assert.is(describeQuery(anc), 'noise canceling headphones');
  assert.is(describeQuery({ ...anc, text: 'anc headphones' }), 'anc headphones');
  // Words naming only asked features or materials name no kind of product.
  assert.is(describeQuery({ ...nonstick, text: 'non-stick' }), 'non-stick products');
  assert.is(describeQuery(parseQuery('something waterproof under $50')), 'waterproof products under $50');
  assert.is(describeQuery(parseQuery('anything in leather')), 'leather products');
  assert.is(describeQuery(parseQuery('waterproof boots under $50')), 'waterproof boots under $50');
  const beach = { text: 'beach', filters: { features: ['waterproof'] }, sort: 'relevance' as const };
  assert.is(describeQuery(beach), 'waterproof beach', 'other words stay as typed');
});

test.run();
