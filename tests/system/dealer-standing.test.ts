import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { multipartForm, waitFor, photoJpeg } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughGateway } from './support/booking-form';
import { logIn, logInAdmin, newPerson, signUp, type Caller } from './support/callers';
import { applyDealer } from './support/dealer-applications';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 23 items 4–7 across services, through the gateway: a role change without a new sign-in,
// one application for a dealer signup, and dealer codes that stop at their owner and at a block.

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;
const get = (path: string, caller?: Caller) => send({ method: 'get', path, token: caller?.token });
const errorOf = (answer: { text: string }) => (JSON.parse(answer.text) as { error: string }).error;

let admin: Caller;
let lister: Caller;
beforeAll(async () => {
  [admin, lister] = await Promise.all([logInAdmin(), signUp('user')]);
});

const approve = async (id: string) => {
  const answer = await send({
    method: 'put',
    path: `/api/admin/dealer-requests/${id}/approve`,
    token: admin.token,
  });
  expect(answer.status, answer.text).toBe(200);
};

/** A signed-in USER who applied and was approved, with the session they had before. */
async function approvedDealer() {
  const caller = await signUp('user');
  const applied = await applyDealer(caller);
  expect(applied.status, applied.text).toBe(201);
  const request = json<{ id: string; referralCode: string }>(applied);
  await approve(request.id);
  await waitFor(
    async () => (await get(`/api/dealers/referral/${request.referralCode}`)).status === 200,
  );
  return { ...request, caller: { ...caller, name: 'dealer' as const } };
}

const dealerSignup = (referralCode: string) => {
  const person = newPerson('dealer signup');
  return {
    person,
    answer: send({
      method: 'post',
      path: '/api/auth/dealer-signup',
      json: { ...person, referralCode },
    }),
  };
};

/** POST /api/bookings/create once (no retry), with a dealer code. */
const bookOnce = async (booker: Caller, propertyId: string, dealerCode: string) =>
  send({
    method: 'post',
    path: '/api/bookings/create',
    token: booker.token,
    form: multipartForm({ propertyId, paymentRef: 'UTR90909090', dealerCode }, [
      {
        field: 'paymentProof',
        content: await photoJpeg('#553377'),
        name: 'upi.jpg',
        type: 'image/jpeg',
      },
    ]),
  });

describe('dealers and their codes through the gateway', () => {
  it('when an admin approves a dealer who is signed in, then their next request with the same session works and shows role DEALER', async () => {
    const user = await signUp('user');
    const applied = await applyDealer(user);
    expect(applied.status, applied.text).toBe(201);
    await approve(json<{ id: string }>(applied).id);

    const me = await waitFor(
      async () => {
        const answer = await get('/api/auth/me', user);
        expect(answer.status, answer.text).toBe(200);
        const data = json<{ user: { role: string } }>(answer);
        return data.user.role === 'DEALER' && data;
      },
      { timeoutMs: 30_000 },
    );
    expect(me.user.role).toBe('DEALER');
    // The dealer-only route answers the old session: the gateway forwards the new role.
    const commissions = await get('/api/dealers/my-commissions', user);
    expect(commissions.status, commissions.text).toBe(200);
  });

  it('when apply-dealer comes right after a dealer signup, then there is exactly one application, with the name', async () => {
    const { person, answer } = dealerSignup('');
    expect((await answer).status).toBe(201);
    const caller: Caller = { name: 'user', ...(await logIn(person)) };
    const applied = await applyDealer(caller);
    expect([applied.status, errorOf(applied)]).toEqual([409, E.dealerApplicationPending]);
    const mine = json<{ user: { name: string }; status: string }>(
      await get('/api/dealers/me', caller),
    );
    expect(mine).toMatchObject({ status: 'PENDING', user: { name: person.name } });
    const requests = json<{ user: { id: string; name: string } }[]>(
      await get(`/api/admin/dealer-requests?search=${encodeURIComponent(person.email)}`, admin),
    );
    expect(requests.map((request) => request.user.name)).toEqual([person.name]);
  });

  it("when a dealer books with their own code, then 400 'Invalid dealer code'; once blocked, their code resolves nowhere", async () => {
    const dealer = await approvedDealer();
    const [first, second] = await Promise.all([
      listThroughGateway(lister, await rentFlatForm({ title: 'Code check flat one' })),
      listThroughGateway(lister, await rentFlatForm({ title: 'Code check flat two' })),
    ]);
    // Someone else books with the code: bookings knows it (and the first listing) now.
    const booker = await signUp('another user');
    await bookThroughGateway(booker, first.id, 'UTR80808080', dealer.referralCode);
    await waitFor(async () => (await bookOnce(dealer.caller, second.id, 'X')).status === 400);
    const own = await bookOnce(dealer.caller, second.id, dealer.referralCode.toLowerCase());
    expect([own.status, errorOf(own)]).toEqual([400, E.invalidDealerCode]);

    const blocked = await send({
      method: 'put',
      path: `/api/admin/users/${dealer.caller.id}/block`,
      token: admin.token,
    });
    expect(blocked.status, blocked.text).toBe(200);
    const signup = await dealerSignup(dealer.referralCode).answer;
    expect([signup.status, errorOf(signup)]).toEqual([400, E.invalidReferralCode]);
    await waitFor(
      async () => (await get(`/api/dealers/referral/${dealer.referralCode}`)).status === 404,
      { timeoutMs: 30_000 },
    );
    const refused = await waitFor(
      async () => {
        const answer = await bookOnce(booker, second.id, dealer.referralCode);
        return answer.status === 400 && answer;
      },
      { timeoutMs: 30_000 },
    );
    expect(errorOf(refused)).toBe(E.invalidDealerCode);
  });
});
