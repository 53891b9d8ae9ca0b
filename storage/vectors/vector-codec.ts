/**
 * Vectors in the database: `dims` Float32 values, little-endian, back to back in one BLOB. On a
 * little-endian machine (every platform Node ships for in practice) that is a plain byte copy; elsewhere each
 * value goes through a DataView.
 */
import { endianness } from 'node:os';

const LITTLE_ENDIAN_HOST = endianness() === 'LE';

export function encodeVector(vector: ArrayLike<number>): Buffer {
  const buffer = Buffer.alloc(vector.length * 4);
  if (LITTLE_ENDIAN_HOST) {
    new Float32Array(buffer.buffer, buffer.byteOffset, vector.length).set(vector);
    return buffer;
  }
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  for (let i = 0; i < vector.length; i += 1) view.setFloat32(i * 4, vector[i] as number, true);
  return buffer;
}

/** A fresh Float32Array (never a view on the driver's buffer). Throws when the BLOB does not hold `dims` values. */
export function decodeVector(blob: Uint8Array, dims: number): Float32Array {
  if (blob.byteLength !== dims * 4) {
    throw new Error(`stored vector has ${blob.byteLength} bytes, expected ${dims * 4} (${dims} dimensions)`);
  }
  if (LITTLE_ENDIAN_HOST) {
    // slice() copies into a new, 4-byte-aligned ArrayBuffer.
    return new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
  }
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  return Float32Array.from({ length: dims }, (_, i) => view.getFloat32(i * 4, true));
}
