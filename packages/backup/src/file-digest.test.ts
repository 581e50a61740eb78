import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyWithDigest, digestFile, listFiles } from './file-digest';

let dir: string | undefined;
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe('listFiles', () => {
  it('when a tree has nested folders and a symbolic link, then it lists the regular files, sorted, with / separators', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ghar-list-'));
    await mkdir(join(dir, 'listings', 'photos'), { recursive: true });
    await writeFile(join(dir, 'listings', 'photos', 'b.webp'), 'b');
    await writeFile(join(dir, 'a.txt'), 'a');
    await mkdir(join(dir, 'empty'));
    await symlink(join(dir, 'a.txt'), join(dir, 'link.txt'));
    expect(await listFiles(dir)).toEqual(['a.txt', 'listings/photos/b.webp']);
  });

  it('when the folder does not exist, then there are no files', async () => {
    expect(await listFiles(join(tmpdir(), 'ghar-no-such-folder-for-sure'))).toEqual([]);
  });
});

describe('copyWithDigest', () => {
  it('when a file is copied, then the digest is of the bytes copied', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ghar-copy-'));
    await writeFile(join(dir, 'from'), 'hello');
    const copied = await copyWithDigest(join(dir, 'from'), join(dir, 'deep', 'to'));
    expect(copied).toEqual({
      bytes: 5,
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    expect(await digestFile(join(dir, 'deep', 'to'))).toEqual(copied);
  });
});
