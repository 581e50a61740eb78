import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { answerUnparsableRequests } from '../http/client-error';

export type Closer = [name: string, close: () => Promise<unknown>];

export function listen(app: Express, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
    answerUnparsableRequests(server);
  });
}

/**
 * How long a server (each service, and the gateway for its own callers) keeps an idle keep-alive
 * connection open. Only the gateway calls services, and its agent closes the connections it holds idle after `UPSTREAM_IDLE_SOCKET_MS` (30 s), so the
 * service never closes one the gateway may be sending a request down at that very moment: with
 * Node's default (5 s on both sides) that race reset one proxied request every few minutes, which
 * callers saw as 503 (a thumbnail, /auth/me).
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/** Sets a server to outlast its clients' idle connections (see SERVER_KEEP_ALIVE_MS). */
export function outlastClientIdleConnections(server: Server): Server {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  // A request's headers may take until the keep-alive ends; Node wants this the longer of the two.
  server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
  return server;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive and streaming (SSE) connections would hold close() open forever.
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2_000).unref();
  });
}

/**
 * On SIGTERM/SIGINT: stop taking requests, drain consumers and workers, close connections, in the
 * order given; a hung step cannot keep the process alive past the deadline.
 */
export function onShutdown(logger: Logger, closers: Closer[], deadlineMs = 15_000): void {
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, deadlineMs).unref();
    for (const [name, close] of closers) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error, step: name }, 'shutdown step failed');
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
