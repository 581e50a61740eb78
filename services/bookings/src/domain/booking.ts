import type { BookingStatus, PropertyAction, PropertyStatus } from '@ghar/contracts/constants';
import type { BookingStepKind } from '@ghar/contracts/http';

/** One step of a booking's timeline (issue 11 item 5). `by` is null for the system. */
export interface HistoryEntry {
  /** Absent on entries stored before kinds existed: stepKindOf derives it from the note. */
  kind?: BookingStepKind;
  status: BookingStatus;
  at: Date;
  by: string | null;
  note: string;
}

/** A step as it is written now: always with its kind. */
export type NewHistoryEntry = HistoryEntry & { kind: BookingStepKind };

/** What bookings keeps of a listing, from listings.events (never read from listings itself). */
export interface PropertyCopy {
  id: string;
  title: string;
  action: PropertyAction;
  status: PropertyStatus;
  city: string;
  state: string;
  locality?: string;
  location?: string;
  price?: number;
  perMonthCharges?: number;
  leaseDuration?: number;
  bookingCharges?: number;
  mediaUrls: string[];
  ownerId: string;
  ownerName?: string;
  /** The listing's write counter: an older event never overwrites a newer copy. */
  version: number;
  deleted: boolean;
}

/** What bookings keeps of a user, from auth.events: the booker's name, the owner's mobile. */
export interface UserCopy {
  id: string;
  name: string;
  email: string;
  mobile?: string;
}

export interface BookingRecord {
  id: string;
  propertyId: string;
  /** The property as it was when booked (title, pricing): searchable, and kept if it is deleted. */
  property: Omit<PropertyCopy, 'version' | 'deleted'>;
  userId: string;
  userEmail: string;
  userName?: string;
  status: BookingStatus;
  amount: number;
  dealerCode?: string;
  paymentRef: string;
  /** The UPI note the modal showed (GHAR-BK-…), when the web sent it. */
  upiReference?: string;
  paymentProof: string;
  paymentConfirmedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntry[];
}

/** Who acts: the caller's id and role (admins see and decide every booking). */
export interface Actor {
  userId: string;
  role: string;
}

/** Who caused a change (packages/platform/src/http/actor.ts: one for every service). */
export type { ActionContext } from '@ghar/platform';
