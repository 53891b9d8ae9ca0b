/** The demo shop's products (fixtures/demo-catalog.jsonl), as `npm run` seeds them, for tests of what its shoppers see. */
import { readFileSync } from 'node:fs';
import type { Product } from '../../core/index.ts';

export const demoProducts = (): Product[] =>
  readFileSync(new URL('../../fixtures/demo-catalog.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Product);
