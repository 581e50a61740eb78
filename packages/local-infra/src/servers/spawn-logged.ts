import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SpawnLoggedOptions {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  logFile: string;
  /**
   * Own process group, so the child outlives its starter and a Ctrl-C in the starter's terminal
   * does not reach it (used by `infra up`, whose servers keep running after the command ends).
   */
  detached?: boolean;
}

/** Starts a long-running program with stdout and stderr appended to a log file. */
export function spawnLogged(options: SpawnLoggedOptions): ChildProcess {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const fd = openSync(options.logFile, 'a');
  try {
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', fd, fd],
      detached: options.detached ?? false,
    });
    if (options.detached) child.unref();
    return child;
  } finally {
    closeSync(fd);
  }
}

/** The last lines of a log file, for error messages. */
export function logTail(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log written)';
  }
}
