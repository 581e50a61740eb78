import { describe, expect, it } from 'vitest';
import { mainThreadAfterFcp, type TraceEvent } from './main-thread';

const PAGE = { pid: 7, tid: 1 };
const navigation: TraceEvent = {
  name: 'navigationStart',
  ...PAGE,
  ts: 1_000_000,
  args: { data: { documentLoaderURL: 'http://127.0.0.1:8080/' } },
};
const fcp: TraceEvent = { name: 'firstContentfulPaint', ...PAGE, ts: 1_500_000 };
/** A main-thread task at `atMs` after navigation lasting `wallMs`, of which `cpuMs` on the CPU. */
const task = (atMs: number, wallMs: number, cpuMs: number, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: navigation.ts + atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('the main thread after the first paint, by wall time and by thread CPU', () => {
  it('when a task waited for a core, then only its CPU time counts as the page blocking', () => {
    const figures = mainThreadAfterFcp(
      [navigation, fcp, task(600, 25, 5), task(700, 20, 20), task(800, 10, 10)],
      4,
    );
    // Wall: 4×25−50 = 50, 4×20−50 = 30, 4×10 < 50. CPU: 4×5 < 50, 4×20−50 = 30.
    expect(figures).toEqual({
      cpuMs: 35,
      blockingFromWallMs: 80,
      blockingFromCpuMs: 30,
      longTasksByCpu: 1,
    });
  });

  it('when tasks run before the first paint or on another thread, then they are left out', () => {
    const figures = mainThreadAfterFcp(
      [
        navigation,
        fcp,
        task(100, 90, 90),
        task(600, 90, 90, { pid: 7, tid: 2 }),
        task(600, 30, 30),
      ],
      4,
    );
    expect(figures?.blockingFromCpuMs).toBe(70);
    expect(figures?.cpuMs).toBe(30);
  });

  it('when the trace has no first contentful paint, then there is no figure', () => {
    expect(mainThreadAfterFcp([navigation, task(600, 30, 30)], 4)).toBeUndefined();
  });
});
