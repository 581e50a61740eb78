import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith } from '@ghar/testing';
import { startAuthService, type AuthService, type TestUser } from './support/auth-service';
import { photo, sixMegabyteImage, textPretendingToBePng } from './support/images';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.close());

const upload = async (
  target: string,
  field: string,
  as: TestUser,
  content: Buffer,
  name = 'p.jpg',
) =>
  svc.call('POST', target, {
    as: as.identity,
    form: formWith({}, { field, name, content, type: 'image/jpeg' }),
  });

describe.each([
  ['/auth/profile-picture', 'profilePic', 'profilePicUrl', 'profile'],
  ['/auth/aadhaar-image', 'aadhaarImage', 'aadhaarImageUrl', 'aadhaar'],
])('POST %s', (target, field, urlKey, kind) => {
  it('when a real image is sent, then its URL comes back and the user points at it', async () => {
    const user = await svc.createUser();
    const res = await upload(target, field, user, await photo());
    expect(res.status).toBe(200);
    expect(res.body.data[urlKey]).toMatch(new RegExp(`^/uploads/auth/${kind}/[a-f0-9]{32}\\.jpg$`));
    expect(res.body.data.user[field]).toBe(res.body.data[urlKey]);
  });

  it('when a text file named x.png is sent, then it is refused with the spec text', async () => {
    const user = await svc.createUser();
    const res = await upload(target, field, user, textPretendingToBePng(), 'x.png');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(V.imageOnly);
  });

  it('when a 6MB image is sent, then 413 with the spec text', async () => {
    const user = await svc.createUser();
    const res = await upload(target, field, user, await sixMegabyteImage(), 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(V.imageTooLarge);
  });

  it('when no file is sent, then it asks for an image', async () => {
    const user = await svc.createUser();
    const res = await svc.call('POST', target, { as: user.identity, form: formWith({}) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(V.imageOnly);
  });

  it('when a visitor uploads, then 401 before the file is read', async () => {
    const res = await svc.call('POST', target, {
      form: formWith({}, { field, name: 'p.jpg', content: await photo() }),
    });
    expect(res.status).toBe(401);
  });

  it('when a second image replaces the first, then the first file is gone', async () => {
    const user = await svc.createUser();
    const first = (await upload(target, field, user, await photo())).body.data[urlKey] as string;
    await upload(target, field, user, await photo(320, 240));
    const admin = await svc.createUser('ADMIN');
    expect((await svc.call('GET', first, { as: admin.identity })).status).toBe(404);
  });
});

describe('serving uploaded images', () => {
  it('when anyone asks for a profile picture, then it is served publicly without its EXIF', async () => {
    const user = await svc.createUser();
    const url = (await upload('/auth/profile-picture', 'profilePic', user, await photo(2400, 1800)))
      .body.data.profilePicUrl as string;
    const res = await svc.call('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
    expect((res.body as Buffer).includes(Buffer.from('exif-marker-do-not-keep'))).toBe(false);
    const thumb = await svc.call('GET', url.replace('.jpg', '-thumb.jpg'));
    expect(thumb.status).toBe(200);
  });

  it('when an Aadhaar image is asked for, then the owner and an admin get it, another user 403 and a visitor 401', async () => {
    const owner = await svc.createUser();
    const other = await svc.createUser();
    const admin = await svc.createUser('ADMIN');
    const url = (await upload('/auth/aadhaar-image', 'aadhaarImage', owner, await photo())).body
      .data.aadhaarImageUrl as string;

    const asOwner = await svc.call('GET', url, { as: owner.identity });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('cache-control')).toBe('private, no-store');
    expect((await svc.call('GET', url, { as: admin.identity })).status).toBe(200);

    const asOther = await svc.call('GET', url, { as: other.identity });
    expect(asOther.status).toBe(403);
    expect(asOther.body.error).toBe(ERROR_MESSAGES.accessDenied);
    const asVisitor = await svc.call('GET', url);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.error).toBe(ERROR_MESSAGES.authRequired);
  });

  it('when a file name is unknown or malformed, then a visitor cannot tell (401) and a public miss is 404', async () => {
    expect((await svc.call('GET', `/uploads/auth/aadhaar/${'0'.repeat(32)}.jpg`)).status).toBe(401);
    expect((await svc.call('GET', `/uploads/auth/profile/${'0'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await svc.call('GET', '/uploads/auth/profile/..%2F..%2Fetc%2Fpasswd')).status).toBe(
      404,
    );
    expect((await svc.call('GET', '/uploads/auth/secret/x.jpg')).status).toBe(404);
  });
});

describe('admin uploads for a user', () => {
  it('when an admin uploads a profile picture and Aadhaar image for a user, then the user gets them', async () => {
    const admin = await svc.createUser('ADMIN');
    const user = await svc.createUser();
    const pic = await upload(
      `/admin/users/${user.id}/profile-picture`,
      'profilePic',
      admin,
      await photo(),
    );
    expect(pic.status).toBe(200);
    const card = await upload(
      `/admin/users/${user.id}/aadhaar-image`,
      'aadhaarImage',
      admin,
      await photo(),
    );
    expect(card.status).toBe(200);
    const me = await svc.call('GET', '/auth/me', { as: user.identity });
    expect(me.body.data.user).toMatchObject({
      profilePic: pic.body.data.profilePicUrl,
      aadhaarImage: card.body.data.aadhaarImageUrl,
    });
    expect(
      (await svc.call('GET', card.body.data.aadhaarImageUrl, { as: user.identity })).status,
    ).toBe(200);
  });

  it('when an admin uploads a text file named x.png for a user, then the spec text comes back', async () => {
    const admin = await svc.createUser('ADMIN');
    const user = await svc.createUser();
    const res = await upload(
      `/admin/users/${user.id}/aadhaar-image`,
      'aadhaarImage',
      admin,
      textPretendingToBePng(),
      'x.png',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(V.imageOnly);
  });

  it('when a USER uses the admin upload, then 403', async () => {
    const user = await svc.createUser();
    const victim = await svc.createUser();
    const res = await upload(
      `/admin/users/${victim.id}/profile-picture`,
      'profilePic',
      user,
      await photo(),
    );
    expect(res.status).toBe(403);
  });
});
