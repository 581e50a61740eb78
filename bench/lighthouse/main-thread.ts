/**
 * What the page itself asks of the renderer's main thread, read from Lighthouse's trace.
 *
 * Lighthouse's simulated blocking time multiplies each main-thread task's WALL time by the CPU
 * slowdown. On a busy 2-core host the wall time includes the time the thread waited for a core
 * (the server under test, Lighthouse, the browser's other processes): a 3 ms slice of React's
 * work can last 15 ms. Each trace task also carries its thread's CPU time (`tdur`), which is
 * the page's own work whoever else runs. This module sums both the same simple way, so a
 * report shows how much of the blocking time is the page and how much the host.
 */

export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
};

export type MainThreadFigures = {
  /** Main-thread CPU time of the tasks after the first contentful paint. */
  cpuMs: number;
  /** Σ max(0, slowdown × wall − 50 ms) over those tasks: Lighthouse's rule on observed time. */
  blockingFromWallMs: number;
  /** The same rule on each task's thread CPU time: the page's own blocking work. */
  blockingFromCpuMs: number;
  /** Tasks whose CPU time, slowed down, passes 50 ms. */
  longTasksByCpu: number;
};

const LONG_TASK_MS = 50;

/** Undefined when the trace has no navigation or no first contentful paint. */
export function mainThreadAfterFcp(
  events: TraceEvent[],
  slowdown: number,
): MainThreadFigures | undefined {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) return undefined;
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === navigation.pid &&
      event.ts >= navigation.ts,
  );
  if (!fcp) return undefined;
  const figures: MainThreadFigures = {
    cpuMs: 0,
    blockingFromWallMs: 0,
    blockingFromCpuMs: 0,
    longTasksByCpu: 0,
  };
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X') continue;
    if (task.pid !== navigation.pid || task.tid !== navigation.tid || task.ts < fcp.ts) continue;
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    figures.cpuMs += cpuMs;
    figures.blockingFromWallMs += Math.max(0, slowdown * wallMs - LONG_TASK_MS);
    figures.blockingFromCpuMs += Math.max(0, slowdown * cpuMs - LONG_TASK_MS);
    if (slowdown * cpuMs > LONG_TASK_MS) figures.longTasksByCpu += 1;
  }
  return figures;
}
