import type { Logger } from '../../core/index.ts';

export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  'X-Accel-Buffering': 'no',
} as const;

const encoder = new TextEncoder();
const frame = (event: unknown): Uint8Array => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);

/**
 * Commits `200 text/event-stream` only once the first event is in hand: anything that fails before it throws
 * here and keeps its real status. Later failures end the stream cleanly (logged); cancelling the body (client
 * gone) closes the source, whose work is already being stopped by the request's abort signal.
 */
export async function eventStreamResponse(
  events: AsyncIterable<unknown>,
  logger: Logger,
  headers: Record<string, string> = {},
): Promise<Response> {
  const iterator = events[Symbol.asyncIterator]();
  const first = await iterator.next();
  let finished = first.done === true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(frame(first.value));
    },
    async pull(controller) {
      if (finished) return;
      try {
        const next = await iterator.next();
        if (finished) return; // cancelled (client gone) while this event was being produced
        if (next.done) {
          finished = true;
          controller.close();
        } else {
          controller.enqueue(frame(next.value));
        }
      } catch (error) {
        if (finished) return; // the client left; an abort error here is expected
        finished = true;
        logger.error('Stream failed after it started; ending it', error);
        controller.close();
      }
    },
    async cancel() {
      finished = true;
      await iterator.return?.();
    },
  });
  return new Response(body, { status: 200, headers: { ...EVENT_STREAM_HEADERS, ...headers } });
}
