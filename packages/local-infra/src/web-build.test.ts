import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isWebBuildStale } from './web-build';

describe('isWebBuildStale', () => {
  let root: string;
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function fixture(sourceAge: number, buildAge?: number, { serverBundle = true } = {}) {
    root = await mkdtemp(join(tmpdir(), 'web-build-test-'));
    await mkdir(join(root, 'web', 'src'), { recursive: true });
    const source = join(root, 'web', 'src', 'main.tsx');
    await writeFile(source, '');
    await touch(source, sourceAge);
    await touch(join(root, 'web', 'src'), sourceAge);
    if (buildAge !== undefined) {
      await mkdir(join(root, 'web', 'dist'), { recursive: true });
      await writeFile(join(root, 'web', 'dist', 'index.html'), '');
      await touch(join(root, 'web', 'dist', 'index.html'), buildAge);
      if (serverBundle) {
        await mkdir(join(root, 'web', 'dist-ssr'), { recursive: true });
        await writeFile(join(root, 'web', 'dist-ssr', 'entry-server.js'), '');
        await touch(join(root, 'web', 'dist-ssr', 'entry-server.js'), buildAge);
      }
    }
  }

  it('when there is no build, then it is stale', async () => {
    await fixture(100);
    expect(await isWebBuildStale(root)).toBe(true);
  });

  it('when a source changed after the build, then it is stale', async () => {
    await fixture(10, 100);
    expect(await isWebBuildStale(root)).toBe(true);
  });

  it('when the server render bundle is missing (a build from before it existed), then it is stale', async () => {
    await fixture(100, 10, { serverBundle: false });
    expect(await isWebBuildStale(root)).toBe(true);
  });

  it('when a build plugin (web/build) changed after the build, then it is stale', async () => {
    await fixture(100, 10);
    await mkdir(join(root, 'web', 'build'), { recursive: true });
    await writeFile(join(root, 'web', 'build', 'route-preload.ts'), '');
    await touch(join(root, 'web', 'build', 'route-preload.ts'), 1);
    expect(await isWebBuildStale(root)).toBe(true);
  });

  it('when the build is newer than every source, then it is fresh', async () => {
    await fixture(100, 10);
    expect(await isWebBuildStale(root)).toBe(false);
  });
});

/** Sets a file's times to `secondsAgo` in the past. */
async function touch(path: string, secondsAgo: number) {
  const time = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path, time, time);
}
