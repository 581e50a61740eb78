import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { archivePath } from './backup';

describe('archivePath', () => {
  const now = new Date('2026-11-24T03:52:57.944Z');

  it('when --out is a folder, then the archive is named for the UTC time inside it', () => {
    expect(archivePath('backups', now)).toBe(
      resolve('backups/ghar-backup-20261124T035257Z.tar.gz'),
    );
  });

  it('when --out names a .tar.gz or .tgz file, then that is the archive', () => {
    expect(archivePath('/srv/ghar.tar.gz', now)).toBe('/srv/ghar.tar.gz');
    expect(archivePath('nightly.tgz', now)).toBe(resolve('nightly.tgz'));
  });
});
