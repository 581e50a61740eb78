import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './envelope';

/** How long a refused connection may go on sending before it is cut (nginx's lingering_timeout). */
const LINGER_MS = 5_000;

const ANSWER_BY_ERROR_CODE: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Answers a request Node cannot take (a URL or headers past the 16 KB limit, a broken request line,
 * a request too slow to arrive) as Node does, 431/413/408/400 with `Connection: close`, but closes
 * like nginx's lingering_close: what the caller is still sending is read and dropped for a while
 * before the socket goes. Node's own handler destroys the socket at once, so a caller that is
 * still uploading a body gets a reset instead of the answer.
 */
export function answerUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || error.code === 'ECONNRESET' || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, reason] = ANSWER_BY_ERROR_CODE[error.code ?? ''] ?? [400, 'Bad Request'];
    const body = JSON.stringify(errorBody(reason));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    // The failed parser is done with this stream: whatever still arrives is drained, never parsed.
    socket.removeAllListeners('data');
    socket.on('data', () => {});
    socket.on('error', () => socket.destroy());
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
