import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { logTail, spawnLogged, type SpawnLoggedOptions } from './spawn-logged';
import { terminate } from './process-control';

export type ServerName = 'mongo' | 'kafka' | 'redis';

export interface ServerHandle {
  name: ServerName;
  pid: number;
  port: number;
  url: string;
  logFile: string;
  /** Resolves when the process exits, for whatever reason (a supervisor watches it). */
  exited: Promise<ServerExit>;
  /** SIGTERM, SIGKILL after a grace period; resolves once the process has exited. */
  stop(): Promise<void>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface LaunchOptions extends SpawnLoggedOptions {
  name: ServerName;
  port: number;
  url: string;
  /** Resolves once the server really answers (a protocol-level request, not only an open port). */
  ready: () => Promise<void>;
  readyTimeoutMs: number;
  stopGraceMs: number;
}

/**
 * Spawns a server and waits until it answers. If it exits or stays silent, the error names the
 * server and shows the end of its log, and nothing is left running.
 */
export async function launchServer(options: LaunchOptions): Promise<ServerHandle> {
  const child = spawnLogged(options);
  let exitReason: string | undefined;
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = signal ?? `exit code ${code}`;
      resolve({ code, signal });
    }),
  );
  const pid = await spawned(child, options.name);
  const handle: ServerHandle = {
    name: options.name,
    pid,
    port: options.port,
    url: options.url,
    logFile: options.logFile,
    exited,
    stop: () => terminate(pid, options.stopGraceMs),
  };

  const deadline = Date.now() + options.readyTimeoutMs;
  let lastError = 'no answer yet';
  for (;;) {
    if (exitReason) {
      throw new Error(
        `${options.name} exited during start-up (${exitReason}). Log ${options.logFile}:\n${logTail(options.logFile)}`,
      );
    }
    try {
      await options.ready();
      return handle;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(
        `${options.name} did not answer on 127.0.0.1:${options.port} within ${options.readyTimeoutMs / 1000} s (${lastError}). Log ${options.logFile}:\n${logTail(options.logFile)}`,
      );
    }
    await sleep(200);
  }
}

function spawned(child: ChildProcess, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(child.pid!));
    child.once('error', (error) => reject(new Error(`${name} could not start: ${error.message}`)));
  });
}
