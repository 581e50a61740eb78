import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import mongoose from 'mongoose';
import { SERVICE_NAMES, serviceDatabaseName, type ServiceName } from '@ghar/local-infra';
import { packFolder } from './archive';
import { dumpCollection } from './ejson-lines';
import { copyWithDigest, listFiles } from './file-digest';
import {
  FORMAT_VERSION,
  UPLOADS_FOLDER,
  writeManifest,
  type CollectionEntry,
  type DatabaseEntry,
  type Manifest,
  type StoredFile,
} from './manifest';
import { listUserCollections, withMongo, type Db } from './mongo-client';

const { EJSON } = mongoose.mongo.BSON;

export interface BackupOptions {
  mongoUrl: string;
  /** Which databases: ghar_<service><dbSuffix> for every service (default: none, as `npm start`). */
  dbSuffix?: string;
  uploadsDir: string;
  /** A file ending in .tar.gz / .tgz, or a folder that gets ghar-backup-<UTC time>.tar.gz. */
  out: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
}

/** Backs up every service's database and the uploads tree into one archive (see README). */
export async function backup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const archive = archivePath(options.out, now);
  if (await exists(archive)) throw new Error(`${archive} already exists; choose another --out.`);
  const staging = await mkdtemp(join(tmpdir(), 'ghar-backup-'));
  try {
    const databases = await withMongo(options.mongoUrl, (client) =>
      Promise.all(
        SERVICE_NAMES.map((service) =>
          dumpDatabase(client.db(serviceDatabaseName(service, options.dbSuffix)), service, staging),
        ),
      ),
    );
    for (const database of databases) {
      const documents = database.collections.reduce((sum, entry) => sum + entry.count, 0);
      log(`${database.name}: ${database.collections.length} collections, ${documents} documents`);
    }
    const uploads = await copyUploads(options.uploadsDir, staging);
    log(`uploads: ${uploads.length} files from ${options.uploadsDir}`);
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      createdAt: now.toISOString(),
      tool: await toolVersion(),
      databases,
      uploads: { files: uploads },
    };
    await writeManifest(staging, manifest);
    await mkdir(dirname(archive), { recursive: true });
    // Written aside and renamed, so a backup cut short never leaves a plausible-looking archive.
    const partial = `${archive}.partial`;
    await packFolder(staging, partial);
    await rename(partial, archive);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export function archivePath(out: string, now: Date): string {
  if (/\.(tar\.gz|tgz)$/.test(out)) return resolve(out);
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return resolve(out, `ghar-backup-${stamp}.tar.gz`);
}

async function dumpDatabase(db: Db, service: ServiceName, staging: string): Promise<DatabaseEntry> {
  const folder = join('databases', service);
  await mkdir(join(staging, folder), { recursive: true });
  const collections: CollectionEntry[] = [];
  // One collection at a time per database: five databases in parallel is load enough.
  for (const [position, info] of (await listUserCollections(db)).entries()) {
    const collection = db.collection(info.name);
    // Collection names may hold characters a file name should not; the manifest maps them.
    const path = `${folder}/${position}-${info.name.replace(/[^\w.-]/g, '_')}.ejson`;
    const indexes = (await collection.listIndexes().toArray())
      .filter((index) => index.name !== '_id_')
      .map(({ v: _v, ns: _ns, ...spec }) => EJSON.serialize(spec, { relaxed: true }));
    const dumped = await dumpCollection(collection, join(staging, path));
    collections.push({
      name: info.name,
      options: EJSON.serialize('options' in info ? (info.options ?? {}) : {}, { relaxed: true }),
      indexes,
      count: dumped.count,
      file: { path, bytes: dumped.bytes, sha256: dumped.sha256 },
    });
  }
  return { service, name: db.databaseName, collections };
}

async function copyUploads(uploadsDir: string, staging: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const relative of await listFiles(uploadsDir)) {
    const path = `${UPLOADS_FOLDER}/${relative}`;
    const digest = await copyWithDigest(join(uploadsDir, relative), join(staging, path));
    files.push({ path, ...digest });
  }
  return files;
}

async function toolVersion(): Promise<Manifest['tool']> {
  const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
