import {
  decideRestart,
  DEFAULT_RESTART_POLICY,
  exitReason,
  formatDelay,
  giveUpMessage,
  isCleanExit,
  recentExits,
  type RestartPolicy,
} from './restart-policy';

export interface RestarterOptions {
  /** e.g. 'bookings', 'kafka': named in every line. */
  name: string;
  logFile: string;
  /** Starts the process again (same port, same data); a rejection counts as another exit. */
  restart: () => Promise<void>;
  log: (line: string) => void;
  /** Told once, when exits come too fast to go on (the message is logged too). */
  onGiveUp?: (message: string) => void;
  policy?: RestartPolicy;
  now?: () => number;
}

export interface Restarter {
  /** The owner saw its process exit without having asked it to. */
  exited(code: number | null, signal: NodeJS.Signals | null): void;
  /** The owner stops or starts the process itself: a restart still waiting is dropped. */
  cancelPending(): void;
  /** The owner started the process again after a give-up: supervise it afresh. */
  resume(): void;
  /** No restarts any more (shutdown). */
  close(): void;
}

/**
 * One supervised process's restarts: the owner (the stack launcher, `npm start`'s servers) tells
 * it of each exit nobody asked for; it waits as the policy says and calls `restart`, or gives up
 * on a crash loop with a message naming the log. Exits the process was asked for are left alone.
 */
export function createRestarter(options: RestarterOptions): Restarter {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  const now = options.now ?? Date.now;
  let exits: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let givenUp = false;

  const cancelPending = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const onExit = (reason: string) => {
    if (closed || givenUp) return;
    cancelPending();
    const at = now();
    exits = [...recentExits(exits, at, policy), at];
    const decision = decideRestart(exits, at, policy);
    if (decision.action === 'give-up') {
      givenUp = true;
      const message = giveUpMessage(options.name, decision, options.logFile);
      options.log(message);
      options.onGiveUp?.(message);
      return;
    }
    options.log(
      `${options.name} exited unexpectedly (${reason}); restarting it in ${formatDelay(decision.delayMs)} (log: ${options.logFile})`,
    );
    timer = setTimeout(() => {
      timer = undefined;
      if (closed) return;
      options.restart().catch((error: unknown) => {
        const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
        onExit(`start-up failed: ${text}`);
      });
    }, decision.delayMs);
  };

  return {
    exited(code, signal) {
      if (closed) return;
      if (isCleanExit(code, signal)) {
        options.log(
          `${options.name} stopped (${exitReason(code, signal)}) without being asked here; not restarting it`,
        );
        return;
      }
      onExit(exitReason(code, signal));
    },
    cancelPending,
    resume() {
      cancelPending();
      exits = [];
      givenUp = false;
    },
    close() {
      closed = true;
      cancelPending();
    },
  };
}
