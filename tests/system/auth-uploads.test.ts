import { randomInt, randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

// The whole stack through the gateway (globalSetup: packages/testing/src/global-setup-stack.ts).
const base = () => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set: run with the system project');
  return url;
};

async function call(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
) {
  const response = await fetch(`${base()}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? await response.json()
    : Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: body as any, type };
}

const photo = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#7a9e3d' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'exif-through-gateway' } })
    .toBuffer();

/** Signs up through the public form (with the Aadhaar card image) and logs in. */
async function signUpWithCard(card?: { name: string; content: Buffer }) {
  const email = `upload-${randomUUID().slice(0, 8)}@ghar.test`;
  const password = 'Ghar@Upload1';
  const form = new FormData();
  form.set('name', 'Upload User');
  form.set('email', email);
  form.set('mobile', `8${randomInt(100_000_000, 999_999_999)}`);
  form.set('password', password);
  form.set('aadhaar', `5${randomInt(10_000_000_000, 99_999_999_999)}`);
  if (card) form.set('aadhaarImage', new Blob([card.content], { type: 'image/jpeg' }), card.name);
  const signup = await call('POST', '/api/auth/signup', { form });
  if (signup.status !== 201) return { signup };
  const login = await call('POST', '/api/auth/login', { json: { email, password } });
  expect(login.status).toBe(200);
  return { signup, token: login.body.data.token as string, user: login.body.data.user };
}

let adminToken: string;
beforeAll(async () => {
  const login = await call('POST', '/api/auth/login', {
    json: { email: process.env.GHAR_ADMIN_EMAIL, password: process.env.GHAR_ADMIN_PASSWORD },
  });
  expect(login.status).toBe(200);
  adminToken = login.body.data.token;
});

describe('Aadhaar images through the gateway', () => {
  it('when a user signs up with an Aadhaar card image, then the owner and an admin see it, another user gets 403 and a visitor 401', async () => {
    const owner = await signUpWithCard({ name: 'card.jpg', content: await photo() });
    const other = await signUpWithCard();
    const url = owner.user.aadhaarImage as string;
    expect(url).toMatch(/^\/uploads\/auth\/aadhaar\//);

    const asOwner = await call('GET', url, { token: owner.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.type).toBe('image/jpeg');
    expect((asOwner.body as Buffer).includes(Buffer.from('exif-through-gateway'))).toBe(false);
    expect((await call('GET', url, { token: adminToken })).status).toBe(200);
    expect((await call('GET', url, { token: other.token })).status).toBe(403);
    expect((await call('GET', url)).status).toBe(401);
  });

  it('when a text file named x.png is sent as the profile picture, then the spec text comes back through the gateway', async () => {
    const { token } = await signUpWithCard();
    const form = new FormData();
    form.set(
      'profilePic',
      new Blob([Buffer.from('plain text, not a picture')], { type: 'image/png' }),
      'x.png',
    );
    const res = await call('POST', '/api/auth/profile-picture', { token, form });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(V.imageOnly);
  });

  it('when a profile picture is uploaded, then anyone can see it', async () => {
    const { token } = await signUpWithCard();
    const form = new FormData();
    form.set('profilePic', new Blob([await photo()], { type: 'image/jpeg' }), 'me.jpg');
    const res = await call('POST', '/api/auth/profile-picture', { token, form });
    expect(res.status).toBe(200);
    expect((await call('GET', res.body.data.profilePicUrl)).status).toBe(200);
  });
});
