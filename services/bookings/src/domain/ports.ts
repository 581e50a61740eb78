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
  /** Newest first, page `page` of `limit` (≤ 100), made in [from, to) when given. */
  list(query: {
    page: number;
    limit: number;
    from?: Date;
    to?: Date;
  }): Promise<BookingPaymentRecord[]>;
}

/** Bookings per status and the CONFIRMED ones' amounts, as the writes left them. */
export interface BookingTally {
  count: Record<BookingStatus, number>;
  /** Rupees: the sum of the CONFIRMED bookings' amounts. */
  confirmedRevenue: number;
}

/**
 * Counters kept by the booking writes (issue 24 item 3): the stats cards and the analytics chart
 * read them instead of every booking. Each write that changes a status wins once (a conditional
 * write), so each change is counted once; a replayed event or a retried call moves nothing.
 */
export interface BookingTallies {
  /** A booking now in `booking.status`, before in `from` (none: just created). */
  moved(
    booking: Pick<BookingRecord, 'status' | 'amount' | 'createdAt'>,
    from?: BookingStatus,
  ): Promise<void>;
  removed(booking: Pick<BookingRecord, 'status' | 'amount' | 'createdAt'>): Promise<void>;
  overall(): Promise<BookingTally>;
  /** By IST week key (the Monday, `istWeekKey`) of the bookings' creation. */
  weeks(keys: string[]): Promise<Map<string, BookingTally>>;
  /** Sums every booking in pages by `_id` when no tally exists yet (start-up); true if it did. */
  rebuildIfMissing(): Promise<boolean>;
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
  /** Up to `limit` (≤ 100) PENDING bookings of the property, newest first. */
  pendingOf(propertyId: string, limit: number): Promise<BookingRecord[]>;
  /** The user's bookings, newest first, `limit` (≤ 100) from `skip`. */
  listByUser(userId: string, skip: number, limit: number): Promise<BookingRecord[]>;
  /** CONFIRMED bookings of the listings `ownerId` owns, newest first, `limit` (≤ 100) from `skip`. */
  confirmedOfOwner(ownerId: string, skip: number, limit: number): Promise<BookingRecord[]>;
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
  }): Promise<{ records: BookingRecord[]; total: number; capped: boolean; hasMore: boolean }>;
  /** PENDING bookings per property, each counted up to `cap` (the admin table's conflict badge). */
  countPending(propertyIds: string[], cap: number): Promise<Map<string, number>>;
  /** Up to `limit` (≤ 100) PENDING bookings made before `before`, oldest first. */
  pendingCreatedBefore(before: Date, limit: number): Promise<BookingRecord[]>;
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
  tallies: BookingTallies;
  clock: Clock;
  /** The admin's live settings (issue 13 item 4): read at each use, never only at start. */
  settings: LiveSettings<BookingSettings>;
  logger: Logger;
}
