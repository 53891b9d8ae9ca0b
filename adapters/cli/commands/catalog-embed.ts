import { chooseBackend, createCliLogger, readCliLlmConfig } from '../cli-backend.ts';
import { CliError, print, requirePositional, type Command } from '../cli-context.ts';
import { embedCatalog, type EmbedResult } from '../embed-catalog.ts';
import { watchInterrupts } from '../interrupt.ts';
import { createProgress, type Progress } from '../progress.ts';
import { withStorage } from './with-storage.ts';

const NEEDS_MODEL =
  'AISLE_EMBED_MODEL is not set: vector search needs an embedding model pulled into Ollama, e.g. ' +
  '`ollama pull nomic-embed-text` and AISLE_EMBED_MODEL=nomic-embed-text';

function endingLine(result: EmbedResult): string | undefined {
  const counts = `embedded ${result.embedded} of ${result.embedded + result.remaining}; ${result.remaining} left`;
  if (result.stopped === 'interrupted')
    return `aisle: interrupted: ${counts}, run the command again to continue`;
  if (result.stopped === 'failed')
    return `aisle: embedding failed: ${result.error}; ${counts}, run again to continue`;
  return undefined;
}

export const catalogEmbed: Command = {
  usage: 'catalog embed <tenantId> [--force]',
  options: { force: { type: 'boolean' } },
  async run(context) {
    const tenantId = requirePositional(context, 0, 'tenantId', this.usage);
    const force = context.values['force'] === true;
    const logger = createCliLogger();
    return withStorage(context.dbPath, async (s) => {
      if (!(await s.tenants.find(tenantId)))
        throw new CliError(`tenant ${JSON.stringify(tenantId)} not found`);
      const config = readCliLlmConfig();
      if (config.embedModel === undefined) throw new CliError(NEEDS_MODEL);
      const backend = await chooseBackend(logger, config);
      const embedder = backend.embedder;
      if (embedder === undefined) {
        if (backend.mode === 'offline') {
          throw new CliError(
            `cannot embed: Ollama is not usable (${backend.reason}); vector search needs Ollama with AISLE_CHAT_MODEL (${config.chatModel}) and AISLE_EMBED_MODEL (${config.embedModel}) pulled`,
          );
        }
        throw new CliError(
          `cannot embed: model ${config.embedModel} is not pulled into Ollama at ${config.host}; run: ollama pull ${config.embedModel}`,
        );
      }
      context.io.err(`aisle: embedding with ${embedder.model} (Ollama at ${config.host})`);

      let progress: Progress | undefined;
      const say = (text: string) => (progress ? progress.log(text) : context.io.err(text));
      logger.forwardTo(say);
      const interrupt = watchInterrupts(say);
      let result: EmbedResult;
      try {
        result = await embedCatalog(s, tenantId, embedder, {
          force,
          stop: interrupt.stop,
          abort: interrupt.abort,
          onPlan({ todo, unchanged }) {
            context.io.err(`aisle: ${todo} product(s) to embed in ${tenantId}, ${unchanged} up to date`);
            progress = createProgress({
              verb: 'embedded',
              total: todo,
              every: 1000,
              line: context.io.err,
              redraw: process.stderr.isTTY ? (text) => void process.stderr.write(text) : undefined,
            });
          },
          onProgress: (embedded) => progress?.update(embedded),
        });
      } finally {
        progress?.finish();
        interrupt.dispose();
      }
      const dims = result.dims === undefined ? '' : ` (${result.dims} dimensions)`;
      print(
        context,
        { tenantId, ...result },
        `embedded ${result.embedded} product(s) in ${tenantId} with ${result.model}${dims}; ${result.unchanged} already up to date`,
      );
      const ending = endingLine(result);
      if (ending) context.io.err(ending);
      if (result.stopped === 'interrupted') return interrupt.exitCode ?? 130;
      return result.stopped === 'failed' ? 1 : 0;
    });
  },
};
