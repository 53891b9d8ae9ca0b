import type { Backend, LlmConfig } from '../../../llm/index.ts';
import { chooseBackend, createCliLogger, readCliLlmConfig } from '../cli-backend.ts';
import { CliError, intOption, print, requirePositional, type Command } from '../cli-context.ts';
import { generateContent, type GenerationResult } from '../content-generation.ts';
import { watchInterrupts } from '../interrupt.ts';
import { createProgress, type Progress } from '../progress.ts';
import { withStorage } from './with-storage.ts';

/** Which generator writes the content, and why, in the operator's words. */
function describeGenerator(backend: Backend, config: LlmConfig, concurrency: number): string {
  if (backend.mode === 'ollama')
    return `aisle: generating with Ollama (${config.chatModel} at ${config.host}), ${concurrency} at a time`;
  const offline = 'the offline generator (template text from the product data, no model)';
  if (config.mode === 'offline') return `aisle: generating with ${offline}: AISLE_LLM=offline`;
  return `aisle: Ollama is not available (${backend.reason}); generating with ${offline} instead`;
}

function failureLine(productId: string, message: string): string {
  return message.includes(`"${productId}"`)
    ? `aisle: failed: ${message}`
    : `aisle: failed: product "${productId}": ${message}`;
}

function endingLine(result: GenerationResult): string | undefined {
  const failed = result.failed > 0 ? `, ${result.failed} failed` : '';
  const counts = `generated ${result.generated} of ${result.generated + result.failed + result.remaining}${failed}`;
  if (result.stopped === 'interrupted')
    return `aisle: interrupted: ${counts}; ${result.remaining} left, run the command again to continue`;
  if (result.stopped === 'too many failures')
    return `aisle: gave up after ${result.failed} failures (the last ones in a row): ${counts}; ${result.remaining} left`;
  if (result.failed > 0)
    return `aisle: ${result.failed} product(s) failed: ${result.failures.map((f) => JSON.stringify(f.productId)).join(', ')}`;
  return undefined;
}

export const contentGenerate: Command = {
  usage: 'content generate <tenantId> [--product ID]... [--force] [--concurrency N]',
  options: {
    product: { type: 'string', multiple: true },
    force: { type: 'boolean' },
    concurrency: { type: 'string' },
  },
  async run(context) {
    const tenantId = requirePositional(context, 0, 'tenantId', this.usage);
    const only = (context.values['product'] as string[] | undefined) ?? [];
    const force = context.values['force'] === true;
    const concurrency = intOption(context, 'concurrency', 1, 64) ?? 2;
    const logger = createCliLogger();
    const config = readCliLlmConfig();
    return withStorage(context.dbPath, async (s) => {
      if (!(await s.tenants.find(tenantId)))
        throw new CliError(`tenant ${JSON.stringify(tenantId)} not found`);
      const ids = only.length > 0 ? only : s.catalog.ids(tenantId);
      const products = await s.catalog.getMany(tenantId, ids);
      const missing = only.filter((id) => !products.some((p) => p.id === id));
      if (missing.length > 0) {
        const listed = [...new Set(missing)].map((id) => JSON.stringify(id)).join(', ');
        throw new CliError(`unknown product id(s) in ${tenantId}: ${listed}`);
      }
      const backend = await chooseBackend(logger, config);
      const generator = backend.generator;
      context.io.err(describeGenerator(backend, config, concurrency));

      let progress: Progress | undefined;
      const say = (text: string) => (progress ? progress.log(text) : context.io.err(text));
      logger.forwardTo(say);
      const interrupt = watchInterrupts(say);
      let result: GenerationResult;
      try {
        result = await generateContent(s, tenantId, products, generator, {
          force,
          concurrency,
          stop: interrupt.stop,
          abort: interrupt.abort,
          onPlan({ todo, skipped }) {
            context.io.err(`aisle: ${todo} product(s) to generate in ${tenantId}, ${skipped} up to date`);
            progress = createProgress({
              verb: 'generated',
              total: todo,
              line: context.io.err,
              redraw: process.stderr.isTTY ? (text) => void process.stderr.write(text) : undefined,
            });
          },
          onProgress: (generated, failed) => progress?.update(generated, failed),
          onFailure: (productId, message) => say(failureLine(productId, message)),
        });
      } finally {
        progress?.finish();
        interrupt.dispose();
      }
      const failed = result.failed > 0 ? `; ${result.failed} failed` : '';
      print(
        context,
        { tenantId, generator: generator.kind, ...result },
        `generated content for ${result.generated} product(s) in ${tenantId} with the ${generator.kind} generator; ${result.skipped} already up to date${failed}`,
      );
      const ending = endingLine(result);
      if (ending) context.io.err(ending);
      if (result.stopped === 'interrupted') return interrupt.exitCode ?? 130;
      return result.failed > 0 || result.remaining > 0 ? 1 : 0;
    });
  },
};
