import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../http/create-http-app';
import { signedIdentityHeaders } from '../http/signed-headers';
import { createLogger } from '../logging/logger';
import { uploadsRouter } from './serve-uploads';
import { createUploadStore, type UploadStore } from './upload-store';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

const SECRET = 'unit-test-signing-secret';
let runDir: string;
let store: UploadStore;
let server: Server;
let base: string;

beforeAll(async () => {
  runDir = await mkdtemp(path.join(tmpdir(), 'ghar-serve-'));
  // The layout `npm start` uses: the uploads folder sits inside a dot-folder (`.data/uploads`).
  store = createUploadStore({ rootDir: path.join(runDir, '.data', 'uploads'), service: 'demo' });
  const app = createHttpApp({
    logger: createLogger({ service: 'unit', level: 'silent' }),
    signingSecret: SECRET,
    health: {},
    routes: (router) => router.use(uploadsRouter(store, { photo: { access: 'public' } })),
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(runDir, { recursive: true, force: true });
});

const get = (url: string) =>
  fetch(`${base}${url}`, { headers: signedIdentityHeaders(SECRET, { method: 'GET', path: url }) });

describe('serving uploads from a folder inside a dot-folder', () => {
  it('when a stored file is fetched, then its bytes come back with its cache policy', async () => {
    const { url } = await store.save({
      kind: 'photo',
      ext: 'jpg',
      mime: 'image/jpeg',
      content: Buffer.from('jpeg bytes'),
    });
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
    expect(await res.text()).toBe('jpeg bytes');
  });

  it('when a well-formed name has no file, then 404 with the file text, never 500', async () => {
    const res = await get(`/uploads/demo/photo/${'0'.repeat(32)}.jpg`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe(ERROR_MESSAGES.fileNotFound);
  });
});
