import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './paths';
import { runCommand } from './run-command';

export const webDist = join(repoRoot, 'web', 'dist');

/** The two outputs of one build: the SPA, and the server render's bundle the gateway imports. */
const WEB_OUTPUTS = ['web/dist/index.html', 'web/dist-ssr/entry-server.js'];

/** Everything a web build reads besides node_modules. */
const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/build',
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
  const built = await Promise.all(
    WEB_OUTPUTS.map((output) => stat(join(root, output)).catch(() => undefined)),
  );
  if (built.some((output) => !output)) return true;
  const inputs = await Promise.all(WEB_INPUTS.map((input) => newestMtime(join(root, input))));
  return Math.max(...inputs) > Math.min(...built.map((output) => output?.mtimeMs ?? 0));
}

/**
 * Builds the SPA and its server render (`npm run build -w @ghar/web`) when web/dist or
 * web/dist-ssr is missing or older than its sources.
 */
export async function ensureWebBuilt(log: (line: string) => void = console.error): Promise<void> {
  if (!(await isWebBuildStale())) return;
  log('Building the web app (web/dist is missing or older than its sources)…');
  await runCommand('npm', ['run', 'build', '-w', '@ghar/web'], {
    cwd: repoRoot,
    inheritOutput: true,
  });
}
