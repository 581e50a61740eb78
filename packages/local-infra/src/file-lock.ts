import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from './servers/process-control';

export interface LockOptions {
  timeoutMs?: number;
  /** Called once when another process holds the lock, so the user knows why nothing happens. */
  onWait?: (holderPid: number) => void;
}

/**
 * Runs `fn` while holding an exclusive lock file (created with O_EXCL, holding the owner's pid).
 * A lock whose owner has died is taken over, so a killed provisioning run never blocks the next.
 */
export async function withFileLock<T>(
  lockPath: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20 * 60_000);
  let announced = false;
  await mkdir(dirname(lockPath), { recursive: true });
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
    // An empty file is a lock being written right now; only a dead, known owner is stale.
    if (Number.isInteger(holder) && holder > 0 && !isAlive(holder)) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (!announced && Number.isInteger(holder)) {
      options.onWait?.(holder);
      announced = true;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for the lock ${lockPath} (held by pid ${holder})`);
    }
    await sleep(300);
  }
  try {
    return await fn();
  } finally {
    await rm(lockPath, { force: true });
  }
}
