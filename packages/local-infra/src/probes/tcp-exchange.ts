import { connect } from 'node:net';

/**
 * Sends one request on a fresh loopback connection and resolves with the reply once `complete`
 * says the reply is whole. Rejects on refusal, close or timeout.
 */
export function tcpExchange(
  port: number,
  request: Buffer,
  complete: (reply: Buffer) => boolean,
  timeoutMs = 2_000,
  host = '127.0.0.1',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let reply = Buffer.alloc(0);
    const finish = (error?: Error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve(reply);
    };
    socket.setTimeout(timeoutMs, () => finish(new Error(`no reply from ${host}:${port}`)));
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      reply = Buffer.concat([reply, chunk]);
      if (complete(reply)) finish();
    });
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish(new Error(`${host}:${port} closed the connection`)));
  });
}

/** Whether something accepts TCP connections on the loopback port. */
export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
