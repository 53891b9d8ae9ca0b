/**
 * The offline chat composer: writes search and comparison messages without a model, deterministically and
 * grounded only in the products, the understood query and the comparison table it is given.
 */
import type { ChatComposer, CompareChatInput, SearchChatInput } from '../../core/index.ts';
import { buildCompareMessage } from './compare-message.ts';
import { buildSearchMessage } from './search-message.ts';
import { streamMessage } from './stream-chunks.ts';

export function createOfflineComposer(): ChatComposer {
  return {
    kind: 'offline',
    async *searchMessage(input: SearchChatInput): AsyncGenerator<string, void> {
      if (input.signal.aborted) return;
      yield* streamMessage(buildSearchMessage(input), input.signal);
    },
    async *compareMessage(input: CompareChatInput): AsyncGenerator<string, void> {
      if (input.signal.aborted) return;
      yield* streamMessage(buildCompareMessage(input), input.signal);
    },
  };
}
