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
    expect(streamAccessEndsFor('UserBlocked', { ...admin, status: 'BLOCKED' })).toBe('u1');
    expect(streamAccessEndsFor('UserDeleted', { userId: 'u1' })).toBe('u1');
  });

  it('when an admin is made a USER or DEALER, then their streams end', () => {
    expect(streamAccessEndsFor('UserUpdated', { ...admin, role: 'USER' })).toBe('u1');
    expect(streamAccessEndsFor('UserUpdated', { ...admin, role: 'DEALER' })).toBe('u1');
  });

  it('when an active admin only edits their profile, then nothing ends', () => {
    const renamed = { ...admin, name: 'Asha R' };
    expect(streamAccessEndsFor('UserUpdated', renamed)).toBe(undefined);
  });
});
