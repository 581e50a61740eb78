import { PAYMENT_MESSAGES, type PaymentView } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { CallerIdentity } from '@ghar/platform';
import { multipartForm, startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { completeFiles, rentFlat } from './listing-form';

let service: TestService;
let ids: TestService['identities'];

beforeAll(async () => {
  service = await startTestService(listingsService);
  ids = service.identities;
});
afterAll(() => service?.close());

/** A listing of `ids.user` created with its fee's proof and UPI reference. */
async function listedWithFee(reference: string): Promise<string> {
  const res = await service.call('POST', '/properties', {
    as: ids.user,
    form: multipartForm(rentFlat({ title: `Fee ${reference}`, listingFeeReference: reference }), [
      ...(await completeFiles()),
    ]),
  });
  expect(res.status).toBe(201);
  return (res.body.data as { id: string }).id;
}

const listingFeePayments = async (as: CallerIdentity = ids.admin) => {
  const res = await service.call('GET', '/properties/admin/fee-payments', { as });
  return { status: res.status, body: res.body, list: res.body.data as PaymentView[] };
};

const move = (id: string, json: unknown, as: CallerIdentity = ids.admin) =>
  service.call('PUT', `/properties/${id}/fee-payment`, { as, json });

describe('listing fee payments', () => {
  it('when a listing is created with its fee, then the admin sees the fee RECEIVED with its reference, proof and owner', async () => {
    const id = await listedWithFee('GHAR-FEE11111');
    const fee = (await listingFeePayments()).list.find((payment) => payment.id === id);
    expect(fee).toMatchObject({
      source: 'LISTING_FEE',
      propertyId: id,
      propertyTitle: 'Fee GHAR-FEE11111',
      amount: 100,
      references: ['GHAR-FEE11111'],
      payer: { id: ids.user.userId, email: ids.user.email },
      state: 'RECEIVED',
      history: [],
    });
    expect(fee?.proofUrl).toMatch(/^\/uploads\/listings\//);
  });

  it('when the admin asks a page at a time, then fees come newest first, `limit` each, a page past the end empty', async () => {
    const older = await listedWithFee('GHAR-PAGE1111');
    const newer = await listedWithFee('GHAR-PAGE2222');
    const page = async (query: string) => {
      const res = await service.call('GET', `/properties/admin/fee-payments?${query}`, {
        as: ids.admin,
      });
      expect(res.status).toBe(200);
      return (res.body.data as PaymentView[]).map((payment) => payment.id);
    };
    expect(await page('page=1&limit=1')).toEqual([newer]);
    expect(await page('page=2&limit=1')).toEqual([older]);
    expect(await page('page=1000&limit=100')).toEqual([]);
    const refused = await service.call('GET', '/properties/admin/fee-payments?limit=101', {
      as: ids.admin,
    });
    expect(refused.status).toBe(400);
  });

  it('when an admin verifies then keeps a fee, then each move is kept with who, when and the note; a settled fee moves no more (409)', async () => {
    const id = await listedWithFee('GHAR-FEE22222');
    const verified = await move(id, { state: 'VERIFIED', note: 'seen in the bank statement' });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      state: 'VERIFIED',
      history: [
        {
          state: 'VERIFIED',
          by: ids.admin.userId,
          byEmail: ids.admin.email,
          note: 'seen in the bank statement',
        },
      ],
    });
    expect((await move(id, { state: 'KEPT' })).body.data).toMatchObject({ state: 'KEPT' });

    const again = await move(id, { state: 'REFUNDED' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: PAYMENT_MESSAGES.illegalMove });
    const fee = (await listingFeePayments()).list.find((payment) => payment.id === id);
    expect(fee?.history.map((step) => step.state)).toEqual(['VERIFIED', 'KEPT']);
  });

  it('when an admin verifies then refunds a fee, then each move publishes ListingFeePaymentChanged for its owner (issue 27)', async () => {
    const id = await listedWithFee('GHAR-FEE44444');
    expect((await move(id, { state: 'VERIFIED' })).status).toBe(200);
    expect((await move(id, { state: 'REFUNDED' })).status).toBe(200);
    const changes = (
      await service.readEvents(
        (all) =>
          all.filter((e) => e.type === 'ListingFeePaymentChanged' && e.subject === id).length >= 2,
      )
    ).events.filter((e) => e.type === 'ListingFeePaymentChanged' && e.subject === id);
    expect(changes.map((e) => e.data)).toEqual([
      {
        propertyId: id,
        title: 'Fee GHAR-FEE44444',
        ownerId: ids.user.userId,
        ownerEmail: ids.user.email,
        amount: 100,
        state: 'VERIFIED',
        changedAt: expect.any(String),
      },
      expect.objectContaining({ state: 'REFUNDED', amount: 100 }),
    ]);
    expect(changes[0]?.actor).toBe(ids.admin.userId);
  });

  it('when a RECEIVED fee is refunded before it is verified, then 409 and it stays RECEIVED', async () => {
    const id = await listedWithFee('GHAR-FEE33333');
    expect((await move(id, { state: 'REFUNDED' })).status).toBe(409);
    expect((await listingFeePayments()).list.find((payment) => payment.id === id)?.state).toBe(
      'RECEIVED',
    );
  });

  it('when two admins verify the same fee at once, then one wins and the other gets 409', async () => {
    const id = await listedWithFee('GHAR-FEE44444');
    const answers = await Promise.all([
      move(id, { state: 'VERIFIED' }),
      move(id, { state: 'VERIFIED' }, { ...ids.admin, userId: 'a'.repeat(24) }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const fee = (await listingFeePayments()).list.find((payment) => payment.id === id);
    expect(fee?.history).toHaveLength(1);
  });

  it('when a visitor or a user asks, then 401 / 403; an unknown listing or state is 404 / 400', async () => {
    const id = await listedWithFee('GHAR-FEE55555');
    expect((await listingFeePayments(ids.visitor)).status).toBe(401);
    const asUser = await listingFeePayments(ids.user);
    expect(asUser.status).toBe(403);
    expect(asUser.body.error).toBe(ERROR_MESSAGES.accessDenied);
    expect((await move(id, { state: 'VERIFIED' }, ids.user)).status).toBe(403);
    expect((await move(id, { state: 'VERIFIED' }, ids.visitor)).status).toBe(401);
    expect((await move('0'.repeat(24), { state: 'VERIFIED' })).status).toBe(404);
    expect((await move('not-an-id', { state: 'VERIFIED' })).status).toBe(404);
    expect((await move(id, { state: 'RECEIVED' })).status).toBe(400);
  });
});
