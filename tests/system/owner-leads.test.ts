import { waitFor } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughGateway } from './support/booking-form';
import { logIn, logInAdmin, newPerson, type Caller } from './support/callers';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 27 item 4 and the owner's question notice, across services through the gateway: the
// owner's leads inbox holds the booking requests on their listings (the booker's contact only
// once confirmed) and the questions visitors ask about them; nobody else sees them.

interface BookingLead {
  id: string;
  status: string;
  amount: number;
  propertyTitle: string;
  booker?: { name?: string; email: string; mobile?: string };
}

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;

/** Signs up through the public form, keeping the details (name, mobile) to look for later. */
async function person(label: string) {
  const details = newPerson(label);
  const form = new FormData();
  for (const key of ['name', 'email', 'mobile', 'password', 'aadhaar'] as const)
    form.set(key, details[key]);
  const answer = await send({ method: 'post', path: '/api/auth/signup', form });
  if (answer.status !== 201) throw new Error(`signup answered ${answer.status}: ${answer.text}`);
  return { details, caller: { name: 'user', ...(await logIn(details)) } as Caller };
}

const bookingLeads = async (caller: Caller) => {
  const answer = await send({ method: 'get', path: '/api/bookings/leads', token: caller.token });
  expect(answer.status, answer.text).toBe(200);
  return json<{ leads: BookingLead[] }>(answer).leads;
};

const questions = async (caller: Caller) => {
  const answer = await send({ method: 'get', path: '/api/inquiries/mine', token: caller.token });
  expect(answer.status, answer.text).toBe(200);
  return json<{ questions: { id: string; message: string; mobileNumber: string }[] }>(answer)
    .questions;
};

const count = async (caller: Caller, path: string, since: string) =>
  json<{ count: number }>(
    await send({
      method: 'get',
      path: `${path}?since=${encodeURIComponent(since)}`,
      token: caller.token,
    }),
  ).count;

let admin: Caller;
beforeAll(async () => {
  admin = await logInAdmin();
});

describe("an owner's leads, through the gateway", () => {
  it("when B books A's flat, then A's leads show it without B's contact; approved, with it; C sees none of it", async () => {
    const [a, b, c] = await Promise.all([person('owner'), person('booker'), person('other')]);
    const since = new Date(Date.now() - 1000).toISOString();
    const listing = await listThroughGateway(a.caller, await rentFlatForm({ title: 'Lead flat' }));
    const booking = await bookThroughGateway(b.caller, listing.id);

    const [request] = await bookingLeads(a.caller);
    expect(request).toMatchObject({
      id: booking.id,
      status: 'PENDING',
      propertyTitle: 'Lead flat',
    });
    const told = JSON.stringify(request);
    for (const secret of [b.details.name, b.details.email, b.details.mobile]) {
      expect(told).not.toContain(secret);
    }
    expect(await count(a.caller, '/api/bookings/leads/count', since)).toBe(1);

    const approved = await send({
      method: 'put',
      path: `/api/bookings/${booking.id}/approve`,
      token: admin.token,
    });
    expect(approved.status, approved.text).toBe(200);
    const [confirmed] = await bookingLeads(a.caller);
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      booker: { name: b.details.name, email: b.details.email, mobile: b.details.mobile },
    });

    expect(await bookingLeads(c.caller)).toEqual([]);
    expect(await bookingLeads(b.caller)).toEqual([]);
    expect(await count(c.caller, '/api/bookings/leads/count', since)).toBe(0);
    const visitor = await send({ method: 'get', path: '/api/bookings/leads' });
    expect(visitor.status).toBe(401);
  });

  it("when a visitor asks about A's flat, then A hears it and reads it in their leads with the visitor's mobile; C does not", async () => {
    const [a, c] = await Promise.all([person('asked'), person('nosy')]);
    const since = new Date(Date.now() - 1000).toISOString();
    const listing = await listThroughGateway(
      a.caller,
      await rentFlatForm({ title: 'Question flat' }),
    );
    const message = `Is there parking at Question flat? ${listing.id}`;
    // The notifications service learns of the listing from its event: until then it is unknown.
    const asked = await waitFor(
      async () => {
        const answer = await send({
          method: 'post',
          path: '/api/inquiries',
          json: { message, mobileNumber: '98290 12345', propertyId: listing.id },
        });
        return answer.status === 201 ? answer : false;
      },
      { timeoutMs: 30_000 },
    );
    expect(json<{ propertyId: string }>(asked).propertyId).toBe(listing.id);

    const notice = await waitFor(
      async () => {
        const answer = await send({
          method: 'get',
          path: '/api/notifications/mine',
          token: a.caller.token,
        });
        const found = json<{
          notifications: { type: string; message: string; template: { key: string } }[];
        }>(answer).notifications.find((n) => n.template.key === 'OwnerQuestionReceived');
        return found ?? false;
      },
      { timeoutMs: 30_000 },
    );
    expect(notice.type).toBe('LISTING');
    expect(notice.message).toContain('Question flat');
    expect(notice.message).toContain('9829012345');

    expect(await questions(a.caller)).toEqual([
      expect.objectContaining({ message, mobileNumber: '9829012345' }),
    ]);
    expect(await count(a.caller, '/api/inquiries/mine/count', since)).toBe(1);
    expect(await questions(c.caller)).toEqual([]);
    const visitor = await send({ method: 'get', path: '/api/inquiries/mine' });
    expect(visitor.status).toBe(401);

    const unknown = await send({
      method: 'post',
      path: '/api/inquiries',
      json: { message: 'Hello', mobileNumber: '9829012345', propertyId: 'f'.repeat(24) },
    });
    expect(unknown.status).toBe(404);
    expect((JSON.parse(unknown.text) as { error: string }).error).toBe('Property not found');
  });
});
