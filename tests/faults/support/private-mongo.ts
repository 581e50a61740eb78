import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, provision } from '@ghar/local-infra';
import { startMongo } from '../../../packages/local-infra/src/servers/mongo';
import { isAlive, waitForExit } from '../../../packages/local-infra/src/servers/process-control';
import type { ServerHandle } from '../../../packages/local-infra/src/servers/server-handle';
import type { PrivateServer } from './private-kafka';

/**
 * The fault test's own FerretDB (behind the project's write gate) in its run folder. The shared
 * one serialises every write of every suite on the machine: while another suite seeded 100,000
 * listings, a fresh service's first insert waited minutes, and the run measured that, not faults.
 * It is killed with SIGKILL (the gate and FerretDB both, mid-write) and started again on the same
 * port and data, as `npm start`'s supervisor does.
 */
export async function startPrivateMongo(dir: string): Promise<PrivateServer & { url: string }> {
  const { ferretdbBin } = await provision(['ferretdb'], (line) =>
    console.error(`[faults] ${line}`),
  );
  const options = {
    dataDir: join(dir, 'mongo'),
    logFile: join(dir, 'logs', 'mongo.log'),
    port: await freePort(),
    persistent: false,
    ferretdbBin: ferretdbBin!,
  };
  let handle: ServerHandle = await startMongo(options);
  return {
    url: handle.url,
    pid: () => handle.pid,
    kill: async () => {
      // The gate keeps its FerretDB's pid in the data folder (mongo-gate/main.ts).
      const ferretdb = Number(await readFile(join(options.dataDir, 'ferretdb.pid'), 'utf8'));
      for (const pid of [ferretdb, handle.pid]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      await waitForExit(handle.pid, 10_000);
      await waitForExit(ferretdb, 10_000);
    },
    restart: async () => {
      handle = await startMongo(options);
    },
    stop: () => handle.stop(),
  };
}
