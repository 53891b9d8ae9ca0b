import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../helpers/test-server.ts';

// Verified tokens are remembered; these check that memory never outlives the key or the expiry.
const body = { content: 'boot', operationHideAiMessage: true };

test('a token verified before a key rotation is refused after it', async () => {
  const server = await startTestServer();
  try {
    const first = await server.operation('/api/operation/search', body);
    assert.is(first.status, 200);
    await first.text();
    server.app.storage.tenants.rotateKey('acme');
    const after = await server.operation('/api/operation/search', body);
    assert.is(after.status, 401);
  } finally {
    await server.close();
  }
});

test('a token verified while valid is refused once it expires', async () => {
  let now = Date.now();
  const server = await startTestServer({ clock: () => new Date(now) });
  try {
    const first = await server.operation('/api/operation/search', body);
    assert.is(first.status, 200);
    await first.text();
    now += 25 * 3_600_000; // the test server's tokens live a day
    const later = await server.operation('/api/operation/search', body);
    assert.is(later.status, 401);
    assert.match(await later.text(), /expired/);
  } finally {
    await server.close();
  }
});

test.run();
