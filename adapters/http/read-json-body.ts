import type { BodyProblem } from '../../core/index.ts';

/** Largest request body accepted (64 KiB); larger bodies get 413. */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

const problem = (code: BodyProblem['code'], message: string): BodyResult => ({
  ok: false,
  problem: { code, message },
});

/**
 * Reads a JSON body without trusting it: checks the content type, stops reading past the limit, and turns
 * malformed JSON into a problem (reported by the core after the tenant and token checks).
 */
export async function readJsonBody(
  request: Request,
  options: { optional?: boolean } = {},
): Promise<BodyResult> {
  const bytes = await readLimited(request);
  if (bytes === 'too-large') {
    return problem('PAYLOAD_TOO_LARGE', `Request body is larger than the limit of ${MAX_BODY_BYTES} bytes.`);
  }
  if (bytes.length === 0 && options.optional) return { ok: true, value: undefined };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return problem(
      'UNSUPPORTED_MEDIA_TYPE',
      `Content-Type must be application/json (got ${type ? JSON.stringify(type) : 'none'}).`,
    );
  }
  if (bytes.length === 0) return problem('INVALID_REQUEST', 'Request body is empty: expected a JSON object.');
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch (error) {
    return problem('INVALID_REQUEST', `Request body is not valid JSON: ${(error as Error).message}`);
  }
}

async function readLimited(request: Request): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return 'too-large';
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
