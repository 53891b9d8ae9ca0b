/** Parses an SSE body into its messages, checking the framing: `data: <JSON>` then a blank line. */
export function parseEventStream(body: string): Record<string, unknown>[] {
  if (body === '') return [];
  if (!body.endsWith('\n\n'))
    throw new Error(`stream does not end with a blank line: ${JSON.stringify(body.slice(-40))}`);
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((block) => {
      if (!block.startsWith('data: ') || block.includes('\n'))
        throw new Error(`bad SSE frame: ${JSON.stringify(block)}`);
      const message = JSON.parse(block.slice('data: '.length)) as Record<string, unknown>;
      if (Object.keys(message).length !== 1)
        throw new Error(`message with ${Object.keys(message).length} keys`);
      return message;
    });
}

export const chatText = (messages: Record<string, unknown>[]): string =>
  messages.flatMap((m) => (typeof m['chatStream'] === 'string' ? [m['chatStream']] : [])).join('');

export const dataMessages = (messages: Record<string, unknown>[]) =>
  messages.flatMap((m) => (m['data'] ? [m['data'] as Record<string, unknown>] : []));
