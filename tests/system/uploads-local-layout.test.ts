import { randomInt, randomUUID } from 'node:crypto';
import { sep } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';

// The whole stack through the gateway (globalSetup: packages/testing/src/global-setup-stack.ts),
// with its uploads folder inside a dot-folder as `npm start`'s `.data/uploads` is.
const base = () => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set: run with the system project');
  return url;
};

const jpeg = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3d7a9e' } })
    .jpeg()
    .toBuffer();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${base()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Signs up with an Aadhaar card image and returns the session and the card's URL. */
async function signUpWithCard() {
  const email = `dotdir-${randomUUID().slice(0, 8)}@ghar.test`;
  const password = 'Ghar@Dotdir1';
  const form = new FormData();
  form.set('name', 'Dot Folder');
  form.set('email', email);
  form.set('mobile', `7${randomInt(100_000_000, 999_999_999)}`);
  form.set('password', password);
  form.set('aadhaar', `4${randomInt(10_000_000_000, 99_999_999_999)}`);
  form.set('aadhaarImage', new Blob([await jpeg()], { type: 'image/jpeg' }), 'card.jpg');
  const signup = await fetch(`${base()}/api/auth/signup`, { method: 'POST', body: form });
  expect(signup.status).toBe(201);
  const token = await login(email, password);
  const me = await fetch(`${base()}/api/auth/me`, { headers: bearer(token) });
  expect(me.headers.get('cache-control')).toBe('no-store');
  const { data } = (await me.json()) as { data: { user: { aadhaarImage: string } } };
  return { token, aadhaarImage: data.user.aadhaarImage };
}

let adminToken: string;
beforeAll(async () => {
  const admin = inject('admin');
  adminToken = await login(admin.email, admin.password);
});

describe('uploaded files from a folder inside a dot-folder', () => {
  it('when the stack runs, then its uploads folder sits inside a dot-folder as npm start does', () => {
    expect(inject('stackEnv').UPLOADS_DIR.split(sep)).toContain('.data');
  });

  it('when a profile picture is uploaded, then a visitor fetches it through the gateway', async () => {
    const { token } = await signUpWithCard();
    const form = new FormData();
    const bytes = await jpeg();
    form.set('profilePic', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
    const upload = await fetch(`${base()}/api/auth/profile-picture`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(upload.status).toBe(200);
    const { profilePicUrl } = ((await upload.json()) as { data: { profilePicUrl: string } }).data;

    const res = await fetch(`${base()}${profilePicUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('when an Aadhaar image is fetched, then its owner and an admin get it and a visitor 401', async () => {
    const { token, aadhaarImage } = await signUpWithCard();
    expect(aadhaarImage).toMatch(/^\/uploads\/auth\/aadhaar\//);
    for (const caller of [token, adminToken]) {
      const res = await fetch(`${base()}${aadhaarImage}`, { headers: bearer(caller) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await fetch(`${base()}${aadhaarImage}`)).status).toBe(401);
  });

  it('when a well-formed file name has no file, then 404, not 500', async () => {
    const res = await fetch(`${base()}/uploads/auth/profile/${'a'.repeat(32)}.jpg`);
    expect(res.status).toBe(404);
  });
});
