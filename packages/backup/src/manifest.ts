import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES } from '@ghar/local-infra';

/** Bumped when the archive's layout changes; restore refuses a format it does not know. */
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** The uploads tree's folder inside a backup. */
export const UPLOADS_FOLDER = 'uploads';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** Index specs and collection options hold BSON values (dates in a partial filter, …): kept as relaxed EJSON. */
const ejsonObject = z.record(z.string(), z.unknown());

const storedFile = z.object({
  /** Relative to the backup's root, '/'-separated. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256,
});

const collectionEntry = z.object({
  name: z.string().min(1),
  options: ejsonObject,
  /** Every index but `_id_`, as listIndexes returned it minus `v` and `ns`. */
  indexes: z.array(ejsonObject),
  count: z.number().int().nonnegative(),
  /** One canonical EJSON document per line. */
  file: storedFile,
});

const databaseEntry = z.object({
  service: z.enum(SERVICE_NAMES),
  /** The database's name where the backup was taken (restore may map it to another). */
  name: z.string().min(1),
  collections: z.array(collectionEntry),
});

export const manifestSchema = z.object({
  format: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  tool: z.object({ name: z.string(), version: z.string() }),
  databases: z.array(databaseEntry),
  uploads: z.object({ files: z.array(storedFile) }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseEntry = z.infer<typeof databaseEntry>;
export type CollectionEntry = z.infer<typeof collectionEntry>;
export type StoredFile = z.infer<typeof storedFile>;

export async function writeManifest(root: string, manifest: Manifest): Promise<void> {
  await writeFile(join(root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export class DamagedBackupError extends Error {
  override name = 'DamagedBackupError';
}

export async function readManifest(root: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(root, MANIFEST_FILE), 'utf8');
  } catch {
    throw new DamagedBackupError(`The backup has no ${MANIFEST_FILE}; it is not a Ghar backup.`);
  }
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new DamagedBackupError(`${MANIFEST_FILE} is not valid JSON.`);
  }
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new DamagedBackupError(`${MANIFEST_FILE} is not valid:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}
