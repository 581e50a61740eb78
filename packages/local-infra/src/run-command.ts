import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

export class CommandError extends Error {
  override name = 'CommandError';
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Show the command's output live on stderr (long installs) instead of only on failure. */
  inheritOutput?: boolean;
}

/** Runs a command to completion; on failure the error carries the command and its output's tail. */
export function runCommand(
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.inheritOutput ? ['ignore', 2, 2] : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) =>
      reject(new CommandError(`${command} could not start: ${error.message}`, { cause: error })),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolvePromise(output);
      const tail = output.trim().split('\n').slice(-40).join('\n');
      reject(
        new CommandError(
          `\`${[command, ...args].join(' ')}\` failed (${signal ?? `exit ${code}`})${tail ? `:\n${tail}` : ''}`,
        ),
      );
    });
  });
}

/** The absolute path of an executable on PATH, or undefined. */
export async function findExecutable(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this PATH entry
    }
  }
  return undefined;
}
