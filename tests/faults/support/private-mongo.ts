import { join } from 'node:path';
import { freePort, provision } from '@ghar/local-infra';
import { startMongo } from '../../../packages/local-infra/src/servers/mongo';

/**
 * The fault test's own FerretDB (behind the project's write gate) in its run folder. The shared
 * one serialises every write of every suite on the machine: while another suite seeded 100,000
 * listings, a fresh service's first insert waited minutes, and the run measured that, not faults.
 */
export async function startPrivateMongo(dir: string) {
  const { ferretdbBin } = await provision(['ferretdb'], (line) =>
    console.error(`[faults] ${line}`),
  );
  const port = await freePort();
  const handle = await startMongo({
    dataDir: join(dir, 'mongo'),
    logFile: join(dir, 'logs', 'mongo.log'),
    port,
    persistent: false,
    ferretdbBin: ferretdbBin!,
  });
  return { url: handle.url, stop: () => handle.stop() };
}
