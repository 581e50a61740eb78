import {
  formatRupees,
  formatRupeesWithPaise,
  type EventData,
  type EventType,
} from '@ghar/contracts';
import { compactData, textTemplate } from './notification';
import type { UserContact, UserNotificationDraft } from './user-notification';

/**
 * What each side of a deal hears of an event (issue 27 item 2), as pure rules: the booking's
 * owner and booker, the dealer, the listing's owner. Contacts are given only where the spec
 * allows them: the owner learns the booker's name and number once the booking is confirmed,
 * never with the request, and the booker learns the owner's at approval.
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
  'PasswordChanged',
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

interface Side {
  key: string;
  title: string;
  message: string;
  params?: Record<string, string | number | undefined>;
}

/** The owner's and the booker's notice of one booking event (the owner's only if known). */
function bookingNotices(data: Booking, owner: Side, booker: Side): UserNotificationDraft[] {
  const common = { title: data.propertyTitle, amount: data.amount };
  const notice = (recipientId: string, side: Side): UserNotificationDraft => ({
    recipientId,
    type: 'BOOKING',
    title: side.title,
    message: side.message,
    data: bookingIds(data),
    template: textTemplate(side.key, { ...common, ...side.params }),
  });
  const notices = [notice(data.userId, booker)];
  // An owner booking their own listing hears it once, as the booker.
  if (data.propertyOwnerId && data.propertyOwnerId !== data.userId) {
    notices.unshift(notice(data.propertyOwnerId, owner));
  }
  return notices;
}

type Rules = {
  [T in UserNoticeEvent]: (
    data: EventData<T>,
    contacts: BookingContacts,
  ) => UserNotificationDraft[];
};

const RULES: Rules = {
  BookingCreated: (data) =>
    bookingNotices(
      data,
      {
        key: 'OwnerBookingRequested',
        title: 'New booking request',
        // No name, number or e-mail of the booker until the booking is confirmed.
        message: `Someone asked to book "${data.propertyTitle}" and paid ${formatRupees(data.amount)}. You will see their contact once the booking is confirmed.`,
      },
      {
        key: 'BookerBookingReceived',
        title: 'Booking request received',
        message: `We received your booking request for "${data.propertyTitle}" (${formatRupees(data.amount)}). You will hear from us when it is confirmed.`,
      },
    ),
  BookingApproved: (data, contacts) => {
    const booker = bookerOf(data, contacts);
    const owner = ownerOf(data, contacts);
    return bookingNotices(
      data,
      {
        key: 'OwnerBookingConfirmed',
        title: 'Booking confirmed',
        message: `The booking of "${data.propertyTitle}" is confirmed. The booker: ${contactText(booker)}.`,
        params: contactParams(booker),
      },
      owner
        ? {
            key: 'BookerBookingApproved',
            title: 'Booking approved',
            message: `Your booking of "${data.propertyTitle}" is approved. The owner: ${contactText(owner)}.`,
            params: contactParams(owner),
          }
        : {
            key: 'BookerBookingApprovedNoContact',
            title: 'Booking approved',
            message: `Your booking of "${data.propertyTitle}" is approved.`,
          },
    );
  },
  BookingRejected: (data) =>
    bookingNotices(
      data,
      {
        key: 'OwnerBookingCancelled',
        title: 'Booking request cancelled',
        message: `A booking request for "${data.propertyTitle}" was cancelled.`,
      },
      {
        key: 'BookerBookingRejected',
        title: 'Booking not approved',
        message: `Your booking request for "${data.propertyTitle}" was not approved.`,
      },
    ),
  BookingExpired: (data) =>
    bookingNotices(
      data,
      {
        key: 'OwnerBookingExpired',
        title: 'Booking request expired',
        message: `A booking request for "${data.propertyTitle}" expired without a decision.`,
      },
      {
        key: 'BookerBookingExpired',
        title: 'Booking request expired',
        message: `Your booking request for "${data.propertyTitle}" expired without a decision.`,
      },
    ),
  BookingUnbooked: (data) =>
    bookingNotices(
      data,
      {
        key: 'OwnerBookingUnbooked',
        title: 'Booking undone',
        message: `The booking of "${data.propertyTitle}" was undone; the listing is available again.`,
      },
      {
        key: 'BookerBookingUnbooked',
        title: 'Booking undone',
        message: `Your booking of "${data.propertyTitle}" was undone.`,
      },
    ),
  DealerApproved: (data) => [
    {
      recipientId: data.userId,
      type: 'DEALER',
      title: 'Dealer application approved',
      message: `You are now a Ghar dealer. Your referral code is ${data.referralCode}.`,
      data: compactData({ dealerId: data.dealerId }),
      template: textTemplate('DealerApplicationApproved', { code: data.referralCode }),
    },
  ],
  DealerRejected: (data) => [
    {
      recipientId: data.userId,
      type: 'DEALER',
      title: 'Dealer application not approved',
      message: 'Your dealer application was not approved.',
      data: compactData({ dealerId: data.dealerId }),
      template: textTemplate('DealerApplicationRejected'),
    },
  ],
  CommissionEarned: (data) => commissionNotice(data, 'earned', 'CommissionEarnedYours'),
  CommissionReversed: (data) => commissionNotice(data, 'reversed', 'CommissionReversedYours'),
  ListingFreshnessCheckRequested: (data) => [
    {
      recipientId: data.ownerId,
      type: 'LISTING',
      title: 'Is this still available?',
      message: `Is your listing "${data.title}" still available? Confirm it on your dashboard, or it will be hidden from search.`,
      data: compactData({ propertyId: data.propertyId }),
      // The admin's template of the same event is already written to the owner.
      template: textTemplate('ListingFreshnessCheckRequested', {
        title: data.title,
        hideAt: data.hideAt,
      }),
    },
  ],
  PasswordChanged: (data) => [
    {
      recipientId: data.userId,
      type: 'SECURITY',
      title: 'Your password was changed',
      message: data.byAdmin
        ? 'An admin set a new password for your account. If you did not ask for this, contact Ghar support.'
        : 'Your password was changed. If this was not you, contact Ghar support at once.',
      data: {},
      // When: the notification's own time, which the web shows in the reader's language.
      template: textTemplate(data.byAdmin ? 'PasswordChangedByAdmin' : 'PasswordChanged'),
    },
  ],
};

/** A dealer's own commission, with paise and the property (the key starts "Commission" for paise). */
function commissionNotice(
  data: EventData<'CommissionEarned'>,
  verb: string,
  key: string,
): UserNotificationDraft[] {
  if (!data.dealerUserId) return [];
  const property = data.propertyTitle ?? data.bookingId;
  return [
    {
      recipientId: data.dealerUserId,
      type: 'DEALER',
      title: `Commission ${verb}`,
      message: `Commission ${verb}: ${formatRupeesWithPaise(data.amount)} (level ${data.level}) for "${property}".`,
      data: compactData({
        dealerId: data.dealerId,
        bookingId: data.bookingId,
        propertyId: data.propertyId,
      }),
      template: textTemplate(key, { amount: data.amount, level: data.level, title: property }),
    },
  ];
}

/** The notices one event makes, one per recipient. */
export function userNoticesFor<T extends UserNoticeEvent>(
  type: T,
  data: EventData<T>,
  contacts: BookingContacts = {},
): UserNotificationDraft[] {
  return (RULES[type] as Rules[T])(data, contacts);
}
