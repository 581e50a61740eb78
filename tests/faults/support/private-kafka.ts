import { join } from 'node:path';
import { freePort, provision } from '@ghar/local-infra';
import { startKafka } from '../../../packages/local-infra/src/servers/kafka';
import { waitForExit } from '../../../packages/local-infra/src/servers/process-control';
import type { ServerHandle } from '../../../packages/local-infra/src/servers/server-handle';

/** A server of the fault test's own, which it kills and starts again. */
export interface PrivateServer {
  pid(): number;
  /** SIGKILL; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and data folder; resolves once it answers. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The fault test's own single-node KRaft broker on free ports with its own data folder: it is
 * killed with SIGKILL and started again on the same ports and data, so the shared broker on 9092
 * (other suites use it) is never touched.
 */
export interface PrivateKafka extends PrivateServer {
  brokers: string;
}

export async function startPrivateKafka(dir: string): Promise<PrivateKafka> {
  const { kafkaLibDir } = await provision(['kafka'], (line) => console.error(`[faults] ${line}`));
  const options = {
    dataDir: join(dir, 'kafka'),
    logFile: join(dir, 'logs', 'kafka.log'),
    port: await freePort(),
    controllerPort: await freePort(),
    libDir: kafkaLibDir!,
    persistent: true,
  };
  let handle: ServerHandle = await startKafka(options);
  return {
    brokers: `127.0.0.1:${options.port}`,
    pid: () => handle.pid,
    kill: async () => {
      process.kill(handle.pid, 'SIGKILL');
      await waitForExit(handle.pid, 10_000);
    },
    restart: async () => {
      handle = await startKafka(options);
    },
    stop: () => handle.stop(),
  };
}
