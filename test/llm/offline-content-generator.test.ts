import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { createOfflineContentGenerator } from '../../llm/offline/offline-content-generator.ts';

const generator = createOfflineContentGenerator();

const jacket: Product = {
  id: 'j1',
  title: 'Storm Shell Jacket',
  brand: 'Patagonia',
  category: 'Outerwear',
  price: 179,
  compareAtPrice: 229,
  currency: 'USD',
  available: true,
  rating: 4.7,
  reviewCount: 412,
  attributes: {
    material: ['recycled nylon', 'Gore-Tex'],
    features: ['waterproof', 'packable hood', 'pit zips'],
    care: 'Machine wash cold',
  },
  variants: [
    { id: 'v1', title: 'Black / S', available: true, attributes: { color: 'black', size: 'S' } },
    { id: 'v2', title: 'Black / M', available: true, attributes: { color: 'black', size: 'M' } },
    { id: 'v3', title: 'Blue / L', available: false, attributes: { color: 'blue', size: 'L' } },
  ],
};

const mug: Product = {
  id: 'm1',
  title: 'Stoneware Mug',
  price: 12.5,
  currency: 'EUR',
  attributes: { material: 'stoneware', colour: 'white' },
};

const allText = (content: { faqs: { question: string; answer: string }[]; highlights: string[] }): string =>
  [...content.faqs.flatMap((faq) => [faq.question, faq.answer]), ...content.highlights].join('\n');

test('kind is offline', () => {
  assert.is(generator.kind, 'offline');
});

test('FAQs cover price, materials, sizes, features, brand and rating from the product', async () => {
  const { faqs } = await generator.generate(jacket);
  assert.ok(faqs.length >= 3 && faqs.length <= 6, `got ${faqs.length}`);
  const byQuestion = new Map(faqs.map((faq) => [faq.question, faq.answer]));
  assert.is(
    byQuestion.get('How much does the Storm Shell Jacket cost, and is it in stock?'),
    'It costs $179, down from $229 (22% off). It is currently in stock.',
  );
  assert.is(
    byQuestion.get('What is the Storm Shell Jacket made of?'),
    'It is made of recycled nylon and Gore-Tex.',
  );
  assert.is(
    byQuestion.get('What sizes does the Storm Shell Jacket come in?'),
    'It comes in sizes S, M and L.',
  );
  assert.is(
    byQuestion.get('What are the key features of the Storm Shell Jacket?'),
    'Its key features: waterproof, packable hood and pit zips.',
  );
  assert.is(byQuestion.get('Which brand makes the Storm Shell Jacket?'), 'It is made by Patagonia.');
  assert.is(
    byQuestion.get('How do customers rate the Storm Shell Jacket?'),
    'It has an average rating of 4.7 out of 5 from 412 reviews.',
  );
});

test('highlights are short grounded selling points', async () => {
  const { highlights } = await generator.generate(jacket);
  assert.ok(highlights.length >= 3 && highlights.length <= 5, `got ${highlights.length}`);
  assert.equal(highlights, [
    'Save $50 (22% off $229)',
    'Rated 4.7/5 by 412 reviewers',
    'Waterproof',
    'Packable hood',
    'Made of recycled nylon and Gore-Tex',
  ]);
  assert.ok(highlights.every((line) => line.length <= 60));
});

test('no questions about missing data', async () => {
  const content = await generator.generate(mug);
  const text = allText(content).toLowerCase();
  assert.not.ok(text.includes('size'), 'no sizes on a mug');
  assert.not.ok(text.includes('rate'), 'no rating on the mug');
  assert.not.ok(text.includes('brand'), 'no brand on the mug');
  assert.not.ok(text.includes('stock'), 'availability unknown');
  assert.not.ok(text.includes('feature'), 'no features listed');
  assert.ok(content.faqs.length >= 3, `got ${content.faqs.length}`);
  assert.equal(content.faqs[0], {
    question: 'How much does the Stoneware Mug cost?',
    answer: 'It costs €12.50.',
  });
  assert.ok(content.faqs.some((faq) => faq.answer === 'It is made of stoneware.'));
  assert.ok(content.faqs.some((faq) => faq.answer === 'It comes in white.'));
  assert.ok(content.highlights.includes('Made of stoneware'));
  assert.ok(content.highlights.includes('Comes in white'));
});

test('FAQs use variants for options and availability when sizes and stock are not on the product', async () => {
  const lamp: Product = {
    id: 'l1',
    title: 'Arc Floor Lamp',
    brand: 'Lumo',
    price: 240,
    variants: [
      { id: 'a', title: 'Brass', available: true },
      { id: 'b', title: 'Chrome', available: false },
    ],
  };
  const { faqs, highlights } = await generator.generate(lamp);
  const answers = faqs.map((faq) => faq.answer);
  assert.ok(
    answers.includes('It costs $240. 1 of its 2 options is currently available.'),
    answers.join(' | '),
  );
  assert.ok(answers.includes('It comes in 2 options: Brass and Chrome.'), answers.join(' | '));
  assert.not.ok(faqs.some((faq) => faq.question.includes('sizes')));
  assert.ok(highlights.includes('2 options to choose from'));
});

test('a poor rating is answered in FAQs but not sold as a highlight', async () => {
  const meh: Product = { id: 'x', title: 'Basic Tee', price: 9, rating: 2.4, reviewCount: 7, brand: 'Plain' };
  const { faqs, highlights } = await generator.generate(meh);
  assert.ok(faqs.some((faq) => faq.answer === 'It has an average rating of 2.4 out of 5 from 7 reviews.'));
  assert.not.ok(highlights.some((line) => line.startsWith('Rated')));
});

test('a product with almost no data gets no invented content', async () => {
  const bare: Product = { id: 'b', title: 'Mystery Box' };
  assert.equal(await generator.generate(bare), { faqs: [], highlights: [] });
});

test('generation is deterministic', async () => {
  assert.equal(await generator.generate(jacket), await generator.generate(jacket));
});

test('an aborted signal rejects', async () => {
  const controller = new AbortController();
  controller.abort();
  try {
    await generator.generate(jacket, controller.signal);
    assert.unreachable('should reject');
  } catch (error) {
    assert.instance(error, Error);
  }
});

test('colours are said to exist, not to be in stock: one may be sold out', async () => {
  const boot: Product = {
    id: 'boot',
    title: 'Trail Boot',
    variants: [
      { id: 'b1', title: 'Charcoal', available: true, attributes: { color: 'charcoal' } },
      { id: 'b2', title: 'Forest Green', available: false, attributes: { color: 'forest green' } },
    ],
  };
  const { highlights } = await generator.generate(boot);
  assert.ok(highlights.includes('Comes in 2 colours: charcoal and forest green'), highlights.join(' | '));
});

test('a plural name is asked and answered in the plural', async () => {
  const sunglasses: Product = {
    id: 's',
    title: 'Vista Round Sunglasses',
    price: 140.99,
    available: true,
    attributes: { material: 'bio-acetate', features: ['polarized', 'lightweight'] },
  };
  const { faqs } = await generator.generate(sunglasses);
  const said = faqs.map(({ question, answer }) => `${question} ${answer}`).join(' | ');
  assert.ok(
    said.includes('How much do the Vista Round Sunglasses cost, and are they in stock? They cost $140.99.'),
    said,
  );
  assert.ok(
    said.includes('What are the Vista Round Sunglasses made of? They are made of bio-acetate.'),
    said,
  );
  assert.ok(said.includes('Their key features'), said);
  const dress = await generator.generate({ id: 'd', title: 'Linen Dress', price: 60, available: true });
  assert.ok(
    dress.faqs[0]?.question.startsWith('How much does the Linen Dress cost'),
    dress.faqs[0]?.question,
  );
});

test('a plural name before a colour or a use is plural: "Sunglasses in Silver", not "Skin"', async () => {
  const silver = await generator.generate({ ...sunglassesIn('Cat-Eye Sunglasses in Silver') });
  const said = silver.faqs.map(({ question, answer }) => `${question} ${answer}`).join(' | ');
  assert.ok(said.includes('How much do the Cat-Eye Sunglasses in Silver cost, and are they in stock?'), said);
  assert.ok(
    said.includes('What are the Cat-Eye Sunglasses in Silver made of? They are made of acetate.'),
    said,
  );
  const serum = await generator.generate({ id: 'f', title: 'Face Serum for Dry Skins', price: 30 });
  assert.ok(
    serum.faqs[0]?.question.startsWith('How much does the Face Serum for Dry Skins cost'),
    serum.faqs[0]?.question,
  );
});

const sunglassesIn = (title: string): Product => ({
  id: 'c',
  title,
  price: 79.95,
  available: true,
  attributes: { material: 'acetate', features: ['polarized'] },
});

test('measured specs are sold and answered; a rating from a few reviews is no selling point', async () => {
  const speaker: Product = {
    id: 'speaker',
    title: 'Lantern Speaker',
    brand: 'Fathom Sound Co.',
    rating: 4.8,
    reviewCount: 3,
    attributes: { batteryLife: '12 hours', output: '40W', finish: 'matte' },
  };
  const { faqs, highlights } = await generator.generate(speaker);
  assert.ok(highlights.includes('Battery life 12 hours'), highlights.join(' | '));
  assert.ok(highlights.includes('Output 40W'), highlights.join(' | '));
  assert.not.ok(
    highlights.some((line) => line.startsWith('Rated')),
    'three reviews',
  );
  const answers = faqs.map((faq) => faq.answer);
  assert.ok(answers.includes('Battery life: 12 hours; output: 40W; finish: matte.'), answers.join(' | '));
  assert.ok(answers.includes('It is made by Fathom Sound Co.'), 'one full stop');
});

test.run();
