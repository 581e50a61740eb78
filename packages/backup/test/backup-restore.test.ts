import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot, serviceDatabaseName } from '@ghar/local-infra';
import { uniqueName } from '@ghar/testing';
import { backup, DamagedBackupError, restore, TargetNotEmptyError } from '../src/index';
import { unpackArchive } from '../src/archive';
import {
  dropDatabases,
  fillDatabases,
  fillUploads,
  MANY_DOCUMENTS,
  snapshotDatabases,
  snapshotFiles,
} from './support/sample-data';

const mongoUrl = inject('mongoUrl');
const client = new mongoose.mongo.MongoClient(mongoUrl);
const suffixes: string[] = [];
let workDir: string;
let sourceSuffix: string;
let sourceUploads: string;
let archive: string;

/** A database suffix no other test or run uses (FerretDB takes letters, digits and '_'). */
function newSuffix(): string {
  const suffix = `_${uniqueName('bk').replace(/-/g, '_')}`;
  suffixes.push(suffix);
  return suffix;
}

beforeAll(async () => {
  await client.connect();
  workDir = await mkdtemp(join(tmpdir(), 'ghar-backup-test-'));
  sourceSuffix = newSuffix();
  sourceUploads = join(workDir, 'source', '.data', 'uploads');
  await fillDatabases(client, sourceSuffix);
  await fillUploads(sourceUploads);
  ({ archive } = await backup({
    mongoUrl,
    dbSuffix: sourceSuffix,
    uploadsDir: sourceUploads,
    out: join(workDir, 'backups'),
  }));
});

afterAll(async () => {
  for (const suffix of suffixes) await dropDatabases(client, suffix);
  await client.close();
  await rm(workDir, { recursive: true, force: true });
});

const targetUploads = () => join(workDir, uniqueName('restored'), 'uploads');

async function collectionsOf(dbSuffix: string): Promise<string[]> {
  const names: string[] = [];
  for (const service of ['auth', 'listings', 'bookings', 'dealers', 'notifications'] as const) {
    const infos = await client
      .db(serviceDatabaseName(service, dbSuffix))
      .listCollections()
      .toArray();
    names.push(...infos.map((info) => `${service}.${info.name}`));
  }
  return names;
}

describe('backup and restore', () => {
  it('when a backup is restored under other names, then every document, index and file is the same', async () => {
    const dbSuffix = newSuffix();
    const uploadsDir = targetUploads();
    const result = await restore({ from: archive, mongoUrl, dbSuffix, uploadsDir });

    expect(await snapshotDatabases(client, dbSuffix)).toEqual(
      await snapshotDatabases(client, sourceSuffix),
    );
    expect(await snapshotFiles(uploadsDir)).toEqual(await snapshotFiles(sourceUploads));
    const listings = result.databases.find((database) => database.service === 'listings');
    expect(listings?.collections).toEqual([
      { name: 'properties', count: MANY_DOCUMENTS, indexes: 1 },
    ]);
    expect(result.uploads).toBe(5);

    // Restored indexes still do their job, the unique one above all.
    const users = client.db(serviceDatabaseName('auth', dbSuffix)).collection('users');
    await expect(users.insertOne({ email: 'asha@example.in' })).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('when a backup is written, then its manifest lists counts, indexes and checksums and its data is canonical EJSON', async () => {
    const folder = await mkdtemp(join(workDir, 'unpacked-'));
    await unpackArchive(archive, folder);
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.tool).toEqual({ name: '@ghar/backup', version: '0.1.0' });
    expect(manifest.databases.map((database: any) => database.service)).toEqual([
      'auth',
      'listings',
      'bookings',
      'dealers',
      'notifications',
    ]);
    const users = manifest.databases[0].collections.find((entry: any) => entry.name === 'users');
    expect(users).toMatchObject({
      count: 2,
      indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }],
      file: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const firstLine = (await readFile(join(folder, users.file.path), 'utf8')).split('\n')[0];
    expect(firstLine).toContain('"$oid"');
    expect(firstLine).toContain('"$numberLong":"9007199254740993"');
  });

  it('when a data file has one byte changed, then restore refuses and writes nothing', async () => {
    const folder = await mkdtemp(join(workDir, 'damaged-'));
    await unpackArchive(archive, folder);
    const [dataFile] = (await readdir(join(folder, 'databases', 'listings'))).map((name) =>
      join(folder, 'databases', 'listings', name),
    );
    const bytes = await readFile(dataFile);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    await writeFile(dataFile, bytes);
    const dbSuffix = newSuffix();
    const uploadsDir = targetUploads();

    const refused = restore({ from: folder, mongoUrl, dbSuffix, uploadsDir });
    await expect(refused).rejects.toThrow(DamagedBackupError);
    await expect(refused).rejects.toThrow(
      /databases\/listings\/0-properties\.ejson: checksum mismatch/,
    );
    expect(await collectionsOf(dbSuffix)).toEqual([]);
    await expect(stat(uploadsDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('when the archive is cut short, then restore refuses it as damaged', async () => {
    const cut = join(workDir, 'cut.tar.gz');
    await writeFile(cut, await readFile(archive));
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    const dbSuffix = newSuffix();
    await expect(
      restore({ from: cut, mongoUrl, dbSuffix, uploadsDir: targetUploads() }),
    ).rejects.toThrow(DamagedBackupError);
    expect(await collectionsOf(dbSuffix)).toEqual([]);
  });

  it('when a target database holds data, then restore refuses without --force and replaces it with --force', async () => {
    const dbSuffix = newSuffix();
    const uploadsDir = targetUploads();
    const bookings = client
      .db(serviceDatabaseName('bookings', dbSuffix))
      .collection<{ _id: string; amount: number }>('bookings');
    await bookings.insertOne({ _id: 'newer', amount: 1 });

    const refused = restore({ from: archive, mongoUrl, dbSuffix, uploadsDir });
    await expect(refused).rejects.toThrow(TargetNotEmptyError);
    await expect(refused).rejects.toThrow(`database ghar_bookings${dbSuffix} (1 collections)`);
    expect(await collectionsOf(dbSuffix)).toEqual(['bookings.bookings']);
    expect(await bookings.countDocuments({ _id: 'newer' })).toBe(1);

    await restore({ from: archive, mongoUrl, dbSuffix, uploadsDir, force: true });
    expect(await snapshotDatabases(client, dbSuffix)).toEqual(
      await snapshotDatabases(client, sourceSuffix),
    );
    expect(await bookings.countDocuments({ _id: 'newer' })).toBe(0);
  });

  // Its own small data: this test is about the commands (arguments, output, exit codes), and
  // three child processes are slow enough on a loaded machine without a large restore.
  it(
    'when the commands run as the npm scripts do, then backup writes an archive and restore reports what it restored',
    { timeout: 180_000 },
    async () => {
      const run = promisify(execFile);
      const cli = ['--import', 'tsx', join(repoRoot, 'packages/backup/src/cli.ts')];
      const source = newSuffix();
      const uploadsDir = join(workDir, uniqueName('cli'), 'uploads');
      await client
        .db(serviceDatabaseName('dealers', source))
        .collection('dealers')
        .insertOne({ referralCode: 'JAIPUR42' });
      await mkdir(join(uploadsDir, 'auth', 'profile'), { recursive: true });
      await writeFile(join(uploadsDir, 'auth', 'profile', 'me.jpg'), 'jpeg bytes');
      const out = join(workDir, 'cli-backups');
      // As `npm run` starts it from the repo root: a relative --out means where the user stood.
      const env = {
        ...process.env,
        MONGO_URL: mongoUrl,
        UPLOADS_DIR: uploadsDir,
        INIT_CWD: workDir,
      };
      const made = await run(
        process.execPath,
        [...cli, 'backup', '--out', 'cli-backups', '--db-suffix', source],
        { env, cwd: repoRoot },
      );
      const [written] = await readdir(out);
      expect(written).toMatch(/^ghar-backup-\d{8}T\d{6}Z\.tar\.gz$/);
      expect(made.stdout).toContain(`ghar_dealers${source}: 1 collections, 1 documents`);
      expect(made.stdout).toContain(`Backup written to ${join(out, written)}`);

      const dbSuffix = newSuffix();
      const restoreEnv = { ...env, UPLOADS_DIR: targetUploads() };
      const args = [...cli, 'restore', '--from', join(out, written), '--db-suffix', dbSuffix];
      const restored = await run(process.execPath, args, { env: restoreEnv, cwd: repoRoot });
      expect(restored.stdout).toContain(
        `ghar_dealers${dbSuffix} ← ghar_dealers${source}: dealers 1`,
      );
      expect(restored.stdout).toContain('5 databases, 1 uploaded files');

      const again = run(process.execPath, args, { env: restoreEnv, cwd: repoRoot });
      await expect(again).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Refusing to restore over existing data'),
      });
    },
  );
});
