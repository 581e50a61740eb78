import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@ghar/testing';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/ports';
import { provision } from '../src/provision';
import { mongoPing } from '../src/probes/mongo-ping';
import { startMongo } from '../src/servers/mongo';
import { isAlive } from '../src/servers/process-control';
import type { ServerHandle } from '../src/servers/server-handle';
import { superviseServers } from '../src/supervise/supervise-servers';

// `npm start`'s servers under the supervisor, with the one that has a child of its own: the write
// gate and its FerretDB. Kafka and Redis restart through the same code (their start on the same
// ports and data is what the fault test's broker kills exercise).
describe('superviseServers', () => {
  let dir: string;
  let options: Parameters<typeof startMongo>[0];
  let current: ServerHandle;
  const lines: string[] = [];
  let supervision: { close(): void } | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ghar-supervise-'));
    const { ferretdbBin } = await provision(['ferretdb']);
    options = {
      dataDir: join(dir, 'mongo'),
      logFile: join(dir, 'logs', 'mongo.log'),
      port: await freePort(),
      persistent: true,
      ferretdbBin: ferretdbBin!,
    };
    current = await startMongo(options);
  });
  afterAll(async () => {
    supervision?.close();
    await current?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('when the database server is killed with SIGKILL, then it is started again on its port with its data, and its old FerretDB is stopped', async () => {
    const url = `mongodb://127.0.0.1:${options.port}`;
    const before = await mongoose.createConnection(url, { dbName: 'kept' }).asPromise();
    await before.collection('notes').insertOne({ _id: 'acknowledged' as never, n: 1 });
    await before.close();
    const killed = current;
    const oldFerretdb = Number(await readFile(join(options.dataDir, 'ferretdb.pid'), 'utf8'));
    supervision = superviseServers({
      handles: [killed],
      restart: async () => (current = await startMongo(options)),
      log: (line) => lines.push(line),
    });

    process.kill(killed.pid, 'SIGKILL');

    await waitFor(() => current !== killed, { timeoutMs: 60_000 });
    await mongoPing(options.port);
    expect(lines).toEqual([
      `mongo exited unexpectedly (SIGKILL); restarting it in 0.5 s (log: ${options.logFile})`,
      `mongo is running again (pid ${current.pid})`,
    ]);
    expect(isAlive(oldFerretdb)).toBe(false);
    const after = await mongoose.createConnection(url, { dbName: 'kept' }).asPromise();
    try {
      expect(await after.collection('notes').findOne({ _id: 'acknowledged' as never })).toEqual({
        _id: 'acknowledged',
        n: 1,
      });
    } finally {
      await after.close();
    }
  });
});
