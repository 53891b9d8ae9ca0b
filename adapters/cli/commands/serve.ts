import type { Server } from 'node:http';
import { LlmConfigError } from '../../../llm/index.ts';
import { startAisle, type AisleApp } from '../../compose.ts';
import { listen } from '../../http/node-server.ts';
import { CliError, intOption, parseInteger, type Command } from '../cli-context.ts';
import { seedDemo } from './seed-demo.ts';
import { openCliStorage } from './with-storage.ts';

/** How long in-flight requests get to finish after SIGINT/SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 5000;

/**
 * SIGINT/SIGTERM handlers installed before anything is printed, so that a supervisor reacting to the first output
 * still gets a clean shutdown (exit 0) instead of the default signal death. A second signal cuts open connections.
 */
function watchSignals() {
  let requested = false;
  let onRequest = () => {};
  let onRepeat = () => {};
  const stopped = new Promise<void>((resolve) => (onRequest = resolve));
  const handler = () => {
    if (requested) onRepeat();
    requested = true;
    onRequest();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return {
    stopped,
    get requested() {
      return requested;
    },
    onRepeat(callback: () => void) {
      onRepeat = callback;
    },
    dispose() {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    },
  };
}

/** Stops accepting connections, lets in-flight requests finish (up to the grace period), then resolves. */
function shutDown(server: Server, signals: ReturnType<typeof watchSignals>): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    const cut = () => server.closeAllConnections();
    const timer = setTimeout(cut, SHUTDOWN_GRACE_MS);
    timer.unref();
    signals.onRepeat(cut);
  });
}

function defaultPort(): number {
  const env = process.env['PORT'];
  return env === undefined || env.trim() === '' ? 8787 : parseInteger(env, 'PORT', 0, 65535);
}

/** Opens the database (failing fast, naming it), reads the LLM settings and probes Ollama as configured. */
async function openApp(dbPath: string): Promise<AisleApp> {
  const origins = process.env['AISLE_CORS_ORIGINS']
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  openCliStorage(dbPath).close();
  try {
    return await startAisle({ dbPath, ...(origins?.length && { corsOrigins: origins }) });
  } catch (error) {
    throw new CliError(`cannot start: ${(error as Error).message}`, error instanceof LlmConfigError ? 2 : 1);
  }
}

export const serve: Command = {
  usage: 'serve [--port N] [--host H] [--demo]',
  options: { port: { type: 'string' }, host: { type: 'string' }, demo: { type: 'boolean' } },
  async run(context) {
    const port = intOption(context, 'port', 0, 65535) ?? defaultPort();
    const host = (context.values['host'] as string | undefined) ?? process.env['HOST'] ?? '127.0.0.1';
    if (host.trim() === '') throw new CliError('--host must name an address (got "")', 2);
    const signals = watchSignals();
    let app: AisleApp | undefined;
    try {
      app = await openApp(context.dbPath);
      const demo = context.values['demo'] === true ? await seedDemo(app) : undefined;
      if (signals.requested) return;
      let listening: Awaited<ReturnType<typeof listen>>;
      try {
        listening = await listen(app.handler, app.logger, { port, host });
      } catch (error) {
        throw new CliError(`cannot listen on ${host}:${port}: ${(error as Error).message}`);
      }
      const { server, url } = listening;
      const mode =
        app.deps.composer.kind === 'offline' ? 'offline composer (no model)' : app.deps.composer.kind;
      app.logger.info(`Aisle listening on ${url} (database ${context.dbPath}, chat: ${mode})`);
      const token = demo && (await app.deps.credentials.mintToken(demo.tenantId, 3600));
      if (context.json) {
        // One line, so that a script can read the first line of stdout as soon as the server is ready.
        const ready = demo && token ? { url, tenantId: demo.tenantId, token: token.token } : { url };
        context.io.out(JSON.stringify(ready));
      } else if (demo && token) {
        const curl = [
          `curl -N ${url}/api/operation/search`,
          `-H 'Content-Type: application/json' -H 'Tenantid: ${demo.tenantId}'`,
          `-H 'Authorization: Bearer ${token.token}'`,
          `-d '{"content":"waterproof hiking boots under $120, size 10"}'`,
        ].join(' \\\n  ');
        const seeded = demo.seeded
          ? `Seeded tenant "${demo.tenantId}" with ${demo.products} demo products.\n`
          : '';
        context.io.out(`${seeded}Try a search (token valid 1 hour):\n\n${curl}\n`);
      }
      await signals.stopped;
      app.logger.info('Shutting down');
      await shutDown(server, signals);
    } finally {
      signals.dispose();
      app?.close();
    }
  },
};
