import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readProc as read } from '../load/proc-cpu';
import { statParent } from '../load/stats';

/**
 * Linux only: gives the page's renderer main thread a CPU of its own while Lighthouse records.
 *
 * On a phone the page's main thread competes with nothing of the test rig: not the server and
 * databases under test, not Lighthouse (a Node process reading the trace as it streams), not
 * the browser's other processes and threads that the tracing keeps busy. On a 2-core host all of
 * them take turns on the renderer's core, and Lighthouse multiplies every millisecond the main
 * thread waited by its CPU slowdown. Here every renderer's main thread (its thread id is its
 * process id) is pinned to `mainCpu`, and every other thread of the renderers (created before
 * or after, e.g. by the main thread, whose CPU mask they would inherit) to `otherCpus`, where the
 * rest of the browser, Lighthouse and the app already run (the caller starts them there).
 */

/** The pids of every process below `root`; a pid's parent is read once (`parents` keeps it). */
const descendants = (root: number, parents: Map<number, number>): number[] => {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (!parents.has(pid)) parents.set(pid, statParent(read(`/proc/${name}/stat`)));
    const parent = parents.get(pid)!;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
};

const isRenderer = (pid: number) => read(`/proc/${pid}/cmdline`).includes('--type=renderer');

const threadsOf = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
};

/** Pins one thread (taskset -p acts on the thread id given, not its siblings). */
const pin = (tid: number, cpus: string) => {
  try {
    execFileSync('taskset', ['-p', '-c', cpus, String(tid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // the thread ended meanwhile
  }
};

/** Pins every thread of this process (Lighthouse runs in it) to `cpus`. */
export const pinThisProcess = (cpus: string) =>
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });

export type Isolation = { stop: () => void; renderersPinned: () => number };

export function isolateRendererMainThreads(
  browserPid: number,
  mainCpu: string,
  otherCpus: string,
  everyMs = 20,
): Isolation {
  const placed = new Set<number>();
  const renderers = new Set<number>();
  const parents = new Map<number, number>();
  const place = () => {
    for (const pid of descendants(browserPid, parents)) {
      if (!renderers.has(pid)) {
        if (!isRenderer(pid)) continue;
        if (pin(pid, mainCpu)) renderers.add(pid);
        placed.add(pid);
      }
      for (const tid of threadsOf(pid)) {
        if (placed.has(tid)) continue;
        placed.add(tid);
        pin(tid, otherCpus);
      }
    }
  };
  place();
  const timer = setInterval(place, everyMs);
  return { stop: () => clearInterval(timer), renderersPinned: () => renderers.size };
}
