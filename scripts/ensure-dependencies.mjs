// Runs before `npm ci` may have happened, so: plain JavaScript, Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * `npm ci` when node_modules is missing or older than package-lock.json (npm writes
 * node_modules/.package-lock.json on every install, so its age is the install's age).
 */
export function ensureDependencies() {
  const installed = mtime(join(repoRoot, 'node_modules', '.package-lock.json'));
  const locked = mtime(join(repoRoot, 'package-lock.json'));
  if (installed !== undefined && (locked === undefined || locked <= installed)) return;
  console.error('[deps] Installing dependencies (npm ci)…');
  if (npm('ci') === 0) return;
  // npm ci refuses a lock file that lacks optional packages for other platforms (made against a
  // registry mirror without them); npm install installs the same locked versions.
  console.error('[deps] npm ci refused the lock file; trying npm install with the same lock…');
  const status = npm('install');
  if (status !== 0) {
    console.error('[deps] Installing dependencies failed; fix the error above and try again.');
    process.exit(status);
  }
}

function npm(command) {
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

/**
 * Runs a TypeScript entry point with tsx and exits with its code. The child shares the terminal's
 * process group, so Ctrl-C reaches it directly; a SIGTERM sent to this wrapper alone is passed on.
 * Either way the wrapper waits until the child has finished its own clean-up.
 */
export function handOver(entry, args) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
}
