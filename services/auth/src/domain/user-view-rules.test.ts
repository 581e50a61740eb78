import { describe, expect, it } from 'vitest';
import type { UserRecord } from './user';
import { toUserView } from './user-view-rules';

const user: UserRecord = {
  id: 'u1',
  email: 'asha@example.in',
  name: 'Asha',
  mobile: '9876543210',
  aadhaar: { iv: 'i', tag: 't', ciphertext: 'c', last4: '1234' },
  aadhaarImage: '/uploads/auth/aadhaar/a.jpg',
  profilePic: '/uploads/auth/profile/p.jpg',
  role: 'USER',
  status: 'ACTIVE',
  passwordHash: '$argon2id$secret-hash',
  passwordChangedAt: new Date('2025-01-02T03:04:05Z'),
  revision: 0,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  updatedAt: new Date('2025-01-01T00:00:00Z'),
};

describe('toUserView', () => {
  it('when the user views themself, then the Aadhaar number is masked, the image shows and no password facts', () => {
    const view = toUserView(user, { userId: 'u1', role: 'USER' });
    expect(view).toMatchObject({ aadhaar: 'XXXX XXXX 1234', aadhaarImage: user.aadhaarImage });
    expect(view).not.toHaveProperty('hasPassword');
    expect(JSON.stringify(view)).not.toContain('argon2');
  });

  it('when an admin views a user, then Aadhaar is masked, with whether a password is set and when it changed', () => {
    const view = toUserView(user, { userId: 'admin', role: 'ADMIN' });
    expect(view).toMatchObject({
      aadhaar: 'XXXX XXXX 1234',
      hasPassword: true,
      passwordChangedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(JSON.stringify(view)).not.toContain('argon2');
  });

  it('when anyone else views a user, then Aadhaar is masked and the Aadhaar image is withheld', () => {
    const view = toUserView(user, { userId: 'u2', role: 'DEALER' });
    expect(view).toMatchObject({ aadhaar: 'XXXX XXXX 1234', aadhaarImage: null });
  });

  it('when a user has no Aadhaar, password or dealer, then those read as empty', () => {
    const bare: UserRecord = { ...user, aadhaar: undefined, passwordHash: undefined };
    const view = toUserView(bare, { userId: 'a', role: 'ADMIN' });
    expect(view).toMatchObject({ aadhaar: null, hasPassword: false, dealer: null });
  });
});
