import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
}

/**
 * Runs a fixture with tsx in its own process, so a test can see effects across processes. The IPC
 * channel lets the fixture notice when the test process is gone (a timed-out test never reaches
 * its clean-up) and exit instead of living on.
 */
export function runFixture(name: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', fixturePath(name)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
}

export function waitForLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().split('\n').includes(line)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`fixture exited (${code}) before "${line}":\n${stderr}`)),
    );
  });
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}
