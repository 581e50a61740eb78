import type { PaymentView } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { reconcilePayments } from './payment-reconciliation';

const payment = (overrides: Partial<PaymentView>): PaymentView => ({
  source: 'BOOKING',
  id: 'b1',
  amount: 15_000,
  references: [],
  payer: { id: 'u1', email: 'u1@example.in' },
  propertyId: 'p1',
  propertyTitle: 'Flat',
  createdAt: '2026-11-20T10:00:00.000Z',
  state: 'RECEIVED',
  history: [],
  bookingOutcome: 'PENDING',
  ...overrides,
});

const fee = payment({
  source: 'LISTING_FEE',
  id: 'p1',
  amount: 100,
  references: ['UTR 777'],
  bookingOutcome: undefined,
  createdAt: '2026-10-31T19:00:00.000Z', // 1 November 00:30 in India
});
const unbooked = payment({ id: 'b1', references: ['utr777'], bookingOutcome: 'UNBOOKED' });
const rejected = payment({ id: 'b2', amount: 800, references: ['X1'], bookingOutcome: 'REJECTED' });
const expired = payment({ id: 'b3', amount: 300, bookingOutcome: 'EXPIRED', state: 'VERIFIED' });

const both = (fees: PaymentView[], bookings: PaymentView[]) => ({
  LISTING_FEE: { ok: true as const, data: fees },
  BOOKING: { ok: true as const, data: bookings },
});

describe('reconcilePayments', () => {
  it('when both sources answer, then the payments are merged newest first with duplicates and refunds owed', () => {
    const page = reconcilePayments(both([fee], [unbooked, rejected, expired]), {});
    expect(page.payments.map((p) => `${p.source}:${p.id}`)).toEqual([
      'BOOKING:b1',
      'BOOKING:b2',
      'BOOKING:b3',
      'LISTING_FEE:p1',
    ]);
    const byId = new Map(page.payments.map((p) => [p.id, p]));
    expect(byId.get('b1')).toMatchObject({ duplicateOf: ['LISTING_FEE:p1'], refundOwed: 14_000 });
    expect(byId.get('p1')).toMatchObject({ duplicateOf: ['BOOKING:b1'], refundOwed: 0 });
    expect(byId.get('b2')?.refundOwed).toBe(0);
    expect(byId.get('b3')?.refundOwed).toBe(300);
    expect(page.duplicates).toBe(2);
    expect(page.refundsOwed).toEqual({ count: 2, total: 14_300 });
    expect(page.unavailable).toEqual([]);
  });

  it('when filtered, then duplicates are still found across every payment and the sums cover what is shown', () => {
    const bySource = reconcilePayments(both([fee], [unbooked, expired]), { source: 'BOOKING' });
    expect(bySource.payments.find((p) => p.id === 'b1')?.duplicateOf).toEqual(['LISTING_FEE:p1']);
    expect(bySource.refundsOwed).toEqual({ count: 2, total: 14_300 });

    const byState = reconcilePayments(both([fee], [unbooked, expired]), { state: 'VERIFIED' });
    expect(byState.payments.map((p) => p.id)).toEqual(['b3']);
    expect(byState.refundsOwed).toEqual({ count: 1, total: 300 });
  });

  it('when refunds owed have paise, then their total is summed in whole paise', () => {
    const cents = [0.1, 0.2, 0.3].map((amount, i) =>
      payment({ id: `c${i}`, amount, bookingOutcome: 'EXPIRED', state: 'VERIFIED' }),
    );
    expect(reconcilePayments(both([], cents), {}).refundsOwed).toEqual({ count: 3, total: 0.6 });
  });

  it("when a month is asked, then a payment counts in its month in India's time", () => {
    const page = reconcilePayments(both([fee], [unbooked]), { month: '2026-11' });
    expect(page.payments.map((p) => p.id).sort()).toEqual(['b1', 'p1']);
    expect(reconcilePayments(both([fee], []), { month: '2026-10' }).payments).toEqual([]);
  });

  it('when one source does not answer, then the other still shows and the missing one is named', () => {
    const page = reconcilePayments(
      { LISTING_FEE: { ok: false, error: 'timed out' }, BOOKING: { ok: true, data: [expired] } },
      {},
    );
    expect(page.payments.map((p) => p.id)).toEqual(['b3']);
    expect(page.unavailable).toEqual([{ source: 'LISTING_FEE', error: 'timed out' }]);
  });
});
