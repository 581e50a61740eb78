import type { EventData, EventType } from '@ghar/contracts/events';
import type { SettingsSection } from '@ghar/contracts/http';

const user = {
  userId: 'u-meera',
  email: 'meera@ghar.test',
  name: 'Meera Nair',
  role: 'USER',
  status: 'ACTIVE',
} as const;
const property = {
  propertyId: 'p-jaipur-villa',
  title: 'Pink City Villa',
  ownerId: 'u-owner',
  ownerEmail: 'owner@ghar.test',
  ownerName: 'Arjun Singh',
  type: 'VILLA',
  action: 'SELL',
  status: 'FREE',
  city: 'Jaipur',
  state: 'Rajasthan',
  locality: 'Malviya Nagar',
  price: 12_500_000,
  mediaUrls: [] as string[],
} as const;
const booking = {
  bookingId: 'b-1001',
  propertyId: 'p-jaipur-villa',
  propertyTitle: 'Pink City Villa',
  propertyAction: 'SELL',
  userId: 'u-meera',
  userEmail: 'meera@ghar.test',
  userName: 'Meera Nair',
  amount: 300,
  status: 'PENDING',
} as const;
const dealer = {
  dealerId: 'd-77',
  userId: 'u-meera',
  email: 'meera@ghar.test',
  name: 'Meera Nair',
  referralCode: 'MEERA123',
  sponsorCode: 'ARJUN456',
  status: 'PENDING',
} as const;
const commission = {
  commissionId: 'c-5',
  dealerId: 'd-77',
  dealerUserId: 'u-meera',
  bookingId: 'b-1001',
  propertyId: 'p-jaipur-villa',
  propertyTitle: 'Pink City Villa',
  level: 1,
  amount: 100_000.5,
} as const;

const settingsChange = (section: SettingsSection, key: string, from: unknown, to: unknown) => ({
  data: {
    section,
    changes: [{ key, from, to }],
    by: { userId: 'u-admin', email: 'admin@ghar.test' },
  },
  actor: 'u-admin',
  expected: { type: 'SYSTEM_ALERT', title: 'Settings changed', data: { userId: 'u-admin' } },
});

/**
 * One sample of every event of docs/events.md with the notification it should make (null = none),
 * as decided in the README's mapping table.
 */
export const EVERY_EVENT: {
  [T in EventType]: {
    data: EventData<T>;
    /** The envelope's actor where the template reads it (a signup is made by the new user). */
    actor?: string;
    expected: { type: string; title: string; data: Record<string, string> } | null;
  };
} = {
  UserRegistered: {
    data: user,
    actor: 'u-meera',
    expected: { type: 'USER_SIGNUP', title: 'New user signed up', data: { userId: 'u-meera' } },
  },
  UserUpdated: { data: user, expected: null },
  UserBlocked: {
    data: { ...user, status: 'BLOCKED' },
    expected: { type: 'SYSTEM_ALERT', title: 'User blocked', data: { userId: 'u-meera' } },
  },
  UserUnblocked: {
    data: user,
    expected: { type: 'SYSTEM_ALERT', title: 'User unblocked', data: { userId: 'u-meera' } },
  },
  PasswordChanged: {
    data: {
      userId: 'u-meera',
      email: 'meera@ghar.test',
      byAdmin: false,
      changedAt: '2026-11-28T03:00:00.000Z',
    },
    expected: null,
  },
  NewDeviceSignedIn: {
    data: {
      userId: 'u-meera',
      email: 'meera@ghar.test',
      device: 'Chrome on Android',
      signedInAt: '2026-11-28T03:00:00.000Z',
    },
    expected: null,
  },
  UserDeleted: {
    data: { userId: 'u-meera', email: 'meera@ghar.test' },
    expected: { type: 'SYSTEM_ALERT', title: 'User deleted', data: {} },
  },
  PropertyAdded: {
    data: property,
    expected: {
      type: 'PROPERTY_ADDED',
      title: 'New property listed',
      data: { propertyId: 'p-jaipur-villa', userId: 'u-owner' },
    },
  },
  PropertyUpdated: {
    data: property,
    expected: {
      type: 'PROPERTY_UPDATED',
      title: 'Property updated',
      data: { propertyId: 'p-jaipur-villa', userId: 'u-owner' },
    },
  },
  PropertyStatusChanged: {
    data: { ...property, status: 'SOLD', previousStatus: 'FREE' },
    expected: {
      type: 'PROPERTY_UPDATED',
      title: 'Property status changed',
      data: { propertyId: 'p-jaipur-villa', userId: 'u-owner' },
    },
  },
  PropertyDeleted: {
    data: {
      propertyId: 'p-jaipur-villa',
      title: 'Pink City Villa',
      ownerId: 'u-owner',
      ownerEmail: 'owner@ghar.test',
    },
    expected: { type: 'PROPERTY_UPDATED', title: 'Property deleted', data: { userId: 'u-owner' } },
  },
  ListingFeeSubmitted: {
    data: {
      propertyId: 'p-jaipur-villa',
      title: 'Pink City Villa',
      ownerId: 'u-owner',
      ownerEmail: 'owner@ghar.test',
      amount: 100,
    },
    expected: {
      type: 'PAYMENT_RECEIVED',
      title: 'Listing fee received',
      data: { propertyId: 'p-jaipur-villa', userId: 'u-owner' },
    },
  },
  ListingFreshnessCheckRequested: {
    data: {
      propertyId: 'p-jaipur-villa',
      title: 'Pink City Villa',
      ownerId: 'u-owner',
      ownerEmail: 'owner@ghar.test',
      ownerName: 'Arjun Singh',
      askedAt: '2026-11-23T10:00:00.000Z',
      hideAt: '2026-12-08T10:00:00.000Z',
    },
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Is this still available?',
      data: { propertyId: 'p-jaipur-villa', userId: 'u-owner' },
    },
  },
  ListingHiddenForFreshness: {
    data: {
      propertyId: 'p-jaipur-villa',
      title: 'Pink City Villa',
      ownerId: 'u-owner',
      ownerEmail: 'owner@ghar.test',
      hiddenAt: '2026-12-08T10:00:00.000Z',
    },
    expected: null,
  },
  ListingFeePaymentChanged: {
    data: {
      propertyId: 'p-jaipur-villa',
      title: 'Pink City Villa',
      ownerId: 'u-owner',
      ownerEmail: 'owner@ghar.test',
      amount: 500,
      state: 'VERIFIED',
      changedAt: '2026-11-28T03:00:00.000Z',
    },
    expected: null,
  },
  SavedSearchDigestReady: {
    data: {
      userId: 'u-meera',
      savedSearchId: 's-1',
      name: '2 BHK in Jodhpur under ₹20,000',
      count: 2,
      listingIds: ['p-1', 'p-2'],
      firstTitle: 'Sardarpura Flat',
      resultsUrl: '/properties?action=RENT&bhk=2&city=Jodhpur&maxPerMonthCharges=20000',
    },
    expected: null,
  },
  ShortlistedPriceDropped: {
    data: {
      userId: 'u-meera',
      propertyId: 'p-jaipur-villa',
      title: 'Pink City Villa',
      savedPrice: 20_000,
      price: 18_000,
    },
    expected: null,
  },
  BookingPaymentChanged: {
    data: {
      bookingId: 'b-1001',
      propertyId: 'p-jaipur-villa',
      propertyTitle: 'Pink City Villa',
      userId: 'u-meera',
      userEmail: 'meera@ghar.test',
      amount: 5000,
      state: 'REFUNDED',
      outcome: 'REJECTED',
      refundAmount: 4000,
      changedAt: '2026-11-28T03:00:00.000Z',
    },
    expected: null,
  },
  BookingCreated: {
    data: booking,
    expected: {
      type: 'BOOKING_CREATED',
      title: 'New booking request',
      data: { bookingId: 'b-1001', propertyId: 'p-jaipur-villa', userId: 'u-meera' },
    },
  },
  BookingApproved: {
    data: { ...booking, status: 'CONFIRMED', cancelledBookingIds: ['b-1002'] },
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Booking approved',
      data: { bookingId: 'b-1001', propertyId: 'p-jaipur-villa', userId: 'u-meera' },
    },
  },
  BookingRejected: {
    data: { ...booking, status: 'CANCELLED' },
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Booking rejected',
      data: { bookingId: 'b-1001', propertyId: 'p-jaipur-villa', userId: 'u-meera' },
    },
  },
  BookingExpired: {
    data: { ...booking, status: 'EXPIRED' },
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Booking expired',
      data: { bookingId: 'b-1001', propertyId: 'p-jaipur-villa', userId: 'u-meera' },
    },
  },
  BookingUnbooked: {
    data: { ...booking, status: 'CANCELLED' },
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Booking unbooked',
      data: { bookingId: 'b-1001', propertyId: 'p-jaipur-villa', userId: 'u-meera' },
    },
  },
  DealerApplied: {
    data: dealer,
    expected: {
      type: 'DEALER_REQUEST',
      title: 'New dealer application',
      data: { dealerId: 'd-77', userId: 'u-meera' },
    },
  },
  DealerApproved: {
    data: { ...dealer, status: 'APPROVED' },
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Dealer approved',
      data: { dealerId: 'd-77', userId: 'u-meera' },
    },
  },
  DealerRejected: {
    data: { ...dealer, status: 'REJECTED' },
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Dealer rejected',
      data: { dealerId: 'd-77', userId: 'u-meera' },
    },
  },
  CommissionEarned: {
    data: commission,
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Commission earned',
      data: {
        dealerId: 'd-77',
        bookingId: 'b-1001',
        propertyId: 'p-jaipur-villa',
        userId: 'u-meera',
      },
    },
  },
  CommissionReversed: {
    data: commission,
    expected: {
      type: 'SYSTEM_ALERT',
      title: 'Commission reversed',
      data: {
        dealerId: 'd-77',
        bookingId: 'b-1001',
        propertyId: 'p-jaipur-villa',
        userId: 'u-meera',
      },
    },
  },
  InquiryReceived: {
    data: { inquiryId: 'i-9', mobileNumber: '9876543210', messagePreview: 'Is parking included?' },
    expected: { type: 'INQUIRY_RECEIVED', title: 'New inquiry', data: { inquiryId: 'i-9' } },
  },
  ListingsSettingsChanged: settingsChange('listings', 'listingFee', 100, 150),
  BookingsSettingsChanged: settingsChange('bookings', 'pendingTtlHours', 72, 48),
  DealersSettingsChanged: settingsChange('dealers', 'levelSplitPercent', [40, 10, 5], [50, 10, 5]),
  NotificationsSettingsChanged: settingsChange('notifications', 'supportHours', '9–9', '8–8'),
};
