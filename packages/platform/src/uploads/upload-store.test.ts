import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadStore, type UploadStore } from './upload-store';

let root: string;
let store: UploadStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ghar-uploads-'));
  store = createUploadStore({ rootDir: root, service: 'demo' });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const upload = {
  kind: 'photo',
  ext: 'jpg' as const,
  mime: 'image/jpeg',
  content: Buffer.from('main'),
  thumbnail: Buffer.from('thumb'),
};

describe('upload store', () => {
  it('when a file is saved, then it lives under <service>/<kind> with a random name and a thumbnail', async () => {
    const stored = await store.save(upload);
    expect(stored.url).toMatch(/^\/uploads\/demo\/photo\/[a-f0-9]{32}\.jpg$/);
    expect(stored.thumbnailUrl).toBe(stored.url.replace('.jpg', '-thumb.jpg'));
    const fileName = stored.url.split('/').pop()!;
    const located = await store.locate('photo', fileName);
    expect(await readFile(located!.path, 'utf8')).toBe('main');
    const thumb = await store.locate('photo', fileName.replace('.jpg', '-thumb.jpg'));
    expect(thumb).toMatchObject({ thumbnail: true, originalUrl: stored.url });
  });

  it('when a file is removed, then its thumbnail goes too', async () => {
    const stored = await store.save(upload);
    await store.remove(stored.url);
    expect(await store.locate('photo', stored.url.split('/').pop()!)).toBeNull();
    expect(await store.locate('photo', stored.thumbnailUrl!.split('/').pop()!)).toBeNull();
  });

  it('when a name is not one the store writes, then nothing is located or parsed', async () => {
    expect(await store.locate('photo', '../../etc/passwd')).toBeNull();
    expect(await store.locate('..', 'a'.repeat(32) + '.jpg')).toBeNull();
    expect(store.parseUrl('/uploads/other/photo/' + 'a'.repeat(32) + '.jpg')).toBeNull();
    expect(store.parseUrl('/uploads/demo/photo/x/' + 'a'.repeat(32) + '.jpg')).toBeNull();
  });
});
