import { describe, expect, it } from 'vitest';
import {
  addTally,
  dayKey,
  nest,
  statsOfTally,
  summariseUsers,
  tallyChange,
} from './user-stats-rules';

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

describe('tallyChange', () => {
  const user = { role: 'USER', status: 'ACTIVE', createdAt: daysAgo(2) } as const;

  it('when an account is created, then it adds one live account of its role and day', () => {
    expect(tallyChange(null, user)).toEqual({
      live: 1,
      'byRole.USER': 1,
      [`createdOn.${dayKey(daysAgo(2))}`]: 1,
    });
  });

  it('when the role and the block change, then only those counters move', () => {
    expect(tallyChange(user, { ...user, role: 'DEALER', status: 'BLOCKED' })).toEqual({
      'byRole.USER': -1,
      'byRole.DEALER': 1,
      blocked: 1,
    });
    expect(tallyChange(user, user)).toEqual({});
  });

  it('when a blocked account is deleted, then everything it added is taken back', () => {
    const blocked = { ...user, status: 'BLOCKED' } as const;
    expect(tallyChange(blocked, { ...blocked, status: 'DELETED' })).toEqual({
      live: -1,
      'byRole.USER': -1,
      blocked: -1,
      [`createdOn.${dayKey(daysAgo(2))}`]: -1,
    });
  });

  it('when every change is added up, then the figures equal counting the accounts', () => {
    const a = { role: 'USER', status: 'ACTIVE', createdAt: daysAgo(1) } as const;
    const b = { role: 'ADMIN', status: 'ACTIVE', createdAt: daysAgo(40) } as const;
    const tally = [
      tallyChange(null, a),
      tallyChange(null, b),
      tallyChange(a, { ...a, status: 'BLOCKED' }),
      tallyChange(b, { ...b, status: 'DELETED' }),
    ].reduce((sum, change) => addTally(sum, change), {});
    expect(statsOfTally(nest(tally), now)).toEqual(
      summariseUsers([{ ...a, status: 'BLOCKED' }], now),
    );
  });
});
