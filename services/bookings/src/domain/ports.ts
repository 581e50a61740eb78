import type { BookingStatus } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import type { PaymentState } from '@ghar/contracts/http';
import type {
  AcceptedUpload,
  LiveSettings,
  Logger,
  PaymentStateStore,
  PaymentStep,
} from '@ghar/platform';
import type {
  BookingRecord,
  HistoryEntry,
  NewHistoryEntry,
  PropertyCopy,
  UserCopy,
} from './booking';

/**
 * What bookings's use cases need from the outside world, declared here and implemented in
 * data-access/ (domain files import no data-access file).
 */
/** A booking's money as the reconciliation page needs it (issue 13 item 5). */
export interface BookingPaymentRecord {
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  user: { id: string; name?: string; email: string };
  amount: number;
  paymentRef: string;
  upiReference?: string;
  proofUrl: string;
  createdAt: Date;
  status: BookingStatus;
  history: HistoryEntry[];
  state: PaymentState;
  steps: PaymentStep[];
}

export interface BookingPaymentStore extends PaymentStateStore<BookingPaymentRecord> {
  list(): Promise<BookingPaymentRecord[]>;
}

export interface BookingRepository {
  /** Saves a new booking together with its events (one document write: the outbox). */
  insert(record: BookingRecord, events: EventEnvelope[]): Promise<void>;
  findById(id: string): Promise<BookingRecord | null>;
  /** Several bookings in one read (FerretDB scans the collection once per find). */
  findByIds(ids: string[]): Promise<BookingRecord[]>;
  /**
   * Moves a booking from `from` to `change.status` with its history step and events in one
   * conditional write; null when the booking was not in `from` (someone else moved it first).
   */
  transition(
    id: string,
    from: BookingStatus,
    change: { status: BookingStatus; entry: NewHistoryEntry; now: Date },
    events: EventEnvelope[],
  ): Promise<BookingRecord | null>;
  /** Records the booker's own confirmation of the payment on a PENDING booking. */
  markPaid(id: string, entry: NewHistoryEntry): Promise<BookingRecord | null>;
  pendingOf(propertyId: string): Promise<BookingRecord[]>;
  listByUser(userId: string): Promise<BookingRecord[]>;
  /** CONFIRMED bookings of the listings `ownerId` owns, newest first. */
  confirmedOfOwner(ownerId: string): Promise<BookingRecord[]>;
  /**
   * Bookings of the listings `ownerId` owns, newest first, `limit` (≤ 51) from `skip` (issue
   * 27's leads inbox).
   */
  leadsOfOwner(ownerId: string, skip: number, limit: number): Promise<BookingRecord[]>;
  /** Those made after `since`, counted up to `cap`. */
  countLeadsOfOwnerSince(ownerId: string, since: Date, cap: number): Promise<number>;
  listAdmin(query: {
    page: number;
    limit: number;
    status?: BookingStatus;
    search?: string;
  }): Promise<{ records: BookingRecord[]; total: number }>;
  /** PENDING bookings per property, for the admin table's conflict badge. */
  countPending(propertyIds: string[]): Promise<Map<string, number>>;
  stats(): Promise<{ total: number; pending: number; confirmed: number; revenue: number }>;
  pendingCreatedBefore(before: Date): Promise<BookingRecord[]>;
  /** Status, amount and creation time of the bookings made since `since` (one read, analytics). */
  createdSince(since: Date): Promise<Pick<BookingRecord, 'status' | 'amount' | 'createdAt'>[]>;
  /** A booker's name and e-mail as auth now has them, on every booking of theirs. */
  renameBooker(userId: string, name: string, email: string): Promise<void>;
  /** The booker whose booking holds this payment proof URL, if any. */
  bookerOfProof(url: string): Promise<string | null>;
  /** Deletes a booking only while it is in one of `statuses`; false otherwise. */
  deleteIn(id: string, statuses: BookingStatus[]): Promise<boolean>;
}

/**
 * The per-property guard of approvals: one confirmed booking per property at a time, taken by a
 * conditional write (no multi-document transactions on FerretDB 1.24, docs/embedded-database.md).
 */
export interface PropertyLocks {
  /** True when this booking now holds the property (or already did). */
  claim(propertyId: string, bookingId: string): Promise<boolean>;
  release(propertyId: string, bookingId: string): Promise<void>;
  holder(propertyId: string): Promise<string | null>;
  /** Every held property with its booking and when the lock was taken. */
  list(): Promise<{ propertyId: string; bookingId: string; at: Date }[]>;
}

export interface PropertyDirectory {
  find(id: string): Promise<PropertyCopy | null>;
  findMany(ids: string[]): Promise<Map<string, PropertyCopy>>;
  /** Keeps the copy when it is newer than the one held; false when it changed nothing. */
  apply(copy: PropertyCopy): Promise<boolean>;
  /** Marks the copy deleted (kept for the bookings that name it), unless a newer copy is held. */
  markDeleted(id: string, version: number): Promise<void>;
}

/** Listings itself, asked once at a create when the projection has not heard of the property yet. */
export interface ListingsLookup {
  /** The listing as listings has it now; null when it does not exist there. */
  find(id: string): Promise<PropertyCopy | null>;
}

/**
 * The guard of one PENDING booking per user and property: one document keyed by both, so two
 * racing creates meet on one _id (no multi-document transactions on FerretDB 1.24, docs/embedded-database.md).
 */
export interface OpenBookings {
  /** Null when this booking now holds the guard; otherwise the booking that held it, and since when. */
  claim(
    userId: string,
    propertyId: string,
    bookingId: string,
    at: Date,
  ): Promise<{ bookingId: string; at: Date } | null>;
  /** Moves the guard from a booking that is no longer open to `to`; false when another was quicker. */
  handOver(
    userId: string,
    propertyId: string,
    from: string,
    to: string,
    at: Date,
  ): Promise<boolean>;
  release(userId: string, propertyId: string, bookingId: string): Promise<void>;
}

export interface UserDirectory {
  find(id: string): Promise<UserCopy | null>;
  findMany(ids: string[]): Promise<Map<string, UserCopy>>;
  record(user: UserCopy): Promise<void>;
  forget(id: string): Promise<void>;
}

export interface DealerCodes {
  /**
   * An approved code whose dealer is neither blocked nor deleted, with the dealer's user (absent
   * for a code kept before users were); null for any other code.
   */
  find(code: string): Promise<{ userId?: string } | null>;
  approve(code: string, userId: string): Promise<void>;
  /** UserBlocked / UserUnblocked: the newer event wins. */
  recordBlock(userId: string, blocked: boolean, at: Date): Promise<void>;
  /** UserDeleted: final. */
  recordDeletion(userId: string): Promise<void>;
}

/** The private payment proofs under `/uploads/bookings/documents/`. */
export interface ProofStore {
  save(upload: AcceptedUpload): Promise<string>;
  remove(url: string): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface BookingSettings {
  defaultBookingCharge: number;
  pendingTtlHours: number;
}

export interface BookingsDeps {
  bookings: BookingRepository;
  locks: PropertyLocks;
  properties: PropertyDirectory;
  listings: ListingsLookup;
  openBookings: OpenBookings;
  users: UserDirectory;
  dealerCodes: DealerCodes;
  proofs: ProofStore;
  payments: BookingPaymentStore;
  clock: Clock;
  /** The admin's live settings (issue 13 item 4): read at each use, never only at start. */
  settings: LiveSettings<BookingSettings>;
  logger: Logger;
}
