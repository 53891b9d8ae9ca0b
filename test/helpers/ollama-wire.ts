/**
 * Pieces of Ollama's wire format for the loopback stand-in (fake-ollama-server.ts): model names with their
 * tag, an /api/tags entry, JSON request and reply bodies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const DIGEST = 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72';

/** A model name as Ollama reports it: "llama3.2" is "llama3.2:latest". */
export const withTag = (name: string) => (name.includes(':') ? name : `${name}:latest`);

/** One model of /api/tags, with the fields Ollama sends. */
export function tagEntry(name: string) {
  return {
    name: withTag(name),
    model: withTag(name),
    modified_at: '2025-01-15T10:20:30.123456789Z',
    size: 2019393189,
    digest: DIGEST,
    details: {
      parent_model: '',
      format: 'gguf',
      family: 'llama',
      families: ['llama'],
      parameter_size: '3.2B',
      quantization_level: 'Q4_K_M',
    },
  };
}

export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}
