/**
 * Turns a finished message into chat chunks and streams them politely: one chunk per sentence (long
 * sentences split at ", " or "; "), the separating space kept on the chunk before it so the chunks
 * concatenate to the message exactly. Stops as soon as the signal aborts and yields to the event loop
 * between chunks so that a disconnect can be noticed mid-message.
 */

const MAX_CHUNK = 140;

function splitLong(piece: string): string[] {
  if (piece.length <= MAX_CHUNK) return [piece];
  const parts = piece.split(/(?<=[,;] )/);
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (current.length > 0 && current.length + part.length > MAX_CHUNK) {
      out.push(current);
      current = '';
    }
    current += part;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Splits a message into chunks whose concatenation is exactly `message`. */
export function toChunks(message: string): string[] {
  if (message.length === 0) return [];
  // Split after sentence ends followed by a space; the space stays with the sentence before it.
  const sentences = message.split(/(?<=[.!?] )/);
  const chunks = sentences.flatMap(splitLong);
  if (chunks.length === 1 && message.includes(', ')) return message.split(/(?<=, )/);
  return chunks;
}

const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Streams the message chunk by chunk, returning early once `signal` is aborted. */
export async function* streamMessage(message: string, signal: AbortSignal): AsyncGenerator<string, void> {
  const chunks = toChunks(message);
  for (let index = 0; index < chunks.length; index += 1) {
    if (index > 0) await nextTick();
    if (signal.aborted) return;
    const chunk = chunks[index];
    if (chunk !== undefined) yield chunk;
  }
}
