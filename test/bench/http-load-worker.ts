/**
 * The HTTP load generator of `npm run bench`, run in a worker thread so that the clients do not share the
 * server's event loop: `clients` concurrent loops POSTing searches until `seconds` have passed.
 */
import { parentPort, workerData } from 'node:worker_threads';

interface LoadJob {
  url: string;
  token: string;
  tenantId: string;
  queries: string[];
  clients: number;
  seconds: number;
}

const job = workerData as LoadJob;
const latencies: number[] = [];
let failures = 0;
const deadline = performance.now() + job.seconds * 1000;

async function client(index: number): Promise<void> {
  for (let i = index; performance.now() < deadline; i += job.clients) {
    const start = performance.now();
    const response = await fetch(`${job.url}/api/operation/search`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Tenantid: job.tenantId,
        Authorization: `Bearer ${job.token}`,
      },
      body: JSON.stringify({ content: job.queries[i % job.queries.length] }),
    });
    const text = await response.text();
    if (response.status !== 200 || !text.includes('"ProductSearch"')) failures += 1;
    latencies.push(performance.now() - start);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.clients }, (_, i) => client(i)));
parentPort?.postMessage({ latencies, failures, elapsedSeconds: (performance.now() - started) / 1000 });
