import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { withFileLock } from './file-lock';

describe('withFileLock', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('when two callers want the lock at once, then they run one after the other', async () => {
    dir = await mkdtemp(join(tmpdir(), 'lock-test-'));
    const lock = join(dir, 'a.lock');
    const events: string[] = [];
    const work = (name: string) =>
      withFileLock(lock, async () => {
        events.push(`${name} in`);
        await sleep(50);
        events.push(`${name} out`);
      });
    await Promise.all([work('a'), work('b')]);
    // Either caller may win the race; what matters is that neither enters while the other is in.
    const first = events[0]?.split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
  });

  it('when the lock file names a process that has died, then the lock is taken over', async () => {
    dir = await mkdtemp(join(tmpdir(), 'lock-test-'));
    const lock = join(dir, 'b.lock');
    // pid_max on Linux is at most 2^22, so this pid cannot be alive.
    await writeFile(lock, String(2 ** 22 + 1));
    await expect(withFileLock(lock, async () => 'ran', { timeoutMs: 2_000 })).resolves.toBe('ran');
  });
});
