import { isAbsolute, join, normalize, sep } from 'node:path';
import { digestFile } from './file-digest';
import { DamagedBackupError, UPLOADS_FOLDER, type Manifest, type StoredFile } from './manifest';

export function storedFiles(manifest: Manifest): StoredFile[] {
  return [
    ...manifest.databases.flatMap((database) => database.collections.map((entry) => entry.file)),
    ...manifest.uploads.files,
  ];
}

/**
 * Checks every file the manifest lists against its size and sha256 before anything is written,
 * and lists every problem at once. A path that leaves the backup's folder counts as damage: the
 * manifest is read from the archive, so it is input like any other.
 */
export async function verifyBackup(root: string, manifest: Manifest): Promise<void> {
  const problems: string[] = manifest.uploads.files
    .filter((file) => !normalize(file.path).startsWith(`${UPLOADS_FOLDER}${sep}`))
    .map((file) => `${file.path}: an upload outside ${UPLOADS_FOLDER}/`);
  for (const file of storedFiles(manifest)) {
    const local = normalize(file.path);
    if (isAbsolute(local) || local === '..' || local.startsWith(`..${sep}`)) {
      problems.push(`${file.path}: path outside the backup`);
      continue;
    }
    const actual = await digestFile(join(root, local)).catch(() => undefined);
    if (!actual) problems.push(`${file.path}: missing`);
    else if (actual.bytes !== file.bytes || actual.sha256 !== file.sha256) {
      problems.push(
        `${file.path}: checksum mismatch (expected ${file.bytes} bytes sha256 ${file.sha256}, found ${actual.bytes} bytes sha256 ${actual.sha256})`,
      );
    }
  }
  if (problems.length > 0) {
    throw new DamagedBackupError(
      `The backup is damaged; nothing was restored.\n  ${problems.join('\n  ')}`,
    );
  }
}
