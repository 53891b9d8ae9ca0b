import type { Product } from '../../core/index.ts';
import { generateDemoCatalog } from '../../fixtures/generate-demo-catalog.ts';

const MODEL_WORDS = [
  'Pro',
  'Lite',
  'Max',
  'Air',
  'Trail',
  'Urban',
  'Classic',
  'Sport',
  'Eco',
  'Plus',
  'Flex',
  'Prime',
];

/**
 * A deterministic catalogue of `size` products for benchmarks: the demo catalogue's products varied by model
 * word, series number and price, so texts and prices spread like a real shop's.
 */
export function syntheticCatalog(size: number): Product[] {
  const templates = generateDemoCatalog() as Product[];
  return Array.from({ length: size }, (_, i) => {
    const base = templates[i % templates.length] as Product;
    const model = MODEL_WORDS[Math.floor(i / templates.length) % MODEL_WORDS.length] ?? 'Pro';
    const series = Math.floor(i / (templates.length * MODEL_WORDS.length)) + 1;
    const factor = 0.8 + ((i * 7919) % 41) / 100;
    const { variants: _variants, ...rest } = base;
    return {
      ...rest,
      id: `p-${String(i).padStart(6, '0')}`,
      title: `${base.title} ${model} ${series}`,
      ...(base.price !== undefined && { price: Math.round(base.price * factor * 100) / 100 }),
    };
  });
}

/** Shopper-like queries over the demo vocabulary, used by the latency benchmarks. */
export const BENCH_QUERIES = [
  'waterproof hiking boots',
  'wireless headphones',
  'noise cancelling headphones under $200',
  'merino wool sweater',
  'running shoes for women',
  'leather backpack',
  'yoga mat',
  'cast iron skillet',
  'down jacket navy',
  'cotton t-shirt',
  'bluetooth speaker waterproof',
  'tent for 4 people',
  'sunglasses polarized',
  'moisturizer for dry skin',
  'queen duvet cover',
  'smart watch',
  'trail runner size 10',
  'cheap sneakers',
  'gift for my dad who likes hiking',
  'insulated water bottle',
];
