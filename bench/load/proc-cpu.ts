import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { listeningInodes, machineTicks, statParent, statTicks } from './stats';

/** Linux only: who listens on a port, and how much CPU each process has used, from /proc. */

/** A /proc file's text, or '' once the process (or thread) is gone. */
export const readProc = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
const allPids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/** The pid listening on a loopback TCP port, or undefined (another user's process, or none). */
export function pidListeningOn(port: number): number | undefined {
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => listeningInodes(readProc(file), port)),
  );
  if (inodes.size === 0) return undefined;
  for (const pid of allPids()) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return Number(pid);
      } catch {
        // The fd closed while being read.
      }
    }
  }
  return undefined;
}

/** The direct children of a process (FerretDB runs under the write gate that owns its port). */
export function childrenOf(parent: number): number[] {
  return allPids()
    .map(Number)
    .filter((pid) => statParent(readProc(`/proc/${pid}/stat`)) === parent);
}

/** CPU ticks (user + system) a process has used so far; NaN once it is gone. */
export function ticksOf(pid: number): number {
  const text = readProc(`/proc/${pid}/stat`);
  return text ? statTicks(text) : NaN;
}

export const machineNow = () => machineTicks(readProc('/proc/stat'));

export interface Watched {
  name: string;
  pid: number;
}

/** Tick counts of every watched process and of the whole machine at one moment. */
export function cpuSnapshot(watched: Watched[]) {
  return {
    at: performance.now(),
    machine: machineNow(),
    ticks: new Map(watched.map((w) => [w.name, ticksOf(w.pid)])),
  };
}
export type CpuSnapshot = ReturnType<typeof cpuSnapshot>;
