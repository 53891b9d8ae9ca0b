/**
 * The offline FAQs and highlights state every attribute of a product: those without wording of their own are
 * said generically (name and value), a measure listed as an array too, and no fact twice.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { createOfflineContentGenerator } from '../../llm/offline/offline-content-generator.ts';

const generator = createOfflineContentGenerator();

const said = (content: { faqs: { question: string; answer: string }[]; highlights: string[] }): string =>
  [...content.faqs.map(({ question, answer }) => `${question} ${answer}`), ...content.highlights].join(' | ');

test('a single-size product states its size, listed as an array', async () => {
  const serum: Product = {
    id: 'serum',
    title: 'Glow Face Serum',
    price: 55,
    attributes: { volume: ['30 ml'], features: ['lightweight'] },
  };
  const { faqs, highlights } = await generator.generate(serum);
  assert.ok(highlights.includes('Volume 30 ml'), highlights.join(' | '));
  assert.ok(
    faqs.some((faq) => faq.answer.includes('Volume: 30 ml')),
    faqs.map((faq) => faq.answer).join(' | '),
  );
});

test('attributes without wording of their own are said by name and value, in FAQs and highlights', async () => {
  const watch: Product = {
    id: 'watch',
    title: 'Atlas Smartwatch',
    price: 196.5,
    attributes: { material: 'aluminum', caseSize: '41 mm', strap: 'leather', movement: 'quartz' },
  };
  const faqs = (await generator.generate(watch)).faqs.map((faq) => faq.answer);
  assert.ok(faqs.includes('Case size: 41 mm; strap: leather; movement: quartz.'), faqs.join(' | '));
  const serum: Product = {
    id: 'serum',
    title: 'Glow Face Serum',
    attributes: { ingredient: 'hyaluronic acid', skinType: 'oily' },
  };
  const { highlights } = await generator.generate(serum);
  assert.ok(highlights.includes('Ingredient: hyaluronic acid'), highlights.join(' | '));
  assert.ok(highlights.includes('Skin type: oily'), highlights.join(' | '));
  const sunscreen = await generator.generate({
    id: 'spf',
    title: 'Sunscreen',
    attributes: { spf: 'SPF 30' },
  });
  assert.ok(sunscreen.highlights.includes('SPF 30'), 'a value naming its attribute is said alone');
});

test('an attribute repeating a stated fact is not said again', async () => {
  const tent: Product = {
    id: 'tent',
    title: 'Ridge Tent',
    attributes: { features: ['4-season', 'freestanding'], season: '4-season', fill: 'down alternative' },
  };
  const text = said(await generator.generate(tent));
  assert.not.match(text, /season: 4-season|4-season; |; 4-season/i);
  assert.match(text, /Fill: down alternative/);
});

test('options that are its colours are asked about once, as colours; options named by a spec not twice', async () => {
  const block: Product = {
    id: 'block',
    title: 'Sunrise Yoga Block',
    price: 9.99,
    attributes: { color: 'charcoal' },
    variants: [
      { id: 'c', title: 'Charcoal', attributes: { color: 'charcoal' } },
      { id: 'b', title: 'Blush', attributes: { color: 'blush' } },
    ],
  };
  const { faqs } = await generator.generate(block);
  const colours = faqs.filter((faq) => /charcoal/i.test(faq.answer));
  assert.equal(colours, [
    {
      question: 'What colours does the Sunrise Yoga Block come in?',
      answer: 'It comes in charcoal and blush.',
    },
  ]);
  const cream: Product = {
    id: 'cream',
    title: 'Gentle Moisturizer',
    price: 42.95,
    attributes: { volume: ['50 ml', '100 ml'], skinType: 'sensitive' },
    variants: [
      { id: '50', title: '50 ml', price: 42.95, attributes: { volume: '50 ml' } },
      { id: '100', title: '100 ml', price: 70.95, attributes: { volume: '100 ml' } },
    ],
  };
  const answers = (await generator.generate(cream)).faqs.map((faq) => faq.answer);
  assert.ok(answers.includes('It comes in 2 options: 50 ml and 100 ml.'), answers.join(' | '));
  assert.ok(answers.includes('Skin type: sensitive.'), answers.join(' | '));
});

test.run();
