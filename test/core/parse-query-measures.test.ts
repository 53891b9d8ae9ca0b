/** Bounded measures: "at least 30 hours", "under 40mm", "20-30L", read against the catalogue's measure families. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildVocabulary,
  describeQuery,
  measureOf,
  parseQuery,
  relaxationSteps,
  type CatalogVocabulary,
  type Product,
} from '../../core/index.ts';

const products: Product[] = [
  { id: 'h1', title: 'Over-Ear Headphones', attributes: { batteryLife: '35 hours', maxVolume: '85 dB' } },
  { id: 's1', title: 'Party Speaker', attributes: { output: '60W' } },
  { id: 'w1', title: 'Field Watch', attributes: { caseSize: '38 mm', batteryLife: '2 days' } },
  { id: 'b1', title: 'Daypack', attributes: { capacity: '25L', laptopSize: '15-inch' } },
  { id: 't1', title: 'Dome Tent', attributes: { capacity: '4-person', season: '3-season' } },
];
const vocabulary = buildVocabulary(products);
const parse = (words: string, vocab: CatalogVocabulary = vocabulary) =>
  parseQuery(words, { vocabulary: vocab });

test('measureOf: a number and a unit, converted to the family’s base unit', () => {
  assert.equal(measureOf('35 hours'), { unit: 'hour', value: 35 });
  assert.equal(measureOf('2 days'), { unit: 'hour', value: 48 });
  assert.equal(measureOf('4-person'), { unit: 'person', value: 4 });
  assert.equal(measureOf('15-inch'), { unit: 'mm', value: 381 });
  assert.equal(measureOf('31 in'), { unit: 'mm', value: 787.4 });
  assert.equal(measureOf('30L'), { unit: 'ml', value: 30000 });
  assert.equal(measureOf(' 3.5 qt '), { unit: 'ml', value: 3.5 * 946.353 });
  assert.equal(measureOf('1,000 mAh'), { unit: 'mah', value: 1000 });
  assert.equal(measureOf('16 oz'), { unit: 'oz', value: 16 });
  for (const value of ['2.0', '3-season', 'trail', '30 hours of music', 'size 10', '']) {
    assert.is(measureOf(value), undefined, value);
  }
});

test('the vocabulary lists the measure families of the other attributes', () => {
  assert.equal(vocabulary.measureUnits, ['db', 'hour', 'ml', 'mm', 'person', 'w']);
});

test('a cue before a measure is a bound; the measure leaves the text', () => {
  const query = parse('headphones with at least 30 hours battery');
  // The word naming the attribute goes with the bound, which names the attribute.
  assert.is(query.text, 'headphones');
  assert.equal(query.filters.measures, [
    {
      unit: 'hour',
      min: 30,
      label: 'battery life at least 30 hours',
      words: ['battery', 'runtime', 'playtime'],
    },
  ]);
  assert.equal(parse('watch under 40mm').filters.measures, [{ unit: 'mm', max: 40, label: 'up to 40mm' }]);
  assert.equal(parse('speaker over 50W').filters, {
    measures: [{ unit: 'w', min: 50, label: 'at least 50W' }],
  });
  assert.equal(parse('speaker more than 50 watts').filters.measures?.[0]?.min, 50);
  assert.equal(parse('headphones no more than 90 db').filters.measures?.[0]?.max, 90);
});

test('cues after the measure, "+", and ranges', () => {
  assert.equal(parse('headphones 40 hours or more').filters.measures, [
    { unit: 'hour', min: 40, label: 'at least 40 hours' },
  ]);
  assert.equal(parse('headphones 30+ hours').filters.measures?.[0]?.min, 30);
  assert.equal(parse('watch 40 mm or less').filters.measures?.[0]?.max, 40);
  assert.equal(parse('4+ person tent').filters.measures, [
    { unit: 'person', min: 4, label: 'at least 4 person' },
  ]);
  const range = parse('backpack 20-30L');
  assert.is(range.text, 'backpack');
  assert.equal(range.filters.measures, [{ unit: 'ml', min: 20000, max: 30000, label: '20 to 30L' }]);
  assert.equal(parse('between 20 and 30 litres backpack').filters.measures, [
    { unit: 'ml', min: 20000, max: 30000, label: '20 to 30 litres' },
  ]);
});

test('"for" a number of people is a capacity: a lower bound', () => {
  const query = parse("tent for 4 people that's easy to set up");
  assert.equal(query.filters.measures, [{ unit: 'person', min: 4, label: 'for 4 people', snug: true }]);
  assert.is(query.text, "tent that's easy to set up", 'the relative clause stays apart from the tent');
  assert.is(parse('tent for 2 persons').filters.measures?.[0]?.min, 2);
  assert.is(describeQuery(query), "tent that's easy to set up, for 4 people");
});

test('"sleeps 4", "seats 6": room for that many people or more', () => {
  const query = parse('a tent that sleeps 4');
  assert.equal(query.filters.measures, [{ unit: 'person', min: 4, label: 'sleeps 4', snug: true }]);
  assert.is(query.text, 'tent');
  assert.is(describeQuery(query), 'tent, sleeps 4');
  assert.is(parse('patio table seats 6 people').filters.measures?.[0]?.min, 6);
  assert.is(parse('does it sleep 3?').filters.measures?.[0]?.label, 'sleeps 3', 'a question as "sleeps 3"');
  assert.is(parse('sleeping bag').filters.measures, undefined, 'no number, no capacity');
});

test('a count of people in words is its digits where the catalogue counts people', () => {
  assert.is(parse('tent for two people').filters.measures?.[0]?.min, 2);
  assert.is(parse('a tent that sleeps three').filters.measures?.[0]?.label, 'sleeps 3');
  assert.is(parse('two person tent').text, '2 person tent', 'as the titles write "2-Person"');
  assert.is(parse('one piece swimsuit').text, 'one piece swimsuit');
  const noPeople = buildVocabulary([{ id: 'x', title: 'Two Person Hammock' }]);
  assert.is(parseQuery('two person hammock', { vocabulary: noPeople }).text, 'two person hammock');
});

test('"for a family of four", "a party of 6": room for that many people or more', () => {
  const query = parse('tent for a family of four');
  assert.equal(query.filters.measures, [
    { unit: 'person', min: 4, label: 'for a family of four', snug: true },
  ]);
  assert.is(query.text, 'tent');
  assert.is(describeQuery(query), 'tent, for a family of four');
  assert.is(parse('family of 5 tent').filters.measures?.[0]?.min, 5);
  assert.is(parse('tent for a group of 10 people').text, 'tent', 'the people are the group');
  assert.is(parse('picnic table for our party of twenty-two').filters.measures?.[0]?.min, 22);
  assert.is(parse('family of tents').filters.measures, undefined, 'no number, no capacity');
});

test('"fits a 15 inch laptop", "for a 15 inch laptop": room for it, a lower bound', () => {
  const inch15 = { unit: 'mm', min: 381, snug: true, words: ['laptop'] };
  for (const [words, label, text] of [
    ['laptop backpack that fits a 15 inch laptop', 'fits 15 inch', 'laptop backpack'],
    ['backpack that will fit 15 inch', 'fits 15 inch', 'backpack'],
    ['daypack fits up to 15-inch', 'fits up to 15-inch', 'daypack'],
    ['backpack for a 15 inch laptop', 'fits 15 inch', 'backpack for laptop'],
    ['backpack for 15" laptops', 'fits 15"', 'backpack for laptops'],
  ] as const) {
    const query = parse(words);
    assert.equal(query.filters.measures, [{ ...inch15, label }], words);
    assert.is(query.text, text, words);
  }
  assert.equal(parse('a tent that fits 4 people').filters.measures, [
    { unit: 'person', min: 4, label: 'fits 4 people', snug: true },
  ]);
  assert.equal(parse('a backpack that holds 30L').filters.measures, [
    { unit: 'ml', min: 30000, label: 'holds 30L', snug: true },
  ]);
  assert.is(
    parse('rug for a 10 ft room').filters.measures,
    undefined,
    'a length for anything but a device stays words',
  );
  assert.is(parse('slim fit 15 inch backpack').filters.measures, undefined, 'a fit named, not room asked');
  assert.is(parse('backpacks that fit 15 inch').filters.measures?.[0]?.min, 381);
  assert.equal(parse('backpack under 16 inch').filters.measures?.[0]?.max, 406.4, 'a plain bound is no fit');
  assert.is(parse('backpack under 16 inch').filters.measures?.[0]?.snug, undefined);
  const watches = buildVocabulary([{ id: 'w', title: 'Watch', attributes: { caseSize: '40 mm' } }]);
  assert.is(parse('tent that fits 4 people', watches).filters.measures, undefined, 'a family the shop lacks');
  assert.is(describeQuery(parse('backpack for a 15 inch laptop')), 'backpack for laptop, fits 15 inch');
  // Room only in an attribute that is room (a laptop size), never in a watch's case size.
  const wrist = parse('watch that fits a 7 inch wrist');
  assert.is(wrist.filters.measures, undefined, 'no attribute is room for a wrist');
  assert.equal(wrist.superlativeAsked, {
    said: 'fit a 7 inch wrist',
    states: 'its wrist size',
    words: '7 inch wrist',
    does: true,
    unstated: true,
    bound: true,
  });
});

test('units convert: "2 days or more" is 48 hours, "over 1 ft" is 304.8 mm', () => {
  assert.equal(parse('watch battery 2 days or more').filters.measures?.[0], {
    unit: 'hour',
    min: 48,
    label: 'battery life at least 2 days',
    words: ['battery', 'runtime', 'playtime'],
  });
  assert.is(parse('backpack over 1 ft').filters.measures?.[0]?.min, 304.8);
});

test('prices and measures side by side', () => {
  const query = parse('headphones under $150 with at least 30 hours battery');
  assert.is(query.filters.priceMax, 150);
  assert.equal(query.filters.measures, [
    {
      unit: 'hour',
      min: 30,
      label: 'battery life at least 30 hours',
      words: ['battery', 'runtime', 'playtime'],
    },
  ]);
  assert.is(query.text, 'headphones');
});

test('no bound: a measure without a cue, "in" after a number, a family the catalogue lacks', () => {
  assert.is(parse('4 person tent').filters.measures, undefined);
  assert.is(parse('4 person tent').text, '4 person tent');
  assert.is(parse('battery for 30 hours').filters.measures, undefined, '"for" bounds capacities only');
  const blue = parse('backpack under 100 in blue');
  assert.is(blue.filters.priceMax, 100);
  assert.is(blue.filters.measures, undefined);
  // No values in grams or gigabytes here: the cue goes and the quantity stays as words, as before.
  assert.is(parse('laptop with at least 16gb').text, 'laptop 16gb');
  assert.is(parse('laptop with at least 16gb').filters.measures, undefined);
  assert.is(parse('speaker over 50W', buildVocabulary([])).filters.measures, undefined);
  assert.is(parse('speaker over 50W', buildVocabulary([])).text, 'speaker 50W');
});

test('the chat names the bound, and relaxation drops it by name', () => {
  const query = parse('headphones under $150 with at least 30 hours battery');
  assert.is(describeQuery(query), 'headphones under $150, battery life at least 30 hours');
  const steps = relaxationSteps(query);
  assert.equal(
    steps.map((step) => step.relaxed),
    ['battery life at least 30 hours', 'under $150'],
  );
  assert.is(steps[0]?.query.filters.measures, undefined);
  assert.is(query.filters.measures?.length, 1, 'the query itself keeps its bound');
});

test('a follow-up keeps the last search’s bounds on other measures and replaces the same measure’s', () => {
  const previous = parse('speaker over 50W');
  const next = parseQuery('at least 10 hours', { vocabulary, previous });
  assert.is(next.text, 'speaker');
  assert.equal(next.filters.measures, [
    { unit: 'w', min: 50, label: 'at least 50W' },
    { unit: 'hour', min: 10, label: 'at least 10 hours' },
  ]);
  const louder = parseQuery('over 100W', { vocabulary, previous });
  assert.equal(louder.filters.measures, [{ unit: 'w', min: 100, label: 'at least 100W' }]);
});

test.run();
