import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCommands, checksCacheDir } from './static-checks';

describe('the static checks’ caches', () => {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function clone(lock: string) {
    const root = await mkdtemp(join(tmpdir(), 'static-checks-test-'));
    made.push(root);
    await writeFile(join(root, 'package-lock.json'), lock);
    return root;
  }

  it('when two clones or two lock files differ, then each gets its own cache folder', async () => {
    const env = { GHAR_CACHE_DIR: '/cache' };
    const [first, second] = [await clone('{"v":1}'), await clone('{"v":1}')];
    expect(checksCacheDir(first, env)).toMatch(/^\/cache\/checks\/[0-9a-f]{16}$/);
    expect(checksCacheDir(first, env)).toBe(checksCacheDir(first, env));
    expect(checksCacheDir(first, env)).not.toBe(checksCacheDir(second, env));

    await writeFile(join(first, 'package-lock.json'), '{"v":2}');
    const afterUpgrade = checksCacheDir(first, env);
    await writeFile(join(first, 'package-lock.json'), '{"v":1}');
    expect(afterUpgrade).not.toBe(checksCacheDir(first, env));
  });

  it('when a check runs, then every cache is keyed by file content, never by modification time', () => {
    const lint = checkCommands('lint', '/c');
    expect(lint.map((command) => command.slice(1))).toEqual([
      ['--cache', '--cache-strategy', 'content', '--cache-location', '/c/eslint', '.'],
      ['--check', '--cache', '--cache-strategy', 'content', '--cache-location', '/c/prettier', '.'],
    ]);
    const typecheck = checkCommands('typecheck', '/c');
    expect(typecheck.map((command) => command.slice(1))).toEqual([
      ['-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '/c/tsconfig-json.tsbuildinfo'],
      [
        '-p',
        'web/tsconfig.json',
        '--incremental',
        '--tsBuildInfoFile',
        '/c/web-tsconfig-json.tsbuildinfo',
      ],
    ]);
  });
});
