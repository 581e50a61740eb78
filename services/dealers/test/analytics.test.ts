import type { DealerStatus } from '@ghar/contracts/constants';
import type { DealerAnalytics } from '@ghar/contracts/http';
import type { CallerIdentity } from '@ghar/platform';
import { startTestService } from '@ghar/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersService } from '../src/build-service';
import { commissionModel } from '../src/data-access/commission-model';
import { dealerModel } from '../src/data-access/dealer-model';
import type { DealersInstance } from './dealer-fixtures';

let service: DealersInstance;

/** 24 Nov 2026, 11:30 IST: the twelve months run from December 2025 to November 2026. */
const NOW = new Date('2026-11-24T06:00:00Z');
const id = () => randomBytes(12).toString('hex');

/** Only what the analytics read, straight to the collection (below mongoose's typing)s, at the times the test names. */
const application = (status: DealerStatus, createdAt: string) => ({
  _id: id(),
  userId: id(),
  status,
  referralCode: randomBytes(4).toString('hex').toUpperCase(),
  sponsorId: null,
  level: 1,
  createdAt: new Date(createdAt),
});
const entry = (kind: 'EARNED' | 'REVERSED', amountPaise: number, createdAt: string) => ({
  _id: id(),
  dealerId: id(),
  bookingId: id(),
  kind,
  amountPaise,
  createdAt: new Date(createdAt),
});

beforeAll(async () => {
  service = (await startTestService(dealersService)) as unknown as DealersInstance;
  service.built.dealers.clock.now = () => NOW;
  await dealerModel(service.infra.conn).collection.insertMany([
    application('APPROVED', '2026-11-02T10:00:00Z'),
    application('PENDING', '2026-11-20T10:00:00Z'),
    // 1 Nov 00:10 IST, still 31 Oct in UTC: November.
    application('REJECTED', '2026-10-31T18:40:00Z'),
    // 31 Oct 23:50 IST: October.
    application('APPROVED', '2026-10-31T18:20:00Z'),
    application('APPROVED', '2025-12-01T00:00:00Z'),
    // Before the window (November 2025) and after the clock's now: left out.
    application('APPROVED', '2025-11-15T00:00:00Z'),
    application('PENDING', '2026-11-24T07:00:00Z'),
  ] as never[]);
  await commissionModel(service.infra.conn).collection.insertMany([
    entry('EARNED', 720_000, '2026-11-03T00:00:00Z'),
    entry('EARNED', 180_000, '2026-11-03T00:00:00Z'),
    entry('REVERSED', -180_000, '2026-11-10T00:00:00Z'),
    entry('EARNED', 50_050, '2026-10-31T18:30:00Z'),
    entry('EARNED', 99_999, '2026-06-15T00:00:00Z'),
    entry('EARNED', 1_000, '2025-11-30T18:29:00Z'),
  ] as never[]);
  // Written below the service: its projections are built again from the collections, as at the
  // first start on a database from before them.
  await service.infra.conn.collection('dealer_network').deleteMany({});
  await service.infra.conn.collection('ledger_totals').deleteMany({});
  await service.built.rebuildProjections();
});
afterAll(async () => {
  await service?.close();
});

const analytics = async (as: CallerIdentity = service.identities.admin) =>
  service.call('GET', '/admin/analytics/dealers', { as });

const month = (key: string, figures: Partial<DealerAnalytics['months'][number]> = {}) => ({
  month: key,
  signups: 0,
  PENDING: 0,
  APPROVED: 0,
  REJECTED: 0,
  earnedPaise: 0,
  reversedPaise: 0,
  ...figures,
});

describe('GET /admin/analytics/dealers', () => {
  it('when an admin asks, then signups by status and commission earned and reversed are counted per IST month', async () => {
    const res = await analytics();
    expect(res.status).toBe(200);
    const { months } = res.body.data as DealerAnalytics;
    expect(months).toEqual([
      month('2025-12', { signups: 1, APPROVED: 1, earnedPaise: 0 }),
      month('2026-01'),
      month('2026-02'),
      month('2026-03'),
      month('2026-04'),
      month('2026-05'),
      month('2026-06', { earnedPaise: 99_999 }),
      month('2026-07'),
      month('2026-08'),
      month('2026-09'),
      month('2026-10', { signups: 1, APPROVED: 1 }),
      month('2026-11', {
        signups: 3,
        APPROVED: 1,
        PENDING: 1,
        REJECTED: 1,
        earnedPaise: 950_050,
        reversedPaise: 180_000,
      }),
    ]);
  });

  it('when a user or a visitor asks, then they are refused', async () => {
    expect((await analytics(service.identities.user)).status).toBe(403);
    expect((await analytics({})).status).toBe(401);
  });
});
