import type { EventData, EventType } from '@ghar/contracts/events';
import { formatRupees, formatRupeesWithPaise } from '@ghar/contracts/format';
import { ACTIVITY_TYPES, type ActivityParams, type ActivityType } from '@ghar/contracts/http';

/** One entry of the admin's recent activity, made from one consumed event. */
export interface NewActivity {
  eventId: string;
  type: ActivityType;
  actorId: string | null;
  summary: string;
  params: ActivityParams;
  link: string;
  at: Date;
}
export interface Activity extends NewActivity {
  id: string;
}

type Entry = { summary: string; params: ActivityParams; link: string };
type Templates = { [T in ActivityType]: (data: EventData<T>) => Entry };

/** The admin page that handles each kind of entry (web paths, part 2 §2). */
const LINKS = {
  users: '/admin/users',
  properties: '/admin/properties',
  bookings: '/admin/bookings',
  dealerRequests: '/admin/dealer-requests',
  dealerTree: '/admin/dealer-tree',
  inquiries: '/admin/inquiries',
} as const;

const person = (name: string | undefined, email: string) => name || email;

const bookingOutcome =
  (verb: string) =>
  (data: EventData<'BookingRejected'>): Entry => {
    const who = person(data.userName, data.userEmail);
    return {
      summary: `The booking of "${data.propertyTitle}" by ${who} was ${verb}.`,
      params: { who, title: data.propertyTitle, amount: data.amount },
      link: LINKS.bookings,
    };
  };

const dealerDecision =
  (verb: string) =>
  (data: EventData<'DealerApproved'>): Entry => ({
    summary: `The dealer application of ${person(data.name, data.email)} (code ${data.referralCode}) was ${verb}.`,
    params: { who: person(data.name, data.email), code: data.referralCode },
    link: LINKS.dealerRequests,
  });

const commission =
  (verb: string) =>
  (data: EventData<'CommissionEarned'>): Entry => {
    const amount = Math.abs(data.amount);
    return {
      summary: `${formatRupeesWithPaise(amount)} level ${data.level} commission ${verb}${data.propertyTitle ? ` for "${data.propertyTitle}"` : ''}.`,
      params: {
        amount,
        level: data.level,
        ...(data.propertyTitle ? { title: data.propertyTitle } : {}),
      },
      link: LINKS.dealerTree,
    };
  };

/** Which events make an activity entry, and what it says (English; the web writes Hindi). */
export const ACTIVITY_TEMPLATES: Templates = {
  UserRegistered: (data) => ({
    summary: `${person(data.name, data.email)} signed up${data.dealerApplication ? ' through the dealer form' : ''}.`,
    params: { who: person(data.name, data.email) },
    link: LINKS.users,
  }),
  PropertyAdded: (data) => ({
    summary: `${person(data.ownerName, data.ownerEmail)} listed "${data.title}" in ${data.city}.`,
    params: { who: person(data.ownerName, data.ownerEmail), title: data.title },
    link: LINKS.properties,
  }),
  ListingFeeSubmitted: (data) => ({
    summary: `${person(data.ownerName, data.ownerEmail)} paid the ${formatRupees(data.amount)} listing fee for "${data.title}".`,
    params: {
      who: person(data.ownerName, data.ownerEmail),
      title: data.title,
      amount: data.amount,
    },
    link: LINKS.properties,
  }),
  BookingCreated: (data) => {
    const who = person(data.userName, data.userEmail);
    return {
      summary: `${who} booked "${data.propertyTitle}" for ${formatRupees(data.amount)}.`,
      params: { who, title: data.propertyTitle, amount: data.amount },
      link: LINKS.bookings,
    };
  },
  BookingApproved: bookingOutcome('approved'),
  BookingRejected: bookingOutcome('rejected'),
  BookingExpired: bookingOutcome('expired'),
  BookingUnbooked: bookingOutcome('unbooked'),
  DealerApplied: (data) => ({
    summary: `${person(data.name, data.email)} applied to become a dealer.`,
    params: { who: person(data.name, data.email), code: data.referralCode },
    link: LINKS.dealerRequests,
  }),
  DealerApproved: dealerDecision('approved'),
  DealerRejected: dealerDecision('rejected'),
  CommissionEarned: commission('earned'),
  CommissionReversed: commission('reversed'),
  InquiryReceived: (data) => ({
    summary: `New inquiry from ${data.mobileNumber}.`,
    params: { who: data.mobileNumber },
    link: LINKS.inquiries,
  }),
};

const isActivityType = (type: EventType): type is ActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

/** The entry an event makes, or null for events the feed leaves out (edits, projections …). */
export function activityForEvent<T extends EventType>(event: {
  id: string;
  type: T;
  actor: string | null;
  occurredAt: string;
  data: EventData<T>;
}): NewActivity | null {
  const { type } = event;
  if (!isActivityType(type)) return null;
  // Only a person's own signup is one: accounts an admin or the first start made are not.
  if (
    type === 'UserRegistered' &&
    event.actor !== (event.data as EventData<'UserRegistered'>).userId
  ) {
    return null;
  }
  const template = ACTIVITY_TEMPLATES[type] as (data: EventData<T>) => Entry;
  return {
    eventId: event.id,
    type,
    actorId: event.actor,
    ...template(event.data),
    at: new Date(event.occurredAt),
  };
}
