import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Writes a response straight onto a connection whose HTTP parser has stopped (a request it refused, or a CONNECT,
 * which Node hands over as a bare socket), then closes it: its next bytes cannot be read as a request.
 */
export async function writeRawResponse(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
  for (const [name, value] of response.headers) {
    if (name !== 'connection' && name !== 'content-length') lines.push(`${name}: ${value}`);
  }
  lines.push(`Content-Length: ${body.length}`, `Date: ${new Date().toUTCString()}`, 'Connection: close');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]), () =>
    socket.destroy(),
  );
}
