import { createAisleApp } from '../../compose.ts';
import { listen } from '../../http/node-server.ts';
import { intOption, print, type Command } from '../cli-context.ts';
import { seedDemo } from './seed-demo.ts';

export const serve: Command = {
  usage: 'serve [--port N] [--host H] [--demo]',
  options: { port: { type: 'string' }, host: { type: 'string' }, demo: { type: 'boolean' } },
  async run(context) {
    const port = intOption(context, 'port', 0) ?? Number(process.env['PORT'] ?? 8787);
    const host = (context.values['host'] as string | undefined) ?? process.env['HOST'] ?? '127.0.0.1';
    const origins = process.env['AISLE_CORS_ORIGINS']
      ?.split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    const app = createAisleApp({ dbPath: context.dbPath, ...(origins?.length && { corsOrigins: origins }) });
    const demo = context.values['demo'] === true ? await seedDemo(app) : undefined;
    const { server, url } = await listen(app.handler, app.logger, { port, host });
    const mode =
      app.deps.composer.kind === 'offline' ? 'offline composer (no model)' : app.deps.composer.kind;
    app.logger.info(`Aisle listening on ${url} (database ${context.dbPath}, chat: ${mode})`);
    if (demo) {
      const token = await app.deps.credentials.mintToken(demo.tenantId, 3600);
      const curl = [
        `curl -N ${url}/api/operation/search`,
        `-H 'Content-Type: application/json' -H 'Tenantid: ${demo.tenantId}'`,
        `-H 'Authorization: Bearer ${token.token}'`,
        `-d '{"content":"waterproof hiking boots under $120, size 10"}'`,
      ].join(' \\\n  ');
      const seeded = demo.seeded
        ? `Seeded tenant "${demo.tenantId}" with ${demo.products} demo products.\n`
        : '';
      print(
        context,
        { url, tenantId: demo.tenantId, token: token.token },
        `${seeded}Try a search (token valid 1 hour):\n\n${curl}\n`,
      );
    }
    await new Promise<void>((resolve) => {
      const stop = () => server.close(() => resolve());
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    app.close();
  },
};
