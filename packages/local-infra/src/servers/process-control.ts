import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` still runs the program we started (its command line contains `marker`), so a pid
 * recycled by the OS after a reboot is never killed. Without /proc (macOS) liveness has to do.
 */
export function isOurProcess(pid: number, marker: string): boolean {
  if (!isAlive(pid)) return false;
  if (process.platform !== 'linux') return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return false;
  }
}

/** Resolves once the process is gone, or false after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** SIGTERM, then SIGKILL after the grace period; resolves when the process has exited. */
export async function terminate(pid: number, graceMs = 15_000): Promise<void> {
  if (!signal(pid, 'SIGTERM')) return;
  if (await waitForExit(pid, graceMs)) return;
  signal(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}
