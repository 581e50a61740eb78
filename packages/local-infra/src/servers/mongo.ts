import { mkdir } from 'node:fs/promises';
import { mongoPing } from '../probes/mongo-ping';
import { launchServer } from './server-handle';
import type { ServerStartOptions } from './server-options';

export const MONGO_MARKER = 'ferretdb';

/** FerretDB's SQLite URL must name an existing folder and end in `/`. */
export function ferretdbArgs(options: { port: number; dataDir: string }): string[] {
  return [
    '--handler=sqlite',
    `--sqlite-url=file:${options.dataDir}/`,
    `--listen-addr=127.0.0.1:${options.port}`,
    '--telemetry=disable',
    '--state-dir=-',
    '--debug-addr=-',
    '--log-level=warn',
  ];
}

/** The MongoDB-wire-compatible server: FerretDB with its SQLite backend (always on disk). */
export async function startMongo(options: ServerStartOptions & { ferretdbBin: string }) {
  await mkdir(options.dataDir, { recursive: true });
  return launchServer({
    name: 'mongo',
    command: options.ferretdbBin,
    args: ferretdbArgs(options),
    cwd: options.dataDir,
    logFile: options.logFile,
    detached: options.detached,
    port: options.port,
    url: `mongodb://127.0.0.1:${options.port}`,
    ready: () => mongoPing(options.port),
    readyTimeoutMs: 30_000,
    stopGraceMs: 10_000,
  });
}
