/**
 * Runs a process's start-up; any failure (bad config, unreachable server) is printed once, plainly,
 * and the process exits non-zero instead of hanging half-started.
 */
export function startOrExit(start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`start-up failed: ${message}\n`);
    process.exit(1);
  });
}
