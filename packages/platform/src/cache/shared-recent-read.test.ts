import { describe, expect, it } from 'vitest';
import { sharedRecentRead } from './shared-recent-read';

describe('sharedRecentRead', () => {
  const counting = () => {
    let reads = 0;
    let fail = false;
    return {
      read: async () => {
        reads += 1;
        if (fail) throw new Error('down');
        return reads;
      },
      reads: () => reads,
      failNext: (value: boolean) => {
        fail = value;
      },
    };
  };

  it('when asked again within the age, then the kept answer comes back without a read', async () => {
    let clock = 0;
    const source = counting();
    const get = sharedRecentRead(source.read, { maxAgeMs: 1_000, now: () => clock });
    expect(await get()).toBe(1);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1_000;
    expect(await get()).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('when several ask at once, then one read serves them all', async () => {
    const source = counting();
    const get = sharedRecentRead(source.read, { maxAgeMs: 0, now: () => 0 });
    const answers = await Promise.all([get(), get(), get()]);
    expect(answers).toEqual([1, 1, 1]);
    expect(source.reads()).toBe(1);
  });

  it('when a read fails, then nothing is kept and the next caller reads again', async () => {
    const source = counting();
    const get = sharedRecentRead(source.read, { maxAgeMs: 60_000, now: () => 0 });
    source.failNext(true);
    await expect(get()).rejects.toThrow('down');
    source.failNext(false);
    expect(await get()).toBe(2);
  });

  it('when this process keeps a value it wrote, then callers get it without a read until it ages', async () => {
    let clock = 0;
    const source = counting();
    const get = sharedRecentRead(source.read, { maxAgeMs: 1_000, now: () => clock });
    expect(get.lastKnown()).toBeUndefined();
    expect(get.isFresh()).toBe(false);
    get.keep(42);
    expect(await get()).toBe(42);
    expect(source.reads()).toBe(0);
    clock = 1_000;
    expect(get.isFresh()).toBe(false);
    expect(get.lastKnown()).toBe(42);
    expect(await get()).toBe(1);
  });

  it('when a value is kept while an older read runs, then the read does not replace it', async () => {
    let clock = 0;
    let release: (value: number) => void = () => undefined;
    const get = sharedRecentRead(() => new Promise<number>((resolve) => (release = resolve)), {
      maxAgeMs: 1_000,
      now: () => clock,
    });
    const reading = get();
    clock = 10;
    get.keep(7);
    release(1);
    expect(await reading).toBe(1);
    expect(await get()).toBe(7);
  });
});
