/**
 * The composition root: the one place where storage, the language-model layer, credentials, the core and the
 * HTTP adapter are wired together. Everything else depends on ports, not on each other.
 */
import { createAisleCaller, type ChatComposer, type CoreDeps, type Logger } from '../core/index.ts';
import {
  createOfflineComposer,
  mergeQueries,
  readLlmConfig,
  selectBackend,
  VectorIndex,
  type Backend,
} from '../llm/index.ts';
import { createVectorSearch, openStorage, type Storage } from '../storage/index.ts';
import { createJwtCredentials } from './auth/jwt-credentials.ts';
import { createHttpHandler, type HttpHandler } from './http/handler.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { createConsoleLogger } from './logger.ts';
import { AISLE_VERSION } from './version.ts';

export interface AisleConfig {
  dbPath: string;
  /** Allowed CORS origins; default any. */
  corsOrigins?: readonly string[];
  logger?: Logger;
  /** The language-model backend chosen at start-up (see startAisle); default offline. */
  backend?: Backend;
  /** Replaces the chat composer (tests). */
  composer?: ChatComposer;
  /** Why the backend has no embedder, for /healthz (startAisle fills it in). */
  embeddingsOff?: string;
  /** Longest wait for the vector search of one query; default 1500 ms. */
  vectorTimeoutMs?: number;
  clock?: () => Date;
}

export interface AisleApp {
  storage: Storage;
  deps: CoreDeps;
  createCaller: ReturnType<typeof createAisleCaller>;
  handler: HttpHandler;
  logger: Logger;
  close(): void;
}

export function createAisleApp(config: AisleConfig): AisleApp {
  const logger = config.logger ?? createConsoleLogger();
  const clock = config.clock ?? (() => new Date());
  const storage = openStorage(config.dbPath, { sessions: { now: () => clock().getTime() } });
  const composer = config.composer ?? config.backend?.composer ?? createOfflineComposer();
  const deps: CoreDeps = {
    tenants: storage.tenants,
    credentials: createJwtCredentials(storage.tenants, clock),
    catalog: storage.catalog,
    content: storage.content,
    sessions: storage.sessions,
    composer,
    clock,
    logger,
  };
  const queryParser = config.backend?.queryParser;
  if (queryParser) {
    deps.queryInterpreter = async (tenantId, content, ruleQuery, signal) => {
      const model = await queryParser.parse(tenantId, content, signal);
      return model ? mergeQueries(ruleQuery, model) : ruleQuery;
    };
  }
  const embedder = config.backend?.embedder;
  const vectorSearch =
    embedder &&
    createVectorSearch({
      store: storage.vectors,
      embedder,
      catalogVersion: (tenantId) => storage.catalog.version(tenantId),
      createIndex: (dimensions, capacity) => new VectorIndex(dimensions, capacity),
      logger,
      ...(config.vectorTimeoutMs !== undefined && { timeoutMs: config.vectorTimeoutMs }),
    });
  if (vectorSearch) deps.vectorSearch = vectorSearch;
  const embeddings = () =>
    vectorSearch
      ? { active: true, ...vectorSearch.stats() }
      : { active: false, ...(config.embeddingsOff !== undefined && { reason: config.embeddingsOff }) };
  const createCaller = createAisleCaller(deps);
  const openapi = buildOpenApiDocument(AISLE_VERSION);
  const handler = createHttpHandler({
    createCaller,
    logger,
    cors: { origins: config.corsOrigins ?? ['*'] },
    services: {
      async health() {
        const database = storage.ping();
        return {
          ok: database,
          version: AISLE_VERSION,
          database: database ? 'ok' : 'unreachable',
          chat: composer.kind,
          ...(config.backend && { llm: config.backend.stats() }),
          embeddings: embeddings(),
        };
      },
      openapi: () => openapi,
    },
  });
  return { storage, deps, createCaller, handler, logger, close: () => storage.close() };
}

/**
 * Start-up for the server: reads the LLM settings from the environment (AISLE_LLM, OLLAMA_HOST, ...), probes
 * Ollama as configured, and wires the chosen backend. Throws LlmConfigError / Error with a clear message when
 * the settings are wrong or AISLE_LLM=ollama cannot be honoured.
 */
export async function startAisle(
  config: AisleConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AisleApp> {
  const logger = config.logger ?? createConsoleLogger();
  const llm = readLlmConfig(env);
  const backend = await selectBackend(llm, logger);
  let embeddingsOff: string | undefined;
  if (backend.embedder) logger.info(`embeddings: vector search on with ${backend.embedder.model}`);
  else if (llm.embedModel === undefined) embeddingsOff = 'AISLE_EMBED_MODEL is not set';
  else if (backend.mode === 'offline') embeddingsOff = `offline: ${backend.reason}`;
  else embeddingsOff = `model ${llm.embedModel} is not pulled; run: ollama pull ${llm.embedModel}`;
  return createAisleApp({
    ...config,
    logger,
    backend,
    ...(embeddingsOff !== undefined && { embeddingsOff }),
  });
}
