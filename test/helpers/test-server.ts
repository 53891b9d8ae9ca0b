import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { ChatComposer, Product } from '../../core/index.ts';
import { createAisleApp, type AisleApp } from '../../adapters/compose.ts';
import { listen } from '../../adapters/http/node-server.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { acmeProducts, globexProducts } from './test-catalog.ts';

export interface TenantSpec {
  id: string;
  products?: Product[];
  active?: boolean;
  pageSize?: number;
  allowance?: number | null;
}

export interface TestServer {
  url: string;
  /** The node:http server itself. */
  node: Server;
  dbPath: string;
  app: AisleApp;
  logs: string[];
  apiKeys: Record<string, string>;
  /** A valid operation token per tenant. */
  tokens: Record<string, string>;
  /** POST JSON to a Core Intent endpoint with a tenant's valid token (headers can be overridden). */
  operation(
    path: string,
    body: unknown,
    tenantId?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
  close(): Promise<void>;
}

export const defaultTenants: TenantSpec[] = [
  { id: 'acme', products: acmeProducts, pageSize: 5 },
  { id: 'globex', products: globexProducts },
];

/** A real server on port 0 over a real SQLite file in a temporary folder. */
export async function startTestServer(
  options: {
    tenants?: TenantSpec[];
    composer?: ChatComposer;
    clock?: () => Date;
    corsOrigins?: string[];
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-test-'));
  const dbPath = join(dir, 'aisle.db');
  const logger = createMemoryLogger();
  const app = createAisleApp({
    dbPath,
    logger,
    ...(options.composer && { composer: options.composer }),
    ...(options.clock && { clock: options.clock }),
    ...(options.corsOrigins && { corsOrigins: options.corsOrigins }),
  });
  const apiKeys: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const spec of options.tenants ?? defaultTenants) {
    const { apiKey } = await app.storage.tenants.create({
      id: spec.id,
      active: true,
      ...(spec.pageSize !== undefined && { pageSize: spec.pageSize }),
      ...(spec.allowance !== undefined && { allowance: spec.allowance }),
    });
    apiKeys[spec.id] = apiKey;
    tokens[spec.id] = (await app.deps.credentials.mintToken(spec.id, 24 * 3600)).token;
    if (spec.products) app.storage.catalog.upsertMany(spec.id, spec.products);
    if (spec.active === false) await app.storage.tenants.update(spec.id, { active: false });
  }
  const { server, url } = await listen(app.handler, logger, { port: 0, host: '127.0.0.1' });
  return {
    url,
    node: server,
    dbPath,
    app,
    logs: logger.lines,
    apiKeys,
    tokens,
    operation: (path, body, tenantId = 'acme', headers = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Tenantid: tenantId,
          Authorization: `Bearer ${tokens[tenantId] ?? ''}`,
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
