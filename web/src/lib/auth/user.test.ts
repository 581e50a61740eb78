import { describe, expect, it } from 'vitest';
import { canJoinAsDealer, displayName } from './user';
import { parseStoredUser, toStoredUser } from './user-schema';
import type { AuthUser } from './user';

const asha: AuthUser = {
  id: 'u1',
  email: 'asha.verma@example.in',
  name: 'Asha Verma',
  role: 'USER',
};

describe('parseStoredUser', () => {
  it('when nothing is stored, then there is no user and nothing is corrupt', () => {
    expect(parseStoredUser(null)).toEqual({ user: null, corrupt: false });
  });

  it('when a valid user is stored, then it is restored without personal extras', () => {
    const raw = JSON.stringify({ ...asha, mobile: '9876543210' });
    expect(parseStoredUser(raw)).toEqual({ user: asha, corrupt: false });
  });

  it('when the stored text is not JSON, then it is reported corrupt', () => {
    expect(parseStoredUser('{not json')).toEqual({ user: null, corrupt: true });
  });

  it('when the stored JSON is not a user, then it is reported corrupt', () => {
    expect(parseStoredUser('{"email":"a@b.in","role":"KING"}').corrupt).toBe(true);
    expect(parseStoredUser('"just a string"').corrupt).toBe(true);
    expect(parseStoredUser('null').corrupt).toBe(true);
  });
});

describe('toStoredUser', () => {
  it('when the server sends the user their own record, then the Aadhaar number, mobile and Aadhaar image are not kept', () => {
    const own = {
      ...asha,
      mobile: '9876543210',
      aadhaar: '234567890123',
      aadhaarImage: '/uploads/auth/aadhaar/x.jpg',
      profilePic: '/uploads/auth/profile/p.jpg',
      dealer: { referralCode: 'MEERA123', status: 'APPROVED', commission: 10 },
    };
    expect(toStoredUser(own)).toEqual({
      ...asha,
      profilePic: '/uploads/auth/profile/p.jpg',
      dealer: { referralCode: 'MEERA123', status: 'APPROVED' },
    });
    expect(JSON.stringify(toStoredUser(own))).not.toContain('234567890123');
  });

  it('when the value is not a user, then nothing is kept', () => {
    expect(toStoredUser({ email: 'a@b.in', role: 'KING' })).toBeNull();
  });
});

describe('displayName', () => {
  it('when the user has a name, then the name is shown', () => {
    expect(displayName(asha)).toBe('Asha Verma');
  });

  it('when the user has no name, then the part of the e-mail before @ is shown', () => {
    expect(displayName({ ...asha, name: null })).toBe('asha.verma');
    expect(displayName({ ...asha, name: '  ' })).toBe('asha.verma');
  });
});

describe('canJoinAsDealer', () => {
  it('when nobody is signed in, then Join Us shows', () => {
    expect(canJoinAsDealer(null)).toBe(true);
  });

  it('when a USER has no dealer record, then Join Us shows', () => {
    expect(canJoinAsDealer(asha)).toBe(true);
  });

  it('when a USER already applied, or the user is a dealer or admin, then it is hidden', () => {
    expect(
      canJoinAsDealer({ ...asha, dealer: { status: 'PENDING', referralCode: 'AB12CD34' } }),
    ).toBe(false);
    expect(canJoinAsDealer({ ...asha, role: 'DEALER' })).toBe(false);
    expect(canJoinAsDealer({ ...asha, role: 'ADMIN' })).toBe(false);
  });
});
