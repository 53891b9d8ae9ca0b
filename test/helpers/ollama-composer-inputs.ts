/** Inputs shared by the Ollama composer tests. */
import type { Logger, SearchChatInput } from '../../core/index.ts';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import type { Test } from 'uvu';
import { createOllamaComposer, type OllamaComposerOptions } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama, type FakeOllama } from './fake-ollama-server.ts';
import { acmeProducts } from './test-catalog.ts';
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => void lines.push(`info ${m}`), error: (m) => void lines.push(`error ${m}`) };
}

export function searchInput(signal = new AbortController().signal): SearchChatInput {
  return {
    request: {
      content: 'waterproof hiking boots',
      requestOrigin: 'Operation',
      productIds: [],
      page: 1,
      operationHideAiMessage: false,
      operationReturnFullProductInfo: false,
    },
    query: { text: 'waterproof hiking boots', filters: {}, sort: 'relevance' },
    products: acmeProducts.slice(0, 3),
    total: 3,
    relaxed: [],
    signal,
  };
}

export async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

export const offlineText = async () =>
  (await collect(createOfflineComposer().searchMessage(searchInput()))).join('');

/** Starts a fake Ollama before each test of `suite` and closes it after; `composer` talks to it. */
export function fakeOllamaPerTest(suite: Test) {
  let current: FakeOllama | undefined;
  suite.before.each(async () => {
    current = await startFakeOllama();
  });
  suite.after.each(async () => {
    await current?.close();
  });
  const fake = (): FakeOllama => {
    if (current === undefined) throw new Error('the fake Ollama runs only during a test');
    return current;
  };
  const composer = (overrides: Partial<OllamaComposerOptions> = {}) =>
    createOllamaComposer({ host: fake().url, model: 'llama3.2', logger: memoryLogger(), ...overrides });
  return { fake, composer };
}

/** The system prompt and the decoded DATA block of the last /api/chat request `fake` received. */
export function lastChatPrompt(fake: FakeOllama): { system: string; data: Record<string, unknown> } {
  const body = fake.requestsTo('/api/chat').at(-1)?.body as
    { messages: { role: string; content: string }[] } | undefined;
  if (body === undefined) throw new Error('no /api/chat request');
  const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  const block = /<data>\n([\s\S]*)\n<\/data>$/.exec(user)?.[1];
  if (block === undefined) throw new Error('no DATA block in the user message');
  return { system, data: JSON.parse(block) as Record<string, unknown> };
}
