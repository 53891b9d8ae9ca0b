/** A deterministic, realistic-looking generated catalogue for tests and benchmarks. */
import type { Product } from '../../../core/schemas/product.ts';
import { mulberry32 } from '../../../fixtures/demo-catalog-helpers.ts';

/** Small seeded PRNG (mulberry32), so every run sees the same catalogue. */
export const seededRandom = mulberry32;

const CATEGORIES: Record<string, string[]> = {
  'Shoes > Running': ['running shoe', 'trail shoe', 'racing flat'],
  'Shoes > Hiking': ['hiking boot', 'approach shoe', 'trail boot'],
  'Shoes > Casual': ['sneaker', 'loafer', 'slip-on', 'canvas shoe'],
  'Shoes > Boots': ['chelsea boot', 'ankle boot', 'rain boot'],
  'Clothing > Women > Dresses': ['midi dress', 'maxi dress', 'wrap dress', 'shirt dress'],
  'Clothing > Women > Tops': ['blouse', 'tank top', 'cardigan'],
  'Clothing > Men > Shirts': ['oxford shirt', 'flannel shirt', 'polo shirt', 't-shirt'],
  'Clothing > Men > Trousers': ['chino', 'jogger', 'cargo pant'],
  'Clothing > Outerwear': ['rain jacket', 'puffer jacket', 'fleece', 'parka', 'windbreaker'],
  'Bags > Backpacks': ['daypack', 'laptop backpack', 'hiking pack'],
  'Bags > Totes': ['tote bag', 'market bag'],
  'Electronics > Audio': ['wireless headphones', 'earbuds', 'bluetooth speaker'],
  'Electronics > Accessories': ['charging cable', 'power bank', 'phone case'],
  'Home > Kitchen': ['frying pan', 'chef knife', 'dutch oven', 'kettle'],
  'Home > Bedding': ['duvet cover', 'pillow', 'throw blanket'],
  'Beauty > Skincare': ['moisturizer', 'serum', 'cleanser'],
  'Outdoor > Camping': ['tent', 'sleeping bag', 'camp stove', 'headlamp'],
  'Accessories > Sunglasses': ['aviator sunglasses', 'square sunglasses'],
  'Accessories > Watches': ['field watch', 'dive watch', 'smartwatch'],
  'Sports > Yoga': ['yoga mat', 'yoga block', 'leggings'],
};
const COLORS = [
  'black',
  'white',
  'red',
  'navy',
  'blue',
  'green',
  'olive',
  'grey',
  'brown',
  'beige',
  'pink',
  'yellow',
  'orange',
  'purple',
  'charcoal',
  'tan',
  'burgundy',
  'teal',
];
const MATERIALS = [
  'cotton',
  'leather',
  'wool',
  'polyester',
  'nylon',
  'linen',
  'mesh',
  'suede',
  'stainless steel',
  'aluminum',
  'bamboo',
  'silk',
  'denim',
  'recycled polyester',
];
const FEATURES = [
  'waterproof',
  'breathable',
  'lightweight',
  'packable',
  'machine washable',
  'organic',
  'noise cancelling',
  'dishwasher safe',
  'vegan',
  'reflective',
  'quick dry',
  'insulated',
];
const ADJECTIVES = [
  'Classic',
  'Everyday',
  'Trail',
  'Urban',
  'Summit',
  'Coastal',
  'Heritage',
  'Nimbus',
  'Alpine',
  'Metro',
  'Breeze',
  'Ember',
  'Harbor',
  'Aurora',
  'Granite',
  'Willow',
  'Cedar',
  'Drift',
];
const BRAND_PARTS = [
  'North',
  'Peak',
  'River',
  'Stone',
  'Maple',
  'Swift',
  'Bright',
  'Iron',
  'Lumen',
  'Oak',
  'Fox',
  'Blue',
  'Tide',
  'Field',
  'Ridge',
  'Hollow',
];
const AUDIENCES = ['women', 'men', 'unisex', 'kids'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SENTENCES = [
  'Made for long days and easy care.',
  'A reliable pick for commuting, travel and weekends.',
  'Designed with comfort and durability in mind.',
  'Pairs well with the rest of the collection.',
  'Built to last with reinforced stitching and quality hardware.',
  'Our most popular style, refreshed for this season.',
];

export function generateCatalog(count: number, seed = 42): Product[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => {
    const n = 1 + Math.floor(random() * max);
    return [...new Set(Array.from({ length: n }, () => pick(list)))];
  };
  const brands = Array.from(
    { length: 80 },
    (_, i) =>
      `${BRAND_PARTS[i % 16]}${BRAND_PARTS[(i * 7 + 3) % 16]!.toLowerCase()} ${['Co.', 'Outfitters', 'Works', 'Supply', 'Goods'][i % 5]}`,
  );
  const categories = Object.keys(CATEGORIES);
  const products: Product[] = [];
  for (let i = 0; i < count; i++) {
    const category = pick(categories);
    const noun = pick(CATEGORIES[category]!);
    const color = pick(COLORS);
    const material = pick(MATERIALS);
    const features = some(FEATURES, 3);
    const title = `${pick(ADJECTIVES)} ${material[0]!.toUpperCase()}${material.slice(1)} ${noun.replace(/\b\w/g, (c) => c.toUpperCase())} in ${color}`;
    const product: Product = {
      id: `sku-${String(i + 1).padStart(6, '0')}`,
      title,
      description: `This ${noun} is made from ${material} in ${color}. ${pick(SENTENCES)} Features: ${features.join(', ')}. ${pick(SENTENCES)}`,
      brand: pick(brands),
      category,
      currency: 'USD',
      url: `https://shop.example/p/${i + 1}`,
      available: random() > 0.1,
      rating: Math.round((2.5 + random() * 2.5) * 10) / 10,
      reviewCount: Math.floor(random() ** 3 * 2000),
      createdAt: new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 900 * 86_400_000)).toISOString(),
      attributes: {
        color: random() > 0.85 ? [color, pick(COLORS)] : color,
        material,
        features,
        gender: pick(AUDIENCES),
        ...(category.startsWith('Clothing') || category.startsWith('Shoes') ? { size: some(SIZES, 4) } : {}),
      },
    };
    if (random() > 0.03) product.price = Math.round(Math.exp(2 + random() * 4.5) * 100) / 100;
    if (random() > 0.7) {
      product.variants = [
        { id: `${product.id}-a`, title: `${color} / standard`, available: true },
        { id: `${product.id}-b`, title: `${pick(COLORS)} / large`, available: random() > 0.5 },
      ];
    }
    products.push(product);
  }
  return products;
}
