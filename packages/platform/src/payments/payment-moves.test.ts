import { PAYMENT_MESSAGES, type PaymentState } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { movePaymentState, paymentStateFilter, type PaymentStateStore } from './payment-moves';

type Row = { state: PaymentState; steps: number };

/** A store that moves only from the state it holds, as the services' conditional writes do. */
const storeOf = (rows: Record<string, Row>, raceTo?: PaymentState): PaymentStateStore<Row> => ({
  find: async (id) => (rows[id] ? { ...rows[id] } : null),
  move: async (id, from, step) => {
    const row = rows[id];
    if (raceTo && row) row.state = raceTo;
    if (!row || row.state !== from) return null;
    rows[id] = { state: step.state, steps: row.steps + 1 };
    return { ...rows[id] };
  },
});

const admin = { userId: 'a1', email: 'a1@ghar.in' };
const at = new Date('2026-11-24T01:00:00Z');

describe('movePaymentState', () => {
  it('when a move is allowed, then it is made with its step', async () => {
    const rows = { p: { state: 'RECEIVED' as PaymentState, steps: 0 } };
    await expect(
      movePaymentState(storeOf(rows), 'p', { state: 'VERIFIED' }, admin, at),
    ).resolves.toEqual({
      state: 'VERIFIED',
      steps: 1,
    });
  });

  it('when the payment is unknown, then 404; when the state does not allow the move, then 409', async () => {
    const rows = { p: { state: 'RECEIVED' as PaymentState, steps: 0 } };
    await expect(
      movePaymentState(storeOf(rows), 'x', { state: 'VERIFIED' }, admin, at),
    ).rejects.toMatchObject({
      httpStatus: 404,
      message: PAYMENT_MESSAGES.notFound,
    });
    await expect(
      movePaymentState(storeOf(rows), 'p', { state: 'KEPT' }, admin, at),
    ).rejects.toMatchObject({
      httpStatus: 409,
      message: PAYMENT_MESSAGES.illegalMove,
    });
  });

  it('when another admin moved it between the read and the write, then 409', async () => {
    const rows = { p: { state: 'RECEIVED' as PaymentState, steps: 0 } };
    await expect(
      movePaymentState(storeOf(rows, 'VERIFIED'), 'p', { state: 'VERIFIED' }, admin, at),
    ).rejects.toMatchObject({ httpStatus: 409 });
  });
});

describe('paymentStateFilter', () => {
  it('when the state is RECEIVED, then a record never moved (no field) matches too', () => {
    expect(paymentStateFilter('s', 'RECEIVED')).toEqual({ $or: [{ s: null }, { s: 'RECEIVED' }] });
    expect(paymentStateFilter('s', 'VERIFIED')).toEqual({ s: 'VERIFIED' });
  });
});
