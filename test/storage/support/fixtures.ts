/** Small hand-made catalogues and temporary databases for the storage tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product } from '../../../core/schemas/product.ts';
import type { SearchQuery } from '../../../core/search/search-query.ts';
import { openStorage, type Storage } from '../../../storage/index.ts';

/** A fresh database file in its own temporary directory; `cleanup` closes nothing, it deletes the directory. */
export function tempDbPath(): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-storage-test-'));
  return {
    path: join(dir, 'nested', 'aisle.db'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function memoryStorage(): Storage {
  return openStorage(':memory:');
}

/** An in-memory storage whose one tenant (`tenantId`) holds `products`. */
export function storageWith(products: readonly Product[], tenantId = 't'): Storage {
  const storage = memoryStorage();
  storage.tenants.create({ id: tenantId });
  storage.catalog.upsertMany(tenantId, products);
  return storage;
}

export const query = (
  text: string,
  filters: SearchQuery['filters'] = {},
  sort: SearchQuery['sort'] = 'relevance',
) => ({ text, filters, sort }) satisfies SearchQuery;

export const page = (limit = 50, offset = 0) => ({ limit, offset });

export const shopProducts: Product[] = [
  {
    id: 'boot-1',
    title: 'Trailhead Waterproof Hiking Boot',
    description: 'Leather hiking boot with a waterproof membrane.',
    brand: 'Northpeak',
    category: 'Shoes > Hiking',
    price: 110,
    currency: 'USD',
    available: true,
    rating: 4.6,
    reviewCount: 320,
    createdAt: '2025-03-01T10:00:00Z',
    attributes: {
      color: 'Brown',
      material: 'leather',
      size: ['8', '9', '10'],
      features: ['waterproof', 'insulated'],
      gender: 'men',
    },
    variants: [{ id: 'boot-1-brn', title: 'Chestnut edition', price: 110 }],
  },
  {
    id: 'boot-2',
    title: 'Summit Lightweight Hiking Boot',
    description: 'Breathable mesh boot for dry trails.',
    brand: 'Ridgeline',
    category: 'Shoes > Hiking',
    price: 89.5,
    available: true,
    rating: 4.1,
    reviewCount: 95,
    createdAt: '2025-06-15',
    attributes: {
      colour: ['grey', 'Blue'],
      material: 'mesh',
      size: ['9', '10'],
      features: ['breathable'],
      gender: 'women',
    },
  },
  {
    id: 'run-1',
    title: 'Sprint Road Running Shoe',
    description: 'Cushioned running shoe for road miles.',
    brand: 'Swiftfoot',
    category: 'Shoes > Running',
    price: 75,
    available: false,
    rating: 4.3,
    reviewCount: 210,
    createdAt: '2024-11-20T08:00:00+02:00',
    attributes: { color: 'red', material: 'mesh', size: ['7', '8'], gender: 'unisex' },
  },
  {
    id: 'jacket-1',
    title: 'Stormline Rain Jacket',
    description: 'Packable rain jacket, fully taped seams. Not made of leather.',
    brand: 'northpeak',
    category: 'Clothing > Outerwear > Jackets',
    price: 220,
    rating: 4.8,
    reviewCount: 40,
    createdAt: '2025-09-01T00:00:00Z',
    attributes: {
      color: ['Navy', 'red'],
      material: 'nylon',
      size: ['S', 'M', 'L'],
      features: ['waterproof', 'packable'],
      audience: 'women',
    },
  },
  {
    id: 'tee-1',
    title: 'Everyday Cotton T-Shirt',
    description: 'Soft organic cotton tee.',
    brand: 'Basics Co',
    category: 'Clothing > Tops',
    price: 19.99,
    rating: 3.9,
    reviewCount: 1200,
    attributes: { color: 'white', material: 'organic cotton', size: 'M', gender: 'unisex' },
  },
  {
    id: 'mug-1',
    title: 'Stoneware Coffee Mug',
    description: 'A café-style mug that keeps coffee warm.',
    category: 'Home > Kitchen',
    attributes: { color: 'blue', features: 'dishwasher safe' },
  },
];
