import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOG, EVENT_TYPES, type EventType } from './catalog';
import { eventEnvelopeSchema } from './envelope';
import { TOPICS } from './topics';

const user = {
  userId: 'u1',
  email: 'asha@example.in',
  name: 'Asha',
  mobile: '9876543210',
  role: 'USER',
  status: 'ACTIVE',
};
const property = {
  propertyId: 'p1',
  title: 'Haveli in Jodhpur',
  ownerId: 'u1',
  ownerEmail: 'asha@example.in',
  ownerName: 'Asha',
  type: 'HOUSE',
  action: 'SELL',
  status: 'FREE',
  city: 'Jodhpur',
  state: 'Rajasthan',
  price: 4500000,
  bookingCharges: 300,
  mediaUrls: ['/uploads/listings/p1.webp'],
};
const booking = {
  bookingId: 'b1',
  propertyId: 'p1',
  propertyTitle: 'Haveli in Jodhpur',
  propertyAction: 'SELL',
  propertyPrice: 4500000,
  userId: 'u2',
  userEmail: 'ravi@example.in',
  amount: 300,
  dealerCode: 'GHAR1234',
  status: 'PENDING',
};
const dealer = {
  dealerId: 'd1',
  userId: 'u3',
  email: 'dev@example.in',
  name: 'Dev',
  referralCode: 'GHAR1234',
  status: 'PENDING',
};
const commission = {
  commissionId: 'c1',
  dealerId: 'd1',
  bookingId: 'b1',
  propertyTitle: 'Haveli in Jodhpur',
  level: 1,
  amount: 36000,
};

const settingsChange = (section: string, key: string, from: unknown, to: unknown) => ({
  section,
  changes: [{ key, from, to }],
  by: { userId: 'admin1', email: 'admin@ghar.local' },
});

/** One valid data example per event type. */
const examples: Record<EventType, Record<string, unknown>> = {
  UserRegistered: { ...user, dealerApplication: { referralCode: 'GHAR1234' } },
  UserUpdated: user,
  UserBlocked: { ...user, status: 'BLOCKED' },
  UserUnblocked: user,
  UserDeleted: { userId: 'u1', email: 'asha@example.in' },
  PasswordChanged: {
    userId: 'u1',
    email: 'asha@example.in',
    byAdmin: false,
    changedAt: '2026-11-28T03:00:00.000Z',
  },
  ListingHiddenForFreshness: {
    propertyId: 'p1',
    title: 'Lake View',
    ownerId: 'u1',
    ownerEmail: 'asha@example.in',
    hiddenAt: '2026-11-28T03:00:00.000Z',
  },
  ListingFeePaymentChanged: {
    propertyId: 'p1',
    title: 'Lake View',
    ownerId: 'u1',
    ownerEmail: 'asha@example.in',
    amount: 500,
    state: 'VERIFIED',
    changedAt: '2026-11-28T03:00:00.000Z',
  },
  SavedSearchDigestReady: {
    userId: 'u2',
    savedSearchId: 's1',
    name: '2 BHK in Jodhpur under ₹20,000',
    count: 2,
    listingIds: ['p1', 'p2'],
    firstTitle: 'Lake View',
    resultsUrl: '/properties?action=RENT&bhk=2&city=Jodhpur&maxPerMonthCharges=20000',
  },
  ShortlistedPriceDropped: {
    userId: 'u2',
    propertyId: 'p1',
    title: 'Lake View',
    savedPrice: 20000,
    price: 18000,
  },
  BookingPaymentChanged: {
    bookingId: 'b1',
    propertyId: 'p1',
    propertyTitle: 'Lake View',
    userId: 'u1',
    userEmail: 'asha@example.in',
    amount: 5000,
    state: 'REFUNDED',
    outcome: 'EXPIRED',
    refundAmount: 5000,
    changedAt: '2026-11-28T03:00:00.000Z',
  },
  NewDeviceSignedIn: {
    userId: 'u1',
    email: 'asha@example.in',
    device: 'Chrome on Android',
    signedInAt: '2026-11-28T03:00:00.000Z',
  },
  PropertyAdded: property,
  PropertyUpdated: property,
  PropertyStatusChanged: { ...property, status: 'BOOKED', previousStatus: 'FREE', bookingId: 'b1' },
  PropertyDeleted: { propertyId: 'p1', title: 'Haveli', ownerId: 'u1', ownerEmail: 'a@b.in' },
  ListingFeeSubmitted: {
    propertyId: 'p1',
    title: 'Haveli',
    ownerId: 'u1',
    ownerEmail: 'a@b.in',
    amount: 100,
  },
  ListingFreshnessCheckRequested: {
    propertyId: 'p1',
    title: 'Haveli',
    ownerId: 'u1',
    ownerEmail: 'a@b.in',
    askedAt: '2026-11-23T10:00:00.000Z',
    hideAt: '2026-12-08T10:00:00.000Z',
  },
  BookingCreated: booking,
  BookingApproved: { ...booking, status: 'CONFIRMED', cancelledBookingIds: ['b2'] },
  BookingRejected: { ...booking, status: 'CANCELLED' },
  BookingExpired: { ...booking, status: 'EXPIRED' },
  BookingUnbooked: { ...booking, status: 'CANCELLED' },
  DealerApplied: { ...dealer, sponsorCode: 'ROOT0001' },
  DealerApproved: { ...dealer, status: 'APPROVED' },
  DealerRejected: { ...dealer, status: 'REJECTED' },
  CommissionEarned: commission,
  CommissionReversed: commission,
  InquiryReceived: { inquiryId: 'i1', mobileNumber: '9876543210', messagePreview: 'Is it free?' },
  ListingsSettingsChanged: settingsChange('listings', 'listingFee', 100, 150),
  BookingsSettingsChanged: settingsChange('bookings', 'pendingTtlHours', 72, 48),
  DealersSettingsChanged: settingsChange('dealers', 'levelSplitPercent', [40, 10, 5], [50, 10, 5]),
  NotificationsSettingsChanged: settingsChange('notifications', 'supportHours', 'a', 'b'),
};

const DOCUMENTED_EVENTS = [
  'UserRegistered',
  'UserUpdated',
  'UserBlocked',
  'UserUnblocked',
  'UserDeleted',
  'PropertyAdded',
  'PropertyUpdated',
  'PropertyStatusChanged',
  'PropertyDeleted',
  'ListingFeeSubmitted',
  'ListingFreshnessCheckRequested',
  'BookingCreated',
  'BookingApproved',
  'BookingRejected',
  'BookingExpired',
  'BookingUnbooked',
  'DealerApplied',
  'DealerApproved',
  'DealerRejected',
  'CommissionEarned',
  'CommissionReversed',
  'InquiryReceived',
  'ListingsSettingsChanged',
  'BookingsSettingsChanged',
  'DealersSettingsChanged',
  'NotificationsSettingsChanged',
  // Issue 27: a user's security notice.
  'PasswordChanged',
  'NewDeviceSignedIn',
  'ListingHiddenForFreshness',
  'ListingFeePaymentChanged',
  'BookingPaymentChanged',
  'SavedSearchDigestReady',
  'ShortlistedPriceDropped',
];

describe('EVENT_CATALOG', () => {
  it('when listed, then it holds exactly the events of docs/events.md (with the settings changes of issue 13 and the user notices of issue 27), each version 1', () => {
    expect([...EVENT_TYPES].sort()).toEqual([...DOCUMENTED_EVENTS].sort());
    for (const type of EVENT_TYPES) {
      expect(EVENT_CATALOG[type].type).toBe(type);
      expect(EVENT_CATALOG[type].version).toBe(1);
    }
  });

  it('when each event is routed, then it goes to its producer topic', () => {
    const topicOf = (type: EventType) => EVENT_CATALOG[type].topic;
    expect(topicOf('UserRegistered')).toBe(TOPICS.auth);
    expect(topicOf('ListingFeeSubmitted')).toBe(TOPICS.listings);
    expect(topicOf('BookingUnbooked')).toBe(TOPICS.bookings);
    expect(topicOf('CommissionReversed')).toBe(TOPICS.dealers);
    expect(topicOf('InquiryReceived')).toBe(TOPICS.notifications);
    expect(topicOf('ListingsSettingsChanged')).toBe(TOPICS.listings);
    expect(topicOf('BookingsSettingsChanged')).toBe(TOPICS.bookings);
    expect(topicOf('DealersSettingsChanged')).toBe(TOPICS.dealers);
    expect(topicOf('NotificationsSettingsChanged')).toBe(TOPICS.notifications);
  });

  it.each(EVENT_TYPES)(
    'when a %s envelope goes through JSON, then it parses back equal',
    (type) => {
      const entry = EVENT_CATALOG[type];
      const envelope = {
        id: randomUUID(),
        type,
        version: entry.version,
        occurredAt: new Date().toISOString(),
        source: 'test',
        subject: 'aggregate-1',
        actor: null,
        correlationId: randomUUID(),
        data: entry.schema.parse(examples[type]) as Record<string, unknown>,
      };
      const received = eventEnvelopeSchema.parse(JSON.parse(JSON.stringify(envelope)));
      expect(received).toEqual(envelope);
      expect(entry.schema.parse(received.data)).toEqual(envelope.data);
    },
  );

  it('when a consumer reads data with unknown keys, then they are stripped', () => {
    const data = EVENT_CATALOG.UserUpdated.schema.parse({ ...user, aadhaar: '123412341234' });
    expect(data).not.toHaveProperty('aadhaar');
  });

  it('when an envelope lacks its id or has a bad time, then it is refused', () => {
    const bad = { type: 'UserUpdated', version: 1, occurredAt: 'yesterday', source: 's' };
    expect(eventEnvelopeSchema.safeParse(bad).success).toBe(false);
  });
});
