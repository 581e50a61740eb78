import type { ServerHandle, ServerName } from '../servers/server-handle';
import { createRestarter, type Restarter } from './restarter';
import type { RestartPolicy } from './restart-policy';

export interface ServerSupervisionOptions {
  /** The servers to watch: those this run started (servers of `infra up` are not ours). */
  handles: ServerHandle[];
  /** Starts one again on its port and data; resolves once it answers (a rejection: it failed). */
  restart: (name: ServerName) => Promise<ServerHandle>;
  log: (line: string) => void;
  onGiveUp?: (name: ServerName, message: string) => void;
  policy?: RestartPolicy;
}

/**
 * Keeps `npm start`'s servers (Kafka, FerretDB behind its write gate, Redis) running: one that
 * exits by itself is started again on the same port with the same data, with the stack's backoff
 * and give-up rules. close() before stopping them on purpose, so the stop is not taken for a crash.
 */
export function superviseServers(options: ServerSupervisionOptions): { close(): void } {
  let closed = false;
  const restarters: Restarter[] = [];

  const watch = (handle: ServerHandle, restarter: Restarter) => {
    void handle.exited.then(({ code, signal }) => {
      if (!closed) restarter.exited(code, signal);
    });
  };

  for (const first of options.handles) {
    const restarter = createRestarter({
      name: first.name,
      logFile: first.logFile,
      log: options.log,
      onGiveUp: (message) => options.onGiveUp?.(first.name, message),
      policy: options.policy,
      restart: async () => {
        const handle = await options.restart(first.name);
        if (closed) return;
        options.log(`${first.name} is running again (pid ${handle.pid})`);
        watch(handle, restarter);
      },
    });
    restarters.push(restarter);
    watch(first, restarter);
  }

  return {
    close() {
      closed = true;
      for (const restarter of restarters) restarter.close();
    },
  };
}
