/**
 * A generated FAQ question says the product's name as English does mid-sentence, with "the" ("How much does
 * Ground Durable Yoga Strap cost" had dropped it), never twice ("The Original Tote"), and ends with a question mark.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { createOfflineContentGenerator } from '../../llm/offline/offline-content-generator.ts';

const generator = createOfflineContentGenerator();

const strap = (title: string): Product => ({
  id: 's',
  title,
  brand: 'Ground',
  category: 'Sports > Yoga',
  description: 'A sturdy cotton strap with a metal D-ring buckle.',
  price: 14.5,
  available: true,
  rating: 4.3,
  reviewCount: 88,
  attributes: { material: 'cotton', features: ['durable'], color: ['plum', 'sand'], use: ['stretching'] },
});

test('every question names the product with "the", once, and ends with a question mark', async () => {
  const { faqs } = await generator.generate(strap('Ground Durable Yoga Strap'));
  const questions = faqs.map((faq) => faq.question);
  assert.ok(
    questions.includes('How much does the Ground Durable Yoga Strap cost, and is it in stock?'),
    questions.join(' | '),
  );
  assert.ok(questions.includes('What is the Ground Durable Yoga Strap made of?'), questions.join(' | '));
  assert.ok(questions.includes('Which brand makes the Ground Durable Yoga Strap?'), questions.join(' | '));
  assert.ok(
    questions.includes('How do customers rate the Ground Durable Yoga Strap?'),
    questions.join(' | '),
  );
  for (const question of questions) {
    assert.match(question, /the Ground Durable Yoga Strap\b/, question);
    assert.match(question, /\?$/, question);
  }
  // A name opening with "The" is not given a second.
  const original = await generator.generate(strap('The Original Yoga Strap'));
  assert.ok(
    original.faqs.some((faq) => faq.question === 'What is The Original Yoga Strap made of?'),
    original.faqs[1]?.question,
  );
  assert.not.ok(original.faqs.some((faq) => /the The/iu.test(faq.question)));
});

test.run();
