import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './paths';
import { runCommand } from './run-command';

export const webDist = join(repoRoot, 'web', 'dist');

/** Everything a web build reads besides node_modules. */
const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'packages/contracts/src',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
export async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry.name))));
  return Math.max(info.mtimeMs, ...times);
}

export async function isWebBuildStale(root = repoRoot): Promise<boolean> {
  const built = await stat(join(root, 'web', 'dist', 'index.html')).catch(() => undefined);
  if (!built) return true;
  const inputs = await Promise.all(WEB_INPUTS.map((input) => newestMtime(join(root, input))));
  return Math.max(...inputs) > built.mtimeMs;
}

/** Builds the SPA (`npm run build -w @ghar/web`) when web/dist is missing or older than its sources. */
export async function ensureWebBuilt(log: (line: string) => void = console.error): Promise<void> {
  if (!(await isWebBuildStale())) return;
  log('Building the web app (web/dist is missing or older than its sources)…');
  await runCommand('npm', ['run', 'build', '-w', '@ghar/web'], {
    cwd: repoRoot,
    inheritOutput: true,
  });
}
