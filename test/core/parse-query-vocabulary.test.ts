/** buildVocabulary and the catalogue-aware parts of parseQuery: brands, categories, the catalogue's own spellings. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildVocabulary,
  emptyVocabulary,
  type CatalogVocabulary,
} from '../../core/search/catalog-vocabulary.ts';
import { parseQuery } from '../../core/search/parse-query.ts';
import type { Product } from '../../core/schemas/product.ts';

const products: Product[] = [
  {
    id: 'p1',
    title: 'Trail Pack 30',
    brand: 'The North Face',
    category: 'Bags > Backpacks',
    attributes: {
      colour: 'Midnight Navy',
      material: ['Nylon', 'nylon'],
      features: 'Waterproof',
      gender: 'Unisex',
    },
  },
  {
    id: 'p2',
    title: 'Road Runner',
    brand: "Levi's",
    category: 'Shoes / Running',
    attributes: { Color: ['Red', 'blue/white'], Size: ['10', 'L'], Material: 'Full-Grain Leather' },
    variants: [{ id: 'p2-g', title: 'Grey', attributes: { color: 'heather grey', size: 'large' } }],
  },
  {
    id: 'p3',
    title: 'Chef Knife',
    brand: ' under armour ',
    category: 'Home & Kitchen > Knives',
    attributes: {
      materials: 'Faux Leather',
      feature: ['Noise-Cancelling'],
      audience: ["Women's", 'female'],
      bladeLength: '8-inch',
    },
  },
  { id: 'p4', title: 'No brand, no category' },
];
const vocabulary = buildVocabulary(products);
const parse = (words: string, vocab: CatalogVocabulary = vocabulary) =>
  parseQuery(words, { vocabulary: vocab });

test('buildVocabulary: brands as spelt, the rest lower-cased; deduplicated, sorted, products and variants', () => {
  assert.equal(vocabulary, {
    brands: ["Levi's", 'The North Face', 'under armour'],
    categories: ['bags > backpacks', 'home & kitchen > knives', 'shoes > running'],
    colors: ['blue/white', 'heather grey', 'midnight navy', 'red'],
    materials: ['faux leather', 'full-grain leather', 'nylon'],
    sizes: ['10', 'l', 'large'],
    features: ['noise-cancelling', 'waterproof'],
    audiences: ['female', 'unisex', "women's"],
    noPhrases: [],
    saleNames: [],
    measureUnits: ['mm'],
    measuredAttributes: ['mm:blade length'],
    kindValues: [],
    peopleCategories: [],
    categorySizes: ['shoes > running=10', 'shoes > running=l', 'shoes > running=large'],
    categoryUnits: ['home & kitchen > knives=inch'],
    categoryFeatures: ['bags > backpacks=waterproof', 'home & kitchen > knives=noise-cancelling'],
    categoryKinds: [],
    unsizedHeads: [],
    shorthandNames: [],
    adjectiveNames: [],
    tierNames: [],
    praiseNames: [],
    fanNames: [],
    priceCueNames: [],
  });
  assert.equal(buildVocabulary([]), emptyVocabulary);
  assert.equal(parseQuery('blue backpack', { vocabulary: emptyVocabulary }), parseQuery('blue backpack'));
});

test('brands: case-insensitive, multi-word, spelling-tolerant; removed from the text', () => {
  assert.equal(parse('The North Face backpack').filters.brands, ['The North Face']);
  assert.is(parse('The North Face backpack').text, 'backpack');
  assert.equal(parse('NORTHFACE jacket').filters.brands, undefined, 'words must be there, not guessed');
  assert.equal(parse('levis jeans').filters.brands, ["Levi's"]);
  assert.equal(parse('under armour shorts under $40').filters, {
    brands: ['under armour'],
    priceMax: 40,
    currency: 'USD',
  });
  assert.is(parse('under armour shorts under $40').text, 'shorts');
  assert.equal(parse('north face jacket').filters.brands, undefined, 'a partial name is not the brand');
  assert.is(
    parseQuery('The North Face backpack').filters.brands,
    undefined,
    'brands come from the vocabulary only',
  );
});

test('brands after a negation cue are left out, not asked for', () => {
  const notFrom = parse('backpack not from the north face');
  assert.equal(notFrom.filters.excludeBrands, ['The North Face']);
  assert.is(notFrom.filters.brands, undefined);
  assert.is(notFrom.text, 'backpack');
  assert.equal(parse("jeans except levi's").filters.excludeBrands, ["Levi's"]);
  assert.equal(parse('no under armour shorts').filters.excludeBrands, ['under armour']);
  const list = parse("shorts, anything but levi's or under armour");
  assert.equal(list.filters.excludeBrands, ["Levi's", 'under armour']);
  assert.is(list.text, 'shorts');
  assert.equal(parse("shorts not levi's, or under armour").filters.excludeBrands, ["Levi's", 'under armour']);
  const mixed = parse("jeans not levi's or leather");
  assert.equal(mixed.filters.excludeBrands, ["Levi's"]);
  assert.equal(mixed.filters.excludeTerms, ['leather'], 'the cue carries on to the next word');
  assert.is(mixed.filters.materials, undefined);
  const both = parse("levi's jeans not under armour");
  assert.equal(both.filters.brands, ["Levi's"]);
  assert.equal(both.filters.excludeBrands, ['under armour']);
});

test('brands: names too short or too common are ignored', () => {
  const vocab = { ...emptyVocabulary, brands: ['on', 'all', 'ugg'] };
  assert.equal(parse('shoes on sale for all', vocab).filters.brands, undefined);
  assert.equal(parse('ugg boots', vocab).filters.brands, ['ugg']);
});

test('categories: a path segment, singular or plural, gives the path down to it; the word stays', () => {
  const backpack = parse('backpack for hiking');
  assert.equal(backpack.filters.categories, ['bags > backpacks']);
  assert.is(backpack.text, 'backpack for hiking');
  assert.equal(parse('backpacks').filters.categories, ['bags > backpacks']);
  // The word before naming a path under the next one narrows it: the shoes of "shoes > running", not every shoe.
  assert.equal(parse('running shoes').filters.categories, ['shoes > running']);
  assert.equal(parse('a good knife').filters.categories, ['home & kitchen > knives']);
  assert.equal(parse('kitchen knife').filters.categories, ['home & kitchen', 'home & kitchen > knives']);
  // A category's word before a kind it does not sell (no title of it says "Kitchen Scale") names none of it.
  assert.is(parse('kitchen scale').filters.categories, undefined);
  assert.is(parseQuery('backpack').filters.categories, undefined);
  // A one-word segment written as two words.
  assert.equal(parse('back packs for school').filters.categories, ['bags > backpacks']);
  assert.equal(parse('back-pack').filters.categories, ['bags > backpacks']);
});

test('categories: after a product\'s name, "for" / "with" / "when"… words are its use, not its category', () => {
  const earbuds = parse('earbuds for running');
  assert.is(earbuds.filters.categories, undefined, 'earbuds are no running shoes');
  assert.is(earbuds.text, 'earbuds for running');
  assert.equal(parse('backpack for running').filters.categories, ['bags > backpacks']);
  assert.is(parse('sharpener with knife guard').filters.categories, undefined);
  // So do words after "that" / "when" / "while" / "during".
  assert.is(parse("earbuds that don't fall out when running").filters.categories, undefined);
  assert.is(parse('earbuds while running').filters.categories, undefined);
  assert.equal(parse('backpack that stays dry during running').filters.categories, ['bags > backpacks']);
  // Opening the request, they say what it is for too: running gear of any kind.
  assert.is(parse('for running').filters.categories, undefined);
  assert.is(parse('something for running').filters.categories, undefined);
  assert.is(parse('a gift for my dad who likes running').filters.categories, undefined, 'an interest');
});

test("colours: the catalogue's colours join their family, and count as colours", () => {
  const blue = parse('blue backpack').filters.colors ?? [];
  for (const colour of ['blue', 'navy', 'midnight navy', 'blue/white'])
    assert.ok(blue.includes(colour), colour);
  assert.equal(parse('navy backpack').filters.colors, ['navy', 'midnight navy']);
  assert.ok(parse('grey tee').filters.colors?.includes('heather grey'));
  assert.equal(parse('midnight navy backpack').filters.colors, ['midnight navy']);
});

test("materials, sizes, features, audiences: the catalogue's spellings of the same thing", () => {
  assert.equal(
    parse('leather wallet').filters.materials,
    ['leather', 'genuine leather', 'real leather', 'suede', 'nubuck', 'full-grain leather'],
    'not faux leather',
  );
  assert.equal(parse('faux leather jacket').filters.materials, [
    'faux leather',
    'pu leather',
    'vegan leather',
    'synthetic leather',
    'leatherette',
    'protein leather',
  ]);
  assert.equal(parse('tee size large').filters.sizes, ['L', 'large']);
  assert.equal(parse('noise cancelling headphones').filters.features, ['noise-cancelling']);
  assert.equal(parse('boots for women').filters.audience, ['women', 'female', 'unisex', "women's"]);
  assert.equal(parse('kids boots').filters.audience, ['kids']);
});

test('a catalogue that tags an attribute filters only by the values it tags; the words stay', () => {
  // Features here: waterproof, noise-cancelling. "bluetooth" is a built-in feature this catalogue never tags, so
  // a filter on it would match nothing and only be relaxed away (with "bluetooth" named as relaxed).
  const speaker = parse('bluetooth speaker waterproof');
  assert.equal(speaker.filters.features, ['waterproof']);
  assert.is(speaker.text, 'bluetooth speaker waterproof');
  assert.is(parse('wireless bluetooth speaker').filters.features, undefined);
  // Materials here: nylon, full-grain leather, faux leather. Bamboo is built-in only; leather is tagged.
  const board = parse('bamboo cutting board');
  assert.is(board.filters.materials, undefined);
  assert.is(board.text, 'bamboo cutting board');
  assert.ok(parse('leather bamboo tray').filters.materials?.includes('leather'));
  // A catalogue with no tagged features (or none at all) keeps the built-in lexicon's filters.
  assert.equal(parse('bluetooth speaker', emptyVocabulary).filters.features, ['bluetooth']);
  assert.equal(parse('bamboo board', emptyVocabulary).filters.materials, ['bamboo']);
});

test('vocabulary compiles once per object and parsing stays pure', () => {
  const first = parse('the north face navy backpack size L');
  const second = parse('the north face navy backpack size L');
  assert.equal(first, second);
  assert.is.not(first.filters, second.filters);
});

test.run();
