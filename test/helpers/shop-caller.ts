/** The core embedded in-process for one shop, as a Node storefront uses it: its tRPC caller, and a search helper. */
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import type { ChatComposer, Product } from '../../core/index.ts';

export interface ShopSearch {
  ids: string[];
  total: number;
  chat: string;
}

/** A fresh in-memory app whose tenant `shop` (page size 10) holds `products`; its chat by `composer` if given. */
export async function shopCaller(products: readonly Product[], composer?: ChatComposer) {
  const logger = createMemoryLogger();
  const app = createAisleApp({ dbPath: ':memory:', logger, ...(composer !== undefined && { composer }) });
  app.storage.tenants.create({ id: 'shop', pageSize: 10 });
  app.storage.catalog.upsertMany('shop', [...products]);
  const token = (await app.deps.credentials.mintToken('shop', 24 * 3600)).token;
  const caller = app.createCaller({ tenantId: 'shop', authorization: `Bearer ${token}` });
  /** The ids of the first page, the total and the chat text of one search. */
  async function search(content: string): Promise<ShopSearch> {
    const found: ShopSearch = { ids: [], total: 0, chat: '' };
    for await (const event of await caller.search({ content })) {
      if ('data' in event) {
        found.ids = event.data.responsePayload.map((item) => item.id);
        found.total = event.data.total;
      } else found.chat += event.chatStream;
    }
    return found;
  }
  /** The ids of the first page and the chat text of one search in a conversation (`sessionId`). */
  async function converse(content: string, sessionId: string): Promise<{ ids: string[]; chat: string }> {
    const found = { ids: [] as string[], chat: '' };
    for await (const event of await caller.search({ content, sessionId })) {
      if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
      else found.chat += event.chatStream;
    }
    return found;
  }
  /** The chat text of a question asked on a product's page (`chatMetadata.productId`). */
  async function ask(content: string, productId: string): Promise<string> {
    let chat = '';
    for await (const event of await caller.search({ content, chatMetadata: { productId } }))
      if ('chatStream' in event) chat += event.chatStream;
    return chat;
  }
  /** The ids of the first page and the chat text of one search on a product's page (in a conversation). */
  async function askOnPage(
    content: string,
    sessionId: string | undefined,
    productId: string,
  ): Promise<{ ids: string[]; chat: string }> {
    const found = { ids: [] as string[], chat: '' };
    const request = { content, ...(sessionId !== undefined && { sessionId }), chatMetadata: { productId } };
    for await (const event of await caller.search(request)) {
      if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
      else found.chat += event.chatStream;
    }
    return found;
  }
  /** The chat text of one comparison of `productIds`. */
  async function compare(productIds: string[], content: string): Promise<string> {
    let chat = '';
    for await (const event of await caller.compare({ content, productIds }))
      if ('chatStream' in event) chat += event.chatStream;
    return chat;
  }
  return { app, caller, search, converse, ask, askOnPage, compare };
}
