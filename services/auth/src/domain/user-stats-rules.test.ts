import { describe, expect, it } from 'vitest';
import { summariseUsers } from './user-stats-rules';

const now = new Date('2026-11-24T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('summariseUsers', () => {
  it('when accounts of every role exist, then they are counted by role, blocked ones and those of the last 30 days', () => {
    const stats = summariseUsers(
      [
        { role: 'USER', status: 'ACTIVE', createdAt: daysAgo(1) },
        { role: 'USER', status: 'BLOCKED', createdAt: daysAgo(30) },
        { role: 'DEALER', status: 'ACTIVE', createdAt: daysAgo(31) },
        { role: 'ADMIN', status: 'ACTIVE', createdAt: daysAgo(400) },
      ],
      now,
    );
    expect(stats).toEqual({
      totalUsers: 4,
      byRole: { USER: 2, DEALER: 1, ADMIN: 1 },
      blocked: 1,
      newLast30Days: 2,
    });
  });

  it('when there is no account, then every figure is 0', () => {
    expect(summariseUsers([], now)).toEqual({
      totalUsers: 0,
      byRole: { USER: 0, DEALER: 0, ADMIN: 0 },
      blocked: 0,
      newLast30Days: 0,
    });
  });
});
