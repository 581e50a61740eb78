import { DEFAULT_LANGUAGE, type Language } from '@ghar/contracts/constants';
import type { EventData, EventType } from '@ghar/contracts/events';
import { compactData, textTemplate } from './notification';
import { userNoticeText, type UserNoticeKey } from './user-notice-texts';
import type { UserContact, UserNotificationDraft } from './user-notification';

/**
 * What each side of a deal hears of an event (issue 27 item 2), as pure rules: the booking's
 * owner and booker, the dealer, the listing's owner. Contacts are given only where the spec
 * allows them: the owner learns the booker's name and number once the booking is confirmed,
 * never with the request, and the booker learns the owner's at approval. Each notice is written
 * in its recipient's language (user-notice-texts).
 */

/** The events that tell a user something; other events tell nobody but the admins. */
export const USER_NOTICE_EVENTS = [
  'BookingCreated',
  'BookingApproved',
  'BookingRejected',
  'BookingExpired',
  'BookingUnbooked',
  'DealerApproved',
  'DealerRejected',
  'CommissionEarned',
  'CommissionReversed',
  'ListingFreshnessCheckRequested',
  'ListingHiddenForFreshness',
  'ListingFeePaymentChanged',
  'BookingPaymentChanged',
  'SavedSearchDigestReady',
  'ShortlistedPriceDropped',
  'PasswordChanged',
  'NewDeviceSignedIn',
  'InquiryReceived',
] as const satisfies readonly EventType[];
export type UserNoticeEvent = (typeof USER_NOTICE_EVENTS)[number];

export const isUserNoticeEvent = (type: EventType): type is UserNoticeEvent =>
  (USER_NOTICE_EVENTS as readonly EventType[]).includes(type);

/** The contacts a booking's notices may carry, looked up before the rules run. */
export interface BookingContacts {
  owner?: UserContact;
  booker?: UserContact;
}

type Booking = EventData<'BookingCreated'>;

/** The users whose contact the notices of this event carry (only approvals carry any). */
export function contactsNeeded(type: UserNoticeEvent, data: EventData<UserNoticeEvent>): string[] {
  if (type !== 'BookingApproved') return [];
  const booking = data as Booking;
  return [booking.propertyOwnerId, booking.userId].filter((id): id is string => Boolean(id));
}

/** "Ravi Sharma, 98765 43210, ravi@example.in": what is known of the person. */
const contactText = (contact: UserContact) =>
  [contact.name, contact.mobile, contact.email].filter(Boolean).join(', ');

/** One value, the same in every language: the reader's text only frames it. */
const contactParams = (contact: UserContact) => ({ contact: contactText(contact) });

/** A notice before it is written in its recipient's language. */
type Notice = Omit<UserNotificationDraft, 'title' | 'message'>;
type Params = Record<string, string | number | undefined>;

/** The booker as the approval names them: the projection, else what the event says. */
const bookerOf = (data: Booking, contacts: BookingContacts): UserContact =>
  contacts.booker ?? { userId: data.userId, name: data.userName ?? '', email: data.userEmail };

const ownerOf = (data: Booking, contacts: BookingContacts): UserContact | undefined =>
  contacts.owner ??
  (data.propertyOwnerId && data.propertyOwnerEmail
    ? { userId: data.propertyOwnerId, name: '', email: data.propertyOwnerEmail }
    : undefined);

const bookingIds = (data: Booking) =>
  compactData({ bookingId: data.bookingId, propertyId: data.propertyId });

/** The owner's and the booker's notice of one booking event (the owner's only if known). */
function bookingNotices(
  data: Booking,
  ownerKey: UserNoticeKey,
  bookerKey: UserNoticeKey,
  params: { owner?: Params; booker?: Params } = {},
): Notice[] {
  const common = { title: data.propertyTitle, amount: data.amount };
  const notice = (recipientId: string, key: UserNoticeKey, extra: Params = {}): Notice => ({
    recipientId,
    type: 'BOOKING',
    data: bookingIds(data),
    template: textTemplate(key, { ...common, ...extra }),
  });
  const notices = [notice(data.userId, bookerKey, params.booker)];
  // An owner booking their own listing hears it once, as the booker.
  if (data.propertyOwnerId && data.propertyOwnerId !== data.userId) {
    notices.unshift(notice(data.propertyOwnerId, ownerKey, params.owner));
  }
  return notices;
}

type Rules = {
  [T in UserNoticeEvent]: (data: EventData<T>, contacts: BookingContacts) => Notice[];
};

const RULES: Rules = {
  // The owner hears no name, number or e-mail of the booker until the booking is confirmed.
  BookingCreated: (data) => bookingNotices(data, 'OwnerBookingRequested', 'BookerBookingReceived'),
  BookingApproved: (data, contacts) => {
    const owner = ownerOf(data, contacts);
    return bookingNotices(
      data,
      'OwnerBookingConfirmed',
      owner ? 'BookerBookingApproved' : 'BookerBookingApprovedNoContact',
      {
        owner: contactParams(bookerOf(data, contacts)),
        booker: owner ? contactParams(owner) : {},
      },
    );
  },
  BookingRejected: (data) => bookingNotices(data, 'OwnerBookingCancelled', 'BookerBookingRejected'),
  BookingExpired: (data) => bookingNotices(data, 'OwnerBookingExpired', 'BookerBookingExpired'),
  BookingUnbooked: (data) => bookingNotices(data, 'OwnerBookingUnbooked', 'BookerBookingUnbooked'),
  DealerApproved: (data) => [
    {
      recipientId: data.userId,
      type: 'DEALER',
      data: compactData({ dealerId: data.dealerId }),
      template: textTemplate('DealerApplicationApproved', { code: data.referralCode }),
    },
  ],
  DealerRejected: (data) => [
    {
      recipientId: data.userId,
      type: 'DEALER',
      data: compactData({ dealerId: data.dealerId }),
      template: textTemplate('DealerApplicationRejected'),
    },
  ],
  CommissionEarned: (data) => commissionNotice(data, 'CommissionEarnedYours'),
  CommissionReversed: (data) => commissionNotice(data, 'CommissionReversedYours'),
  ListingFreshnessCheckRequested: (data) => [
    {
      recipientId: data.ownerId,
      type: 'LISTING',
      data: compactData({ propertyId: data.propertyId }),
      // The admin's template of the same event is already written to the owner.
      template: textTemplate('ListingFreshnessCheckRequested', {
        title: data.title,
        hideAt: data.hideAt,
      }),
    },
  ],
  ListingHiddenForFreshness: (data) => [
    {
      recipientId: data.ownerId,
      type: 'LISTING',
      data: compactData({ propertyId: data.propertyId }),
      template: textTemplate('ListingHiddenForFreshness', { title: data.title }),
    },
  ],
  // Verified and refunded fees are news to their owner; a fee kept is what they paid for.
  ListingFeePaymentChanged: (data) =>
    data.state === 'VERIFIED' || data.state === 'REFUNDED'
      ? [
          {
            recipientId: data.ownerId,
            type: 'LISTING',
            data: compactData({ propertyId: data.propertyId }),
            template: textTemplate(
              data.state === 'VERIFIED' ? 'ListingFeeVerified' : 'ListingFeeRefunded',
              { title: data.title, amount: data.amount },
            ),
          },
        ]
      : [],
  // New homes for a saved search (issue 27 item 6): its user, with the link to the results.
  SavedSearchDigestReady: (data) => [
    {
      recipientId: data.userId,
      type: 'LISTING',
      data: compactData({
        savedSearchId: data.savedSearchId,
        propertyId: data.count === 1 ? data.listingIds[0] : undefined,
        resultsUrl: data.resultsUrl,
      }),
      template: textTemplate(data.count === 1 ? 'SavedSearchDigestOne' : 'SavedSearchDigest', {
        name: data.name,
        count: data.count,
        title: data.count === 1 ? data.firstTitle : undefined,
      }),
    },
  ],
  // A home on the user's shortlist is cheaper than when they saved it (issue 27 item 6).
  ShortlistedPriceDropped: (data) => [
    {
      recipientId: data.userId,
      type: 'LISTING',
      data: compactData({ propertyId: data.propertyId }),
      template: textTemplate('ShortlistedPriceDropped', {
        title: data.title,
        amount: data.price,
        paid: data.savedPrice,
      }),
    },
  ],
  // The booker hears the refund, with what came back of what they paid (a fine may be kept).
  BookingPaymentChanged: (data) =>
    data.state === 'REFUNDED'
      ? [
          {
            recipientId: data.userId,
            type: 'BOOKING',
            data: compactData({ bookingId: data.bookingId, propertyId: data.propertyId }),
            template: textTemplate('BookerRefunded', {
              title: data.propertyTitle,
              amount: data.refundAmount,
              paid: data.amount,
            }),
          },
        ]
      : [],
  PasswordChanged: (data) => [
    {
      recipientId: data.userId,
      type: 'SECURITY',
      data: {},
      // When: the notification's own time, which the web shows in the reader's language.
      template: textTemplate(data.byAdmin ? 'PasswordChangedByAdmin' : 'PasswordChanged'),
    },
  ],
  NewDeviceSignedIn: (data) => [
    {
      recipientId: data.userId,
      type: 'SECURITY',
      data: {},
      template: textTemplate('NewDeviceSignedIn', {
        device: data.device,
        signedInAt: data.signedInAt,
      }),
    },
  ],
  // A question is a lead: the asker chose to share their mobile with it. An owner asking about
  // their own listing is not told; a general inquiry (no listing) goes to the admins alone.
  InquiryReceived: (data) =>
    data.ownerId && data.propertyId && data.ownerId !== data.askedBy
      ? [
          {
            recipientId: data.ownerId,
            type: 'LISTING',
            data: compactData({ propertyId: data.propertyId, inquiryId: data.inquiryId }),
            template: textTemplate('OwnerQuestionReceived', {
              title: data.propertyTitle ?? '',
              question: data.messagePreview,
              mobile: data.mobileNumber,
            }),
          },
        ]
      : [],
};

/** A dealer's own commission, with paise and the property (the key starts "Commission" for paise). */
function commissionNotice(
  data: EventData<'CommissionEarned'>,
  key: 'CommissionEarnedYours' | 'CommissionReversedYours',
): Notice[] {
  if (!data.dealerUserId) return [];
  const property = data.propertyTitle ?? data.bookingId;
  return [
    {
      recipientId: data.dealerUserId,
      type: 'DEALER',
      data: compactData({
        dealerId: data.dealerId,
        bookingId: data.bookingId,
        propertyId: data.propertyId,
      }),
      template: textTemplate(key, { amount: data.amount, level: data.level, title: property }),
    },
  ];
}

/** Who hears of the event (their language is looked up before the notices are written). */
export const recipientsOf = (type: UserNoticeEvent, data: EventData<UserNoticeEvent>): string[] =>
  (RULES[type] as Rules[UserNoticeEvent])(data as never, {}).map((notice) => notice.recipientId);

/**
 * The notices one event makes, one per recipient, each written in its recipient's language
 * (English for a user the projection does not know).
 */
export function userNoticesFor<T extends UserNoticeEvent>(
  type: T,
  data: EventData<T>,
  contacts: BookingContacts = {},
  languageOf: (userId: string) => Language = () => DEFAULT_LANGUAGE,
): UserNotificationDraft[] {
  return (RULES[type] as Rules[T])(data, contacts).map((notice) => ({
    ...notice,
    ...userNoticeText(
      notice.template.key as UserNoticeKey,
      notice.template.params,
      languageOf(notice.recipientId),
    ),
  }));
}
