import { createServer } from 'node:net';

/** A TCP port that is free on loopback right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Whether nothing listens on the loopback port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Whether a start-up failure says a port was already bound (servers and Node word it so). */
export function isPortClash(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /address already in use|EADDRINUSE/i.test(text);
}

/**
 * A port picked free can be taken before the server binds it: by another server starting at
 * the same moment, or as the ephemeral port of some outgoing connection. Starting again on newly
 * picked ports fixes that, so `start` (which must pick its ports itself and clean up after a
 * failure) is retried on a port clash, and only then.
 */
export async function retryOnPortClash<T>(
  start: () => Promise<T>,
  options: { attempts?: number; log?: (line: string) => void } = {},
): Promise<T> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !isPortClash(error)) throw error;
      options.log?.(
        `A port was taken during start-up; starting again on other ports (attempt ${attempt + 1} of ${attempts}).`,
      );
    }
  }
}
