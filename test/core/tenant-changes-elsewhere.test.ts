/**
 * The server keeps tenants' settings and signing secrets in memory between requests: a change made by another
 * connection to the same file (the admin CLI in another process) must still hold from the next request on.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { normalizeError } from '../../core/index.ts';
import { openStorage } from '../../storage/index.ts';
import { tempDbPath } from '../storage/support/fixtures.ts';
import { acmeProducts } from '../helpers/test-catalog.ts';

/** The server's app and, on its own connection to the same file, the admin's storage. */
async function serverAndAdmin() {
  const db = tempDbPath();
  const app = createAisleApp({ dbPath: db.path, logger: createMemoryLogger() });
  app.storage.tenants.create({ id: 'acme', pageSize: 10 });
  app.storage.catalog.upsertMany('acme', acmeProducts);
  const admin = openStorage(db.path);
  const token = (await app.deps.credentials.mintToken('acme', 3600)).token;
  const search = async (bearer = token) => {
    const caller = app.createCaller({ tenantId: 'acme', authorization: `Bearer ${bearer}` });
    try {
      let ids: string[] = [];
      for await (const event of await caller.search({ content: 'running shoes', pageSize: 3 })) {
        if ('data' in event) ids = event.data.responsePayload.map((item) => item.id);
      }
      return ids.length > 0 ? 'ok' : 'none';
    } catch (error) {
      const { error: typed } = normalizeError(error, {});
      return `${typed.code}: ${typed.message}`;
    }
  };
  const close = () => {
    admin.close();
    app.close();
    db.cleanup();
  };
  return { app, admin, token, search, close };
}

test('a tenant deactivated or given a smaller page by another connection is so on the next request', async () => {
  const { app, admin, search, close } = await serverAndAdmin();
  try {
    assert.is(await search(), 'ok');
    assert.equal(await app.deps.tenants.find('acme'), {
      id: 'acme',
      active: true,
      pageSize: 10,
      allowance: null,
    });
    admin.tenants.update('acme', { active: false });
    assert.is(await search(), 'TENANT_INACTIVE: Tenant acme is inactive.');
    // The first search counted; one more is allowed.
    admin.tenants.update('acme', { active: true, pageSize: 2, allowance: 2 });
    assert.equal(await app.deps.tenants.find('acme'), {
      id: 'acme',
      active: true,
      pageSize: 2,
      allowance: 2,
    });
    assert.is(await search(), 'ok');
    assert.is(await search(), 'ALLOWANCE_EXCEEDED: Tenant acme is over its usage allowance.');
  } finally {
    close();
  }
});

test('a key rotated by another connection ends the old tokens on the next request', async () => {
  const { app, admin, token, search, close } = await serverAndAdmin();
  try {
    assert.is(await search(), 'ok');
    admin.tenants.rotateKey('acme');
    assert.match(await search(token), /^UNAUTHORIZED: Invalid operation token/);
    const fresh = (await app.deps.credentials.mintToken('acme', 3600)).token;
    assert.is(await search(fresh), 'ok');
    assert.is(app.storage.tenants.signingSecret('acme'), admin.tenants.signingSecret('acme'));
  } finally {
    close();
  }
});

test('a change through the server’s own store holds at once', async () => {
  const { app, search, close } = await serverAndAdmin();
  try {
    assert.is(await search(), 'ok');
    app.storage.tenants.update('acme', { active: false });
    assert.is(await search(), 'TENANT_INACTIVE: Tenant acme is inactive.');
    app.storage.tenants.update('acme', { active: true });
    const before = app.storage.tenants.signingSecret('acme');
    app.storage.tenants.rotateKey('acme');
    assert.is.not(app.storage.tenants.signingSecret('acme'), before);
  } finally {
    close();
  }
});

test.run();
