/**
 * Child process for the allowance test: `consume-worker.ts <db> <tenant> <period> <attempts> <startAtMs>`
 * waits until `startAtMs` (so that all workers race), calls consumeAllowance `attempts` times on its own
 * connection and prints how many were accepted.
 * (uvu imports every file under test/storage; the guard keeps the import inert.)
 */
import { pathToFileURL } from 'node:url';
import { openStorage } from '../../../storage/index.ts';

async function main(): Promise<void> {
  const [path = '', tenantId = '', period = '', attempts = '0', startAt = '0'] = process.argv.slice(2);
  const storage = openStorage(path);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
  let accepted = 0;
  try {
    for (let i = 0; i < Number(attempts); i++)
      if (await storage.tenants.consumeAllowance(tenantId, period)) accepted++;
  } finally {
    storage.close();
  }
  process.stdout.write(String(accepted));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
