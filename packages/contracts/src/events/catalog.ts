import type { z } from 'zod';
import { newDeviceSignedInV1 } from './auth/new-device-signed-in.v1';
import { passwordChangedV1 } from './auth/password-changed.v1';
import { userBlockedV1 } from './auth/user-blocked.v1';
import { userDeletedV1 } from './auth/user-deleted.v1';
import { userRegisteredV1 } from './auth/user-registered.v1';
import { userUnblockedV1 } from './auth/user-unblocked.v1';
import { userUpdatedV1 } from './auth/user-updated.v1';
import { bookingApprovedV1 } from './bookings/booking-approved.v1';
import { bookingCreatedV1 } from './bookings/booking-created.v1';
import { bookingExpiredV1 } from './bookings/booking-expired.v1';
import { bookingRejectedV1 } from './bookings/booking-rejected.v1';
import { bookingUnbookedV1 } from './bookings/booking-unbooked.v1';
import { commissionEarnedV1 } from './dealers/commission-earned.v1';
import { commissionReversedV1 } from './dealers/commission-reversed.v1';
import { dealerAppliedV1 } from './dealers/dealer-applied.v1';
import { dealerApprovedV1 } from './dealers/dealer-approved.v1';
import { dealerRejectedV1 } from './dealers/dealer-rejected.v1';
import { listingFeeSubmittedV1 } from './listings/listing-fee-submitted.v1';
import { listingFreshnessCheckRequestedV1 } from './listings/listing-freshness-check-requested.v1';
import { listingFeePaymentChangedV1 } from './listings/listing-fee-payment-changed.v1';
import { bookingPaymentChangedV1 } from './bookings/booking-payment-changed.v1';
import { listingHiddenForFreshnessV1 } from './listings/listing-hidden-for-freshness.v1';
import { savedSearchDigestReadyV1 } from './listings/saved-search-digest-ready.v1';
import { shortlistedPriceDroppedV1 } from './listings/shortlisted-price-dropped.v1';
import { propertyAddedV1 } from './listings/property-added.v1';
import { propertyDeletedV1 } from './listings/property-deleted.v1';
import { propertyStatusChangedV1 } from './listings/property-status-changed.v1';
import { propertyUpdatedV1 } from './listings/property-updated.v1';
import { inquiryReceivedV1 } from './notifications/inquiry-received.v1';
import { bookingsSettingsChangedV1 } from './bookings/settings-changed.v1';
import { dealersSettingsChangedV1 } from './dealers/settings-changed.v1';
import { listingsSettingsChangedV1 } from './listings/settings-changed.v1';
import { notificationsSettingsChangedV1 } from './notifications/settings-changed.v1';

/** Every event type with its topic, current version and data schema. */
export const EVENT_CATALOG = {
  UserRegistered: userRegisteredV1,
  UserUpdated: userUpdatedV1,
  UserBlocked: userBlockedV1,
  UserUnblocked: userUnblockedV1,
  UserDeleted: userDeletedV1,
  PasswordChanged: passwordChangedV1,
  NewDeviceSignedIn: newDeviceSignedInV1,
  PropertyAdded: propertyAddedV1,
  PropertyUpdated: propertyUpdatedV1,
  PropertyStatusChanged: propertyStatusChangedV1,
  PropertyDeleted: propertyDeletedV1,
  ListingFeeSubmitted: listingFeeSubmittedV1,
  ListingFreshnessCheckRequested: listingFreshnessCheckRequestedV1,
  ListingHiddenForFreshness: listingHiddenForFreshnessV1,
  ListingFeePaymentChanged: listingFeePaymentChangedV1,
  SavedSearchDigestReady: savedSearchDigestReadyV1,
  ShortlistedPriceDropped: shortlistedPriceDroppedV1,
  BookingCreated: bookingCreatedV1,
  BookingApproved: bookingApprovedV1,
  BookingRejected: bookingRejectedV1,
  BookingExpired: bookingExpiredV1,
  BookingUnbooked: bookingUnbookedV1,
  BookingPaymentChanged: bookingPaymentChangedV1,
  DealerApplied: dealerAppliedV1,
  DealerApproved: dealerApprovedV1,
  DealerRejected: dealerRejectedV1,
  CommissionEarned: commissionEarnedV1,
  CommissionReversed: commissionReversedV1,
  InquiryReceived: inquiryReceivedV1,
  ListingsSettingsChanged: listingsSettingsChangedV1,
  BookingsSettingsChanged: bookingsSettingsChangedV1,
  DealersSettingsChanged: dealersSettingsChangedV1,
  NotificationsSettingsChanged: notificationsSettingsChangedV1,
} as const;

export type EventCatalog = typeof EVENT_CATALOG;
export type EventType = keyof EventCatalog;
export const EVENT_TYPES = Object.keys(EVENT_CATALOG) as EventType[];

/** The data of one event type, as its consumers receive it. */
export type EventData<T extends EventType> = z.output<EventCatalog[T]['schema']>;
