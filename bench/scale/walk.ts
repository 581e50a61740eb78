import { cpuSnapshot, readProc, type Watched } from '../load/proc-cpu';
import type { Sample } from '../load/stats';
import type { Draw, Role } from './routes';

/**
 * The closed-loop walk: `clients` workers, each sending its next (route, role) pair as soon as its
 * last answer came, round-robin over every pair so each gets the same share, until every pair has
 * been asked `perPair` times or `durationS` has passed. A slow route holds its worker, as it holds
 * a person at a screen; the cache is off in the gateway, so every request reaches its service.
 */

export interface WalkPair {
  key: string;
  role: Role;
  route: { path(draw: Draw): string };
}

export async function walk(options: {
  baseUrl: string;
  pairs: WalkPair[];
  /** The role's session token (none for the visitor) and its draw of ids. */
  callerOf: (role: Role) => { token?: string; draw: Draw };
  clients: number;
  perPair: number;
  durationS: number;
  timeoutMs: number;
}): Promise<{ samples: Sample[]; wallS: number }> {
  const samples: Sample[] = [];
  const total = options.pairs.length * options.perPair;
  const end = performance.now() + options.durationS * 1000;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < total && performance.now() < end) {
      const pair = options.pairs[next++ % options.pairs.length]!;
      const caller = options.callerOf(pair.role);
      const path = pair.route.path(caller.draw);
      const sent = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${options.baseUrl}${path}`, {
          headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        // No answer within the timeout, or the connection failed: status 0.
      }
      samples.push({ kind: pair.key, ms: performance.now() - sent, status });
    }
  };
  await Promise.all(Array.from({ length: options.clients }, worker));
  return { samples, wallS: (performance.now() - started) / 1000 };
}

/**
 * Waits (bounded) until a cheap read by `_id` (the admin's own account) answers within a second
 * again: requests the last phase gave up on may still be running in the services and the
 * database, and the next phase should not be measured behind them. Returns the seconds waited.
 */
export async function settle(baseUrl: string, token: string, maxS = 90): Promise<number> {
  const started = performance.now();
  while ((performance.now() - started) / 1000 < maxS) {
    const sent = performance.now();
    const ok = await fetch(`${baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => response.arrayBuffer().then(() => response.ok))
      .catch(() => false);
    if (ok && performance.now() - sent < 1_000) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return (performance.now() - started) / 1000;
}

/** Resident memory of a process in MB from /proc/<pid>/status (NaN once it is gone). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readProc(`/proc/${pid}/status`));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** CPU ms each watched process spent per request between two snapshots (100 ticks a second). */
export function cpuMsPerRequest(
  before: ReturnType<typeof cpuSnapshot>,
  after: ReturnType<typeof cpuSnapshot>,
  requests: number,
) {
  return [...after.ticks.entries()].map(([name, ticks]) => ({
    name,
    msPerRequest: requests > 0 ? ((ticks - before.ticks.get(name)!) * 10) / requests : NaN,
  }));
}

export const memoryLine = (watched: Watched[]) =>
  watched.map((w) => `${w.name} ${rssMb(w.pid).toFixed(0)} MB`).join(', ');
