import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createOfflineContentGenerator } from '../../../llm/index.ts';
import { parseCatalogText } from '../../../storage/index.ts';
import type { AisleApp } from '../../compose.ts';
import { generateContent } from '../content-generation.ts';

export const DEMO_TENANT = 'demo';
const DEMO_CATALOG = fileURLToPath(new URL('../../../fixtures/demo-catalog.jsonl', import.meta.url));

/**
 * When the database has no tenants, creates the `demo` tenant with the demo catalogue and its pre-generated
 * content (and finishes a seed that was interrupted). An existing database is left as it is.
 */
export async function seedDemo(
  app: AisleApp,
): Promise<{ tenantId: string; seeded: boolean; products: number }> {
  const { storage } = app;
  const tenants = await storage.tenants.list();
  const existing = tenants.find((t) => t.id === DEMO_TENANT);
  // A lone, empty demo tenant is an earlier seed that was interrupted (the steps are separate writes).
  const interrupted = tenants.length === 1 && existing && storage.catalog.count(DEMO_TENANT) === 0;
  if (tenants.length > 0 && !interrupted) {
    const demo = existing ?? tenants[0];
    return { tenantId: demo?.id ?? DEMO_TENANT, seeded: false, products: 0 };
  }
  if (!existing) await storage.tenants.create({ id: DEMO_TENANT });
  const parsed = parseCatalogText(await readFile(DEMO_CATALOG, 'utf8'), 'jsonl');
  if (parsed.errors.length > 0) throw new Error(`demo catalogue has ${parsed.errors.length} invalid rows`);
  storage.catalog.upsertMany(DEMO_TENANT, parsed.products);
  await generateContent(storage, DEMO_TENANT, parsed.products, createOfflineContentGenerator());
  return { tenantId: DEMO_TENANT, seeded: true, products: parsed.products.length };
}
