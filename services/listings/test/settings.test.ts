import type { EventEnvelope } from '@ghar/contracts/events';
import { SETTINGS_MESSAGES } from '@ghar/contracts/http';
import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { completeFiles, rentFlat } from './listing-form';
import { multipartForm } from '@ghar/testing';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(listingsService);
});
afterAll(() => service?.close());

const put = (values: Record<string, unknown>) =>
  service.call('PUT', '/settings/listings', { as: service.identities.admin, json: values });

const eventOf = async (type: string, match: (event: EventEnvelope) => boolean) => {
  const { events } = await service.readEvents((all) =>
    all.some((event) => event.type === type && match(event)),
  );
  return events.find((event) => event.type === type && match(event))!;
};

describe('listings settings (issue 13 item 4)', () => {
  it('when the admin sets the fee to ₹150, then the next listing records ₹150 on ListingFeeSubmitted and the fee modal shows it, without a restart', async () => {
    const before = await service.call('GET', '/settings/listings/public');
    expect(before.body.data.listingFee).toBe(100);

    const changed = await put({ listingFee: 150, upiId: 'ghar.fees@okaxis' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.values).toMatchObject({ listingFee: 150, upiId: 'ghar.fees@okaxis' });

    const created = await service.call('POST', '/properties', {
      as: service.identities.user,
      form: multipartForm(rentFlat({ title: 'Fee after change' }), await completeFiles()),
    });
    expect(created.status).toBe(201);
    const submitted = await eventOf(
      'ListingFeeSubmitted',
      (e) => e.subject === created.body.data.id,
    );
    expect(submitted.data).toMatchObject({ amount: 150 });

    // What the fee modal reads (through the gateway's GET /api/settings).
    const shown = await service.call('GET', '/settings/listings/public');
    expect(shown.body.data).toEqual({
      listingFee: 150,
      upiId: 'ghar.fees@okaxis',
      upiPayeeName: 'Ghar Properties',
    });
  });

  it('when a change is saved, then the audit says who changed what from what, when, and ListingsSettingsChanged carries it', async () => {
    const { admin } = service.identities;
    await put({ freshnessAskDays: 20, freshnessHideDays: 40 });
    const read = await service.call('GET', '/settings/listings', { as: admin });
    const last = read.body.data.audit.at(-1);
    expect(last).toMatchObject({
      by: { userId: admin.userId, email: admin.email },
      changes: [
        { key: 'freshnessAskDays', from: 30, to: 20 },
        { key: 'freshnessHideDays', from: 45, to: 40 },
      ],
    });
    expect(Date.now() - Date.parse(last.at)).toBeLessThan(60_000);
    const event = await eventOf('ListingsSettingsChanged', (e) =>
      (e.data as { changes: { key: string }[] }).changes.some((c) => c.key === 'freshnessAskDays'),
    );
    expect(event).toMatchObject({ subject: 'settings', actor: admin.userId });
    expect(event.data).toMatchObject({ section: 'listings', changes: last.changes });
  });

  it('when the fee is negative, then 400 with the text and nothing changes', async () => {
    const refused = await put({ listingFee: -5 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(SETTINGS_MESSAGES.listingFee);
    const order = await put({ freshnessHideDays: 1 });
    expect(order.body.errors).toEqual([SETTINGS_MESSAGES.freshnessOrder]);
    const read = await service.call('GET', '/settings/listings', { as: service.identities.admin });
    expect(read.body.data.values.listingFee).toBe(150);
  });

  it('when a user or a visitor tries, then 403 and 401; the public part is open to all', async () => {
    expect(
      (await service.call('GET', '/settings/listings', { as: service.identities.user })).status,
    ).toBe(403);
    expect(
      (await service.call('PUT', '/settings/listings', { json: { listingFee: 1 } })).status,
    ).toBe(401);
    expect((await service.call('GET', '/settings/listings/public')).status).toBe(200);
  });
});
