import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import mongoose from 'mongoose';
import { serviceDatabaseName } from '@ghar/local-infra';
import { unpackArchive } from './archive';
import { loadCollection } from './ejson-lines';
import { copyWithDigest, listFiles } from './file-digest';
import { DamagedBackupError, readManifest, UPLOADS_FOLDER, type Manifest } from './manifest';
import { listUserCollections, withMongo, type MongoClient } from './mongo-client';
import { verifyBackup } from './verify';

const { EJSON } = mongoose.mongo.BSON;

export interface RestoreOptions {
  /** A backup archive (.tar.gz), or the folder one was unpacked into. */
  from: string;
  mongoUrl: string;
  /** Restores each service's data into ghar_<service><dbSuffix> (default: none, as `npm start`). */
  dbSuffix?: string;
  uploadsDir: string;
  /** Drop the target databases and empty the uploads folder first, instead of refusing. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoredDatabase {
  service: string;
  name: string;
  collections: Array<{ name: string; count: number; indexes: number }>;
}

export interface RestoreResult {
  manifest: Manifest;
  databases: RestoredDatabase[];
  uploads: number;
}

export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

/** Verifies a backup, then restores its databases and uploads (see README). */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const unpacked = (await stat(options.from).catch(() => undefined))?.isDirectory()
    ? undefined
    : await mkdtemp(join(tmpdir(), 'ghar-restore-'));
  try {
    const root = unpacked ?? options.from;
    if (unpacked) {
      await unpackArchive(options.from, unpacked).catch((error: Error) => {
        throw new DamagedBackupError(`${options.from} cannot be unpacked: ${error.message}`);
      });
    }
    const manifest = await readManifest(root);
    await verifyBackup(root, manifest);
    return await withMongo(options.mongoUrl, async (client) => {
      await prepareTargets(client, manifest, options);
      const databases: RestoredDatabase[] = [];
      for (const database of manifest.databases) {
        databases.push(await restoreDatabase(client, root, database, options));
      }
      const uploads = await restoreUploads(root, manifest, options.uploadsDir);
      options.log?.(`uploads: ${uploads} files into ${options.uploadsDir}`);
      return { manifest, databases, uploads };
    });
  } finally {
    if (unpacked) await rm(unpacked, { recursive: true, force: true });
  }
}

/** Refuses (or with force, clears) every target that already holds something, before any write. */
async function prepareTargets(client: MongoClient, manifest: Manifest, options: RestoreOptions) {
  const occupied: string[] = [];
  for (const { service } of manifest.databases) {
    const name = serviceDatabaseName(service, options.dbSuffix);
    const collections = await listUserCollections(client.db(name));
    if (collections.length > 0)
      occupied.push(`database ${name} (${collections.length} collections)`);
  }
  const uploads = await listFiles(options.uploadsDir);
  if (uploads.length > 0)
    occupied.push(`uploads folder ${options.uploadsDir} (${uploads.length} files)`);
  if (occupied.length === 0) return;
  if (!options.force) {
    throw new TargetNotEmptyError(
      `Refusing to restore over existing data (nothing was written):\n  ${occupied.join('\n  ')}\nRun again with --force to drop it and restore the backup in its place.`,
    );
  }
  for (const { service } of manifest.databases) {
    await client.db(serviceDatabaseName(service, options.dbSuffix)).dropDatabase();
  }
  await rm(options.uploadsDir, { recursive: true, force: true });
}

async function restoreDatabase(
  client: MongoClient,
  root: string,
  database: Manifest['databases'][number],
  options: RestoreOptions,
): Promise<RestoredDatabase> {
  const db = client.db(serviceDatabaseName(database.service, options.dbSuffix));
  const collections: RestoredDatabase['collections'] = [];
  for (const entry of database.collections) {
    const collection = await db.createCollection(
      entry.name,
      EJSON.deserialize(entry.options, { relaxed: true }),
    );
    // Indexes first: a unique index then guards the data as it goes in, as it did at the source.
    const indexes = entry.indexes.map((spec) => EJSON.deserialize(spec, { relaxed: true }));
    if (indexes.length > 0) {
      await collection.createIndexes(indexes as mongoose.mongo.IndexDescription[]);
    }
    const count = await loadCollection(collection, join(root, entry.file.path));
    if (count !== entry.count) {
      throw new DamagedBackupError(
        `${db.databaseName}.${entry.name}: the manifest lists ${entry.count} documents, the file held ${count}.`,
      );
    }
    collections.push({ name: entry.name, count, indexes: indexes.length });
  }
  options.log?.(
    `${db.databaseName} ← ${database.name}: ${
      collections.map((c) => `${c.name} ${c.count}`).join(', ') || 'no collections'
    }`,
  );
  return { service: database.service, name: db.databaseName, collections };
}

/** Copies only the files the manifest lists (and verified), never anything else in the archive. */
async function restoreUploads(root: string, manifest: Manifest, uploadsDir: string) {
  for (const file of manifest.uploads.files) {
    await copyWithDigest(
      join(root, file.path),
      join(uploadsDir, relative(UPLOADS_FOLDER, file.path)),
    );
  }
  return manifest.uploads.files.length;
}
