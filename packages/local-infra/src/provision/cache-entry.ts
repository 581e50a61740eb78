import { chmod, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { withFileLock } from '../file-lock';

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Makes `<cacheRoot>/<key>` once: `build` fills a private temp folder, which is renamed into place
 * only when complete, under a lock, so concurrent or interrupted runs never leave a half entry.
 */
export async function ensureCacheEntry(
  cacheRoot: string,
  key: string,
  build: (tempDir: string) => Promise<void>,
  log: (line: string) => void,
): Promise<string> {
  const target = join(cacheRoot, key);
  if (await exists(target)) return target;
  await withFileLock(
    join(cacheRoot, 'locks', `${key}.lock`),
    async () => {
      if (await exists(target)) return;
      const tempDir = await mkdtemp(join(cacheRoot, `.${key}.tmp-`));
      try {
        await build(tempDir);
        await chmod(tempDir, 0o755); // mkdtemp made it private
        await rename(tempDir, target);
      } finally {
        await rm(tempDir, { recursive: true, force: true });
      }
    },
    { onWait: (pid) => log(`waiting for process ${pid}, which is preparing ${key}`) },
  );
  return target;
}
