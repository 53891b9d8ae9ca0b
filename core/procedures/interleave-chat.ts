/**
 * The event order of a Core Intent stream: the chat's first chunk (so a model that refuses the request fails
 * before any byte is sent), then the data message (products reach the shopper while the chat is still being
 * written), then the rest of the chat. With the chat hidden, only the data message.
 */
export async function* interleaveChat<TData>(
  data: TData,
  chat: AsyncIterable<string> | undefined,
): AsyncGenerator<{ chatStream: string } | { data: TData }, void> {
  if (!chat) {
    yield { data };
    return;
  }
  const chunks = chat[Symbol.asyncIterator]();
  try {
    let next = await chunks.next();
    while (!next.done && next.value === '') next = await chunks.next();
    if (!next.done) yield { chatStream: next.value };
    yield { data };
    if (next.done) return;
    for (next = await chunks.next(); !next.done; next = await chunks.next()) {
      if (next.value !== '') yield { chatStream: next.value };
    }
  } finally {
    // Closing the stream early (client gone) must close the chat source too, so the model stops writing.
    await chunks.return?.();
  }
}
