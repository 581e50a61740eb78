import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { mongoPing } from '../probes/mongo-ping';
import { launchServer } from './server-handle';
import type { ServerStartOptions } from './server-options';

export const MONGO_MARKER = 'ferretdb';

/**
 * FerretDB's SQLite URL must name an existing folder and end in `/`. `{port}` is filled in by the
 * write gate, which gives FerretDB a private port and takes the public one itself.
 */
export function ferretdbArgs(options: { dataDir: string }): string[] {
  return [
    '--handler=sqlite',
    `--sqlite-url=file:${options.dataDir}/`,
    '--listen-addr=127.0.0.1:{port}',
    '--telemetry=disable',
    '--state-dir=-',
    '--debug-addr=-',
    '--log-level=warn',
  ];
}

const GATE_MAIN = fileURLToPath(new URL('../mongo-gate/main.ts', import.meta.url));
// Absolute, because the server's working directory is its data folder, outside the workspace
// (createRequire, not import.meta.resolve, which vitest's module runner does not provide).
const TSX_LOADER = createRequire(import.meta.url).resolve('tsx');

/**
 * The MongoDB-wire-compatible server: FerretDB with its SQLite backend (always on disk), behind
 * the write gate that gives it MongoDB's single-document write atomicity (mongo-gate/).
 */
export async function startMongo(options: ServerStartOptions & { ferretdbBin: string }) {
  await mkdir(options.dataDir, { recursive: true });
  return launchServer({
    name: 'mongo',
    command: process.execPath,
    args: [
      '--import',
      TSX_LOADER,
      GATE_MAIN,
      String(options.port),
      options.ferretdbBin,
      ...ferretdbArgs(options),
    ],
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
