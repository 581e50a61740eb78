/** How a supervisor answers a process that exits by itself (issue 24 item 4). */
export interface RestartPolicy {
  /** Delay before the first restart; it doubles with each further exit within the window. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** This many exits within `windowMs` is a crash loop: no more restarts. */
  maxExits: number;
  windowMs: number;
}

/** Restarts after 0.5 s, 1 s, 2 s, 4 s; the fifth exit within a minute gives up. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 10_000,
  maxExits: 5,
  windowMs: 60_000,
};

export type RestartDecision =
  { action: 'restart'; delayMs: number } | { action: 'give-up'; exits: number; spanMs: number };

/** The exit times that still count: those within the window ending now. */
export function recentExits(exitTimes: number[], now: number, policy: RestartPolicy): number[] {
  return exitTimes.filter((time) => now - time < policy.windowMs);
}

/**
 * What to do after an exit, given the times of this process's exits (the one just now included):
 * back off exponentially while exits keep coming, give up once they come `maxExits` times within
 * the window. A process that ran quietly for a whole window starts again from the first delay.
 */
export function decideRestart(
  exitTimes: number[],
  now: number,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): RestartDecision {
  const recent = recentExits(exitTimes, now, policy);
  const exits = Math.max(recent.length, 1);
  if (exits >= policy.maxExits) {
    return { action: 'give-up', exits, spanMs: now - Math.min(...recent, now) };
  }
  return {
    action: 'restart',
    delayMs: Math.min(policy.initialDelayMs * 2 ** (exits - 1), policy.maxDelayMs),
  };
}

/**
 * A process that stopped because it was asked to (exit code 0, or SIGTERM / SIGINT: directly, or
 * the 130 / 143 a JVM exits with on them) is not restarted, like systemd's `Restart=on-failure`:
 * whoever stopped it meant it. A crash, a SIGKILL (the OOM killer, `kill -9`) or an error exit is.
 */
export function isCleanExit(code: number | null, signal: NodeJS.Signals | null): boolean {
  if (signal) return signal === 'SIGTERM' || signal === 'SIGINT';
  return code === 0 || code === 130 || code === 143;
}

export function exitReason(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ?? `exit code ${code}`;
}

export function giveUpMessage(
  name: string,
  decision: { exits: number; spanMs: number },
  logFile: string,
): string {
  const seconds = Math.max(1, Math.round(decision.spanMs / 1000));
  return `${name} keeps exiting (${decision.exits} times in ${seconds} s); see ${logFile}`;
}

/** "0.5 s", "4 s": for the supervisor's log lines. */
export function formatDelay(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
