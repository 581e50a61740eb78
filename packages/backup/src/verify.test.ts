import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { digestFile } from './file-digest';
import { DamagedBackupError, FORMAT_VERSION, type Manifest } from './manifest';
import { verifyBackup } from './verify';

let dir: string | undefined;
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

const manifestWith = (uploads: Manifest['uploads']['files']): Manifest => ({
  format: FORMAT_VERSION,
  createdAt: new Date().toISOString(),
  tool: { name: '@ghar/backup', version: '0.1.0' },
  databases: [],
  uploads: { files: uploads },
});

describe('verifyBackup', () => {
  it('when every listed file matches, then it passes; when one byte differs, then it names the file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ghar-verify-'));
    await mkdir(join(dir, 'uploads'));
    await writeFile(join(dir, 'uploads', 'photo.jpg'), 'bytes');
    const manifest = manifestWith([
      { path: 'uploads/photo.jpg', ...(await digestFile(join(dir, 'uploads', 'photo.jpg'))) },
    ]);
    await expect(verifyBackup(dir, manifest)).resolves.toBeUndefined();

    await writeFile(join(dir, 'uploads', 'photo.jpg'), 'bytez');
    await expect(verifyBackup(dir, manifest)).rejects.toThrow(
      'uploads/photo.jpg: checksum mismatch',
    );
  });

  it('when a manifest path leaves the backup or a file is missing, then every problem is named', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ghar-verify-'));
    const sha256 = '0'.repeat(64);
    const refused = verifyBackup(
      dir,
      manifestWith([
        { path: 'uploads/../../etc/passwd', bytes: 1, sha256 },
        { path: 'uploads/auth/missing.jpg', bytes: 1, sha256 },
      ]),
    );
    await expect(refused).rejects.toThrow(DamagedBackupError);
    await expect(refused).rejects.toThrow(
      /an upload outside uploads\/[\s\S]*path outside the backup[\s\S]*uploads\/auth\/missing\.jpg: missing/,
    );
  });
});
