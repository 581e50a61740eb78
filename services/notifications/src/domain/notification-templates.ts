import { PROPERTY_TYPE_LABELS, type PropertyAction } from '@ghar/contracts/constants';
import type { EventData, EventType, SettingsChangedData } from '@ghar/contracts/events';
import { formatRupees, formatRupeesWithPaise } from '@ghar/contracts/format';
import { compactData, textTemplate, type NotificationDraft } from './notification';

/** Who caused the event (the envelope's actor): a user id, or null for the system itself. */
export interface EventOrigin {
  actor: string | null;
}
type Template<T extends EventType> = (
  data: EventData<T>,
  origin?: EventOrigin,
) => NotificationDraft | null;
type Templates = { [T in EventType]: Template<T> };

const ACTION_WORDS: Record<PropertyAction, string> = { SELL: 'sale', RENT: 'rent', LEASE: 'lease' };

interface Pricing {
  action: PropertyAction;
  price?: number;
  perMonthCharges?: number;
  leaseDuration?: number;
}

function priceText({ action, price, perMonthCharges, leaseDuration }: Pricing): string | undefined {
  if (action === 'SELL' && price) return formatRupees(price);
  if (action === 'RENT' && perMonthCharges) return `${formatRupees(perMonthCharges)}/month`;
  // For LEASE, perMonthCharges holds the total lease charge.
  if (action === 'LEASE' && perMonthCharges) {
    return leaseDuration
      ? `${formatRupees(perMonthCharges)} for ${leaseDuration} months`
      : formatRupees(perMonthCharges);
  }
  return undefined;
}

function place(data: { city: string; state: string; locality?: string }): string {
  return [data.locality, data.city || data.state].filter(Boolean).join(', ');
}

/** 8 Dec 2026, on India's clock. */
const indianDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** English's article before a word: "an apartment", "a flat". */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

const who = (name: string | undefined, email: string) => (name ? `${name} (${email})` : email);

const bookingData = (data: EventData<'BookingCreated'>) =>
  compactData({ bookingId: data.bookingId, propertyId: data.propertyId, userId: data.userId });

const bookingOutcome =
  (verb: string, key: EventType) =>
  (data: EventData<'BookingRejected'>): NotificationDraft => ({
    type: 'SYSTEM_ALERT',
    title: `Booking ${verb}`,
    message: `The booking of "${data.propertyTitle}" by ${who(data.userName, data.userEmail)} (${formatRupees(data.amount)}) was ${verb}.`,
    data: bookingData(data),
    template: textTemplate(key, {
      who: who(data.userName, data.userEmail),
      title: data.propertyTitle,
      amount: data.amount,
    }),
  });

const dealerOutcome =
  (verb: string, key: EventType) =>
  (data: EventData<'DealerApproved'>): NotificationDraft => ({
    type: 'SYSTEM_ALERT',
    title: `Dealer ${verb}`,
    message: `The dealer application of ${who(data.name, data.email)} (code ${data.referralCode}) was ${verb}.`,
    data: compactData({ dealerId: data.dealerId, userId: data.userId }),
    template: textTemplate(key, { who: who(data.name, data.email), code: data.referralCode }),
  });

const userModeration =
  (verb: string, key: EventType) =>
  (data: EventData<'UserBlocked'>): NotificationDraft => ({
    type: 'SYSTEM_ALERT',
    title: `User ${verb}`,
    message: `${who(data.name, data.email)} was ${verb}.`,
    data: compactData({ userId: data.userId }),
    template: textTemplate(key, { who: who(data.name, data.email) }),
  });

const commission =
  (verb: string, key: EventType) =>
  (data: EventData<'CommissionEarned'>): NotificationDraft => ({
    type: 'SYSTEM_ALERT',
    title: `Commission ${verb}`,
    message: `${formatRupeesWithPaise(data.amount)} level ${data.level} commission ${verb}${data.propertyTitle ? ` for "${data.propertyTitle}"` : ''}.`,
    data: compactData({
      dealerId: data.dealerId,
      bookingId: data.bookingId,
      propertyId: data.propertyId,
      userId: data.dealerUserId,
    }),
    // The property is named only when the event names it: its own text, as the words move.
    template: textTemplate(data.propertyTitle ? `${key}For` : key, {
      amount: data.amount,
      level: data.level,
      title: data.propertyTitle,
    }),
  });

/** Another admin's change to the settings (issue 13 item 4), in the bell with its from → to. */
const settingsChanged = (data: SettingsChangedData): NotificationDraft => ({
  type: 'SYSTEM_ALERT',
  title: 'Settings changed',
  message: `${data.by.email} changed the ${data.section} settings: ${data.changes
    .map((change) => `${change.key} ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`)
    .join(', ')}.`,
  data: compactData({ userId: data.by.userId }),
  template: textTemplate('SettingsChanged', {
    email: data.by.email,
    section: data.section,
    changes: data.changes
      .map(
        (change) => `${change.key} ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`,
      )
      .join(', '),
  }),
});

/**
 * Which events become which admin notification (README, "Event → notification"). Types that
 * need an admin's action have their own type; outcomes the spec has no type for are
 * SYSTEM_ALERTs, which stay in the bell (no external delivery by default). null = none.
 */
export const NOTIFICATION_TEMPLATES: Templates = {
  // A signup's actor is the new user; an admin-made account names the admin, the first-start admin
  // the system (null), so the bell does not claim that they signed up.
  UserRegistered: (data, origin) =>
    !origin || origin.actor === data.userId
      ? {
          type: 'USER_SIGNUP',
          title: 'New user signed up',
          message: `${who(data.name, data.email)} created an account${data.dealerApplication ? ' through the dealer form' : ''}.`,
          data: compactData({ userId: data.userId }),
          template: textTemplate(
            data.dealerApplication ? 'UserSignedUpDealerForm' : 'UserSignedUp',
            { who: who(data.name, data.email) },
          ),
        }
      : {
          type: 'USER_SIGNUP',
          title: 'New user added',
          message: `${who(data.name, data.email)} was added as ${data.role} ${origin.actor ? 'by an admin' : 'when Ghar first started'}.`,
          data: compactData({ userId: data.userId }),
          template: textTemplate(origin.actor ? 'UserAdded' : 'UserAddedAtStart', {
            who: who(data.name, data.email),
            role: data.role,
          }),
        },
  // Profile edits are routine, and role or dealer-status changes are announced by their own events.
  UserUpdated: () => null,
  // The user hears it (issue 27, user-notification-templates.ts); nothing for the admins to do.
  PasswordChanged: () => null,
  NewDeviceSignedIn: () => null,
  UserBlocked: userModeration('blocked', 'UserBlocked'),
  UserUnblocked: userModeration('unblocked', 'UserUnblocked'),
  UserDeleted: (data) => ({
    type: 'SYSTEM_ALERT',
    title: 'User deleted',
    message: `The account ${data.email} was deleted.`,
    data: {},
    template: textTemplate('UserDeleted', { email: data.email }),
  }),
  PropertyAdded: (data) => {
    const price = priceText(data);
    return {
      type: 'PROPERTY_ADDED',
      title: 'New property listed',
      message: `${who(data.ownerName, data.ownerEmail)} listed "${data.title}", ${withArticle(PROPERTY_TYPE_LABELS[data.type].toLowerCase())} for ${ACTION_WORDS[data.action]} in ${place(data)}${price ? ` at ${price}` : ''}.`,
      data: compactData({ propertyId: data.propertyId, userId: data.ownerId }),
      // The price's words differ by action (for sale, a month, for N months): the web writes them
      // from the action and the figures.
      template: textTemplate('PropertyAdded', {
        who: who(data.ownerName, data.ownerEmail),
        title: data.title,
        propertyType: data.type,
        action: data.action,
        place: place(data),
        ...(price
          ? {
              amount: data.action === 'SELL' ? data.price : data.perMonthCharges,
              months: data.action === 'LEASE' ? data.leaseDuration : undefined,
            }
          : {}),
      }),
    };
  },
  // The owner's name or e-mail carried onto their listings is not news for the admin's bell.
  PropertyUpdated: (data) =>
    data.cause === 'OWNER_DETAILS'
      ? null
      : {
          type: 'PROPERTY_UPDATED',
          title: 'Property updated',
          message: `"${data.title}" in ${place(data)} was updated.`,
          data: compactData({ propertyId: data.propertyId, userId: data.ownerId }),
          template: textTemplate('PropertyUpdated', { title: data.title, place: place(data) }),
        },
  // A change caused by a booking is already announced by that booking's own notification.
  PropertyStatusChanged: (data) =>
    data.bookingId
      ? null
      : {
          type: 'PROPERTY_UPDATED',
          title: 'Property status changed',
          message: `"${data.title}" changed from ${data.previousStatus} to ${data.status}.`,
          data: compactData({ propertyId: data.propertyId, userId: data.ownerId }),
          template: textTemplate('PropertyStatusChanged', {
            title: data.title,
            from: data.previousStatus,
            to: data.status,
          }),
        },
  // Without a propertyId the click leads to the properties list: the property page is gone.
  PropertyDeleted: (data) => ({
    type: 'PROPERTY_UPDATED',
    title: 'Property deleted',
    message: `"${data.title}" listed by ${data.ownerEmail} was deleted.`,
    data: compactData({ userId: data.ownerId }),
    template: textTemplate('PropertyDeleted', { title: data.title, email: data.ownerEmail }),
  }),
  ListingFeeSubmitted: (data) => ({
    type: 'PAYMENT_RECEIVED',
    title: 'Listing fee received',
    message: `${who(data.ownerName, data.ownerEmail)} paid the ${formatRupees(data.amount)} listing fee for "${data.title}". Check the payment proof.`,
    data: compactData({ propertyId: data.propertyId, userId: data.ownerId }),
    template: textTemplate('ListingFeeSubmitted', {
      who: who(data.ownerName, data.ownerEmail),
      title: data.title,
      amount: data.amount,
    }),
  }),
  // The owner's own question (issue 10 item 6): e-mailed to them; the bell keeps it as a record.
  ListingFreshnessCheckRequested: (data) => ({
    type: 'SYSTEM_ALERT',
    title: 'Is this still available?',
    message: `${data.ownerName ? `${data.ownerName}, is` : 'Is'} your listing "${data.title}" on Ghar still available? Confirm it with one click on your dashboard by ${indianDate(data.hideAt)}, or it will be hidden from search until you do.`,
    data: compactData({ propertyId: data.propertyId, userId: data.ownerId }),
    template: textTemplate('ListingFreshnessCheckRequested', {
      title: data.title,
      hideAt: data.hideAt,
    }),
    emailTo: data.ownerEmail,
  }),
  // The owner hears it (issue 27, user-notification-templates.ts); the admins saw the question.
  ListingHiddenForFreshness: () => null,
  // An admin made the move on the payments page; the payer hears it (issue 27).
  ListingFeePaymentChanged: () => null,
  // A user's own alert (issue 27 item 6): only that user hears it.
  SavedSearchDigestReady: () => null,
  ShortlistedPriceDropped: () => null,
  BookingPaymentChanged: () => null,
  BookingCreated: (data) => ({
    type: 'BOOKING_CREATED',
    title: 'New booking request',
    message: `${who(data.userName, data.userEmail)} booked "${data.propertyTitle}" for ${ACTION_WORDS[data.propertyAction]} and paid ${formatRupees(data.amount)}${data.dealerCode ? ` with dealer code ${data.dealerCode}` : ' (direct booking)'}. It awaits approval.`,
    data: bookingData(data),
    template: textTemplate(data.dealerCode ? 'BookingCreatedWithCode' : 'BookingCreated', {
      who: who(data.userName, data.userEmail),
      title: data.propertyTitle,
      action: data.propertyAction,
      amount: data.amount,
      code: data.dealerCode,
    }),
  }),
  BookingApproved: (data) => {
    const base = bookingOutcome('approved', 'BookingApproved')(data);
    const others = data.cancelledBookingIds.length;
    return others > 0
      ? {
          ...base,
          message: `${base.message} ${others} other pending booking${others === 1 ? ' was' : 's were'} cancelled.`,
          template: textTemplate('BookingApproved', { ...base.template?.params, others }),
        }
      : base;
  },
  BookingRejected: bookingOutcome('rejected', 'BookingRejected'),
  BookingExpired: bookingOutcome('expired', 'BookingExpired'),
  BookingUnbooked: bookingOutcome('unbooked', 'BookingUnbooked'),
  DealerApplied: (data) => ({
    type: 'DEALER_REQUEST',
    title: 'New dealer application',
    message: `${who(data.name, data.email)} applied to become a dealer${data.sponsorCode ? ` under referral code ${data.sponsorCode}` : ' directly under the company'}.`,
    data: compactData({ dealerId: data.dealerId, userId: data.userId }),
    template: textTemplate(data.sponsorCode ? 'DealerAppliedUnder' : 'DealerApplied', {
      who: who(data.name, data.email),
      code: data.sponsorCode,
    }),
  }),
  DealerApproved: dealerOutcome('approved', 'DealerApproved'),
  DealerRejected: dealerOutcome('rejected', 'DealerRejected'),
  CommissionEarned: commission('earned', 'CommissionEarned'),
  CommissionReversed: commission('reversed', 'CommissionReversed'),
  InquiryReceived: (data) => ({
    type: 'INQUIRY_RECEIVED',
    title: 'New inquiry',
    message: `From ${data.mobileNumber}: ${data.messagePreview}`,
    data: compactData({ inquiryId: data.inquiryId }),
    template: textTemplate('InquiryReceived', {
      mobile: data.mobileNumber,
      preview: data.messagePreview,
    }),
  }),
  ListingsSettingsChanged: settingsChanged,
  BookingsSettingsChanged: settingsChanged,
  DealersSettingsChanged: settingsChanged,
  NotificationsSettingsChanged: settingsChanged,
};

/** The notification an event makes, or null when the event makes none. */
export function notificationForEvent<T extends EventType>(
  type: T,
  data: EventData<T>,
  origin?: EventOrigin,
): NotificationDraft | null {
  return (NOTIFICATION_TEMPLATES[type] as Template<T>)(data, origin);
}
