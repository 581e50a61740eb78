import { randomBytes } from 'node:crypto';
import { buildEvent, processedEventsModel } from '@ghar/platform';
import { minimalPdf, waitFor, type TestService } from '@ghar/testing';
import type { Queue } from 'bullmq';
import { expect } from 'vitest';
import type { PropertyCopy } from '../src/domain/booking';
import type { BookingsDeps } from '../src/domain/ports';

export type BookingsInstance = TestService & {
  built: { bookings: BookingsDeps; expiryQueue: Queue };
};

export const newId = () => randomBytes(12).toString('hex');

/** A real 1×1 PNG: proofs are judged by content (images are re-encoded as JPEG). */
export const proofPhoto = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** A property as listings.events would leave it in the projection (FREE RENT flat by default). */
export async function seedProperty(
  deps: BookingsDeps,
  overrides: Partial<PropertyCopy> = {},
): Promise<PropertyCopy> {
  const copy: PropertyCopy = {
    id: newId(),
    title: `Sunny flat ${newId().slice(0, 6)}`,
    action: 'RENT',
    status: 'FREE',
    city: 'Jaipur',
    state: 'Rajasthan',
    locality: 'Malviya Nagar',
    perMonthCharges: 15_000,
    mediaUrls: [],
    ownerId: newId(),
    ownerName: 'Meena Joshi',
    version: 1,
    deleted: false,
    ...overrides,
  };
  await deps.properties.apply(copy);
  return copy;
}

/** POST /bookings/create as `as` with a JPEG proof (or the given file). */
export async function book(
  service: BookingsInstance,
  as: { userId: string; email: string; role: string },
  fields: Record<string, string>,
  file: { content: Buffer; name: string; type?: string } | null | 'pdf' = null,
) {
  const proof =
    file === 'pdf'
      ? { content: minimalPdf(), name: 'proof.pdf', type: 'application/pdf' }
      : (file ?? { content: proofPhoto(), name: 'upi.png', type: 'image/png' });
  return service.call('POST', '/bookings/create', {
    as,
    form: service.formWith(
      { paymentRef: 'UTR12345678', ...fields },
      { field: 'paymentProof', ...proof },
    ),
  });
}

/** listings' PropertyDeleted for a seeded property (its version 2). */
export const propertyDeletedEvent = (property: PropertyCopy) =>
  buildEvent(
    'PropertyDeleted',
    property.id,
    {
      propertyId: property.id,
      title: property.title,
      ownerId: property.ownerId,
      ownerEmail: 'o@example.in',
      version: 2,
    },
    { source: 'listings' },
  );

/**
 * listings' PropertyDeleted for a seeded property, delivered twice (a redelivery) and waited for
 * until the consumer has processed it. Returns the event, to replay under another id.
 */
export async function deliverPropertyDeletedTwice(
  service: BookingsInstance,
  property: PropertyCopy,
) {
  const deleted = propertyDeletedEvent(property);
  await service.publish([deleted]);
  await service.publish([deleted]);
  const processed = processedEventsModel(service.infra.conn);
  await waitFor(
    async () => expect(await processed.exists({ eventId: deleted.id })).not.toBeNull(),
    { timeoutMs: 20_000 },
  );
  return deleted;
}
