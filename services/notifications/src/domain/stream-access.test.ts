import { describe, expect, it } from 'vitest';
import { streamAccessEndsFor } from './stream-access';

const admin = {
  userId: 'u1',
  email: 'a@ghar.test',
  name: 'Asha',
  role: 'ADMIN' as const,
  status: 'ACTIVE' as const,
};

describe('streamAccessEndsFor', () => {
  it('when a user is blocked or deleted, then their streams end', () => {
    expect(
      streamAccessEndsFor({ type: 'UserBlocked', data: { ...admin, status: 'BLOCKED' } }),
    ).toBe('u1');
    expect(streamAccessEndsFor({ type: 'UserDeleted', data: { userId: 'u1', email: 'a@x' } })).toBe(
      'u1',
    );
  });

  it('when an admin is made a USER or DEALER, then their streams end', () => {
    expect(streamAccessEndsFor({ type: 'UserUpdated', data: { ...admin, role: 'USER' } })).toBe(
      'u1',
    );
    expect(streamAccessEndsFor({ type: 'UserUpdated', data: { ...admin, role: 'DEALER' } })).toBe(
      'u1',
    );
  });

  it('when an active admin only edits their profile, then nothing ends', () => {
    expect(streamAccessEndsFor({ type: 'UserUpdated', data: { ...admin, name: 'Asha R' } })).toBe(
      undefined,
    );
  });
});
