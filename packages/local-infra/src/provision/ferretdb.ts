import { chmod, cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand } from '../run-command';
import { FERRETDB_VERSION } from '../versions';
import { ensureCacheEntry } from './cache-entry';

const MODULE = 'github.com/FerretDB/FerretDB';

export const ferretdbCacheKey = `ferretdb-${FERRETDB_VERSION}`;

/**
 * FerretDB built from the module proxy's source into `<cache>/ferretdb-<version>/ferretdb`.
 * A plain `go install` panics at start ("Invalid build/version/version.txt", upstream issue
 * 2982), so the source is copied out of the read-only module cache and the version file written.
 */
export async function provisionFerretdb(cacheRoot: string, log: (line: string) => void) {
  const dir = await ensureCacheEntry(
    cacheRoot,
    ferretdbCacheKey,
    async (tempDir) => {
      log(`Building FerretDB ${FERRETDB_VERSION} with Go (first run only, ~2 min)…`);
      const env = { ...process.env, GOFLAGS: '-buildvcs=false' };
      const workDir = await mkdtemp(join(tempDir, 'work-'));
      try {
        const download = await runCommand(
          'go',
          ['mod', 'download', '-json', `${MODULE}@${FERRETDB_VERSION}`],
          { cwd: workDir, env },
        );
        const { Dir: moduleDir } = JSON.parse(download) as { Dir: string };
        const source = join(workDir, 'src');
        await cp(moduleDir, source, { recursive: true });
        await makeWritable(source);
        await writeFile(join(source, 'build/version/version.txt'), `${FERRETDB_VERSION}\n`);
        await runCommand(
          'go',
          ['build', '-trimpath', '-o', join(tempDir, 'ferretdb'), './cmd/ferretdb'],
          { cwd: source, env },
        );
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
    log,
  );
  return { ferretdbBin: join(dir, 'ferretdb') };
}

/** The module cache is read-only; the copy must be writable to add the version file and clean up. */
async function makeWritable(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(path);
    else await chmod(path, 0o644);
  }
}
