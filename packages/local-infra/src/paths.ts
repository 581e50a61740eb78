import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: this file lives in packages/local-infra/src. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Persistent data of `npm start` / `npm run infra -- up`: `<repo>/.data` (gitignored) or GHAR_DATA_DIR. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.GHAR_DATA_DIR ? resolve(env.GHAR_DATA_DIR) : join(repoRoot, '.data');
}

/**
 * Downloads and builds live outside the repo, so a fresh clone or `git clean` does not pay for
 * them again. Keyed by version below this folder.
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GHAR_CACHE_DIR) return resolve(env.GHAR_CACHE_DIR);
  const base = env.XDG_CACHE_HOME ? resolve(env.XDG_CACHE_HOME) : join(homedir(), '.cache');
  return join(base, 'ghar');
}
