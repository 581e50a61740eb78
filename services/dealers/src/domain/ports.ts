import type { CommissionSettings } from './commission';
import type { EventEnvelope } from '@ghar/contracts/events';
import type { LiveSettings, Logger } from '@ghar/platform';
import type { CommissionRecord, DealerRecord, LedgerTotals, UserCopy } from './dealer';
import type { StoredLedgerTotals } from './ledger-totals-rules';

/**
 * What dealers's use cases need from the outside world, declared here and implemented in
 * data-access/ (domain files import no data-access file).
 */
export interface DealerRepository {
  /** Saves a new application with its events (one document write: the outbox); false when its referral code is taken. */
  insert(record: DealerRecord, events: EventEnvelope[]): Promise<boolean>;
  findById(id: string): Promise<DealerRecord | null>;
  findByCode(code: string): Promise<DealerRecord | null>;
  /** The user's latest application (their "dealer"), if any. */
  latestOfUser(userId: string): Promise<DealerRecord | null>;
  /**
   * Every application, from the network's projection (one document read by `_id`: the tree is
   * built in memory).
   */
  all(): Promise<DealerRecord[]>;
  /**
   * PENDING → `status` with its decision and events in one conditional write; null when the
   * application was not PENDING (another admin decided first).
   */
  decide(
    id: string,
    change: { status: 'APPROVED' | 'REJECTED'; at: Date; by: string | null },
    events: EventEnvelope[],
  ): Promise<DealerRecord | null>;
}

/**
 * One open (PENDING or APPROVED) application per user, taken by an insert keyed by the user's
 * id: of two applies racing, the unique _id lets one in (no transactions on FerretDB 1.24).
 */
export interface OpenApplications {
  /** True when `dealerId` now holds the user's slot (or a leftover of a crashed apply was taken over). */
  claim(userId: string, dealerId: string): Promise<boolean>;
  /** Frees the slot after a rejection, so the user may apply again. */
  release(userId: string, dealerId: string): Promise<void>;
}

export interface UserDirectory {
  find(id: string): Promise<UserCopy | null>;
  findMany(ids: string[]): Promise<Map<string, UserCopy>>;
  /**
   * Of these users, the blocked and the deleted ones: their codes do not resolve and they earn
   * nothing (a user the projection does not know yet is not among them).
   */
  denied(ids: string[]): Promise<Set<string>>;
  /** Keeps the copy unless a newer one (by event time) is held; a deleted user stays deleted. */
  record(user: UserCopy, at: Date): Promise<void>;
  forget(id: string, at: Date): Promise<void>;
}

export interface CommissionLedger {
  /** Writes the entry with its event; false when that booking's entry of that kind exists already. */
  insert(record: CommissionRecord, events: EventEnvelope[]): Promise<boolean>;
  /** A booking's entries (one per level and kind), newest first. */
  ofBooking(bookingId: string): Promise<CommissionRecord[]>;
  /** One page of a dealer's entries, newest first. */
  ofDealer(dealerId: string, page: { page: number; limit: number }): Promise<CommissionRecord[]>;
  /** The entries created in [from, to), oldest first, read 100 at a time. */
  createdBetween(from: Date, to: Date): AsyncIterable<CommissionRecord>;
  /** Every dealer's totals, kept with the ledger's writes (one document read). */
  totals(): Promise<Map<string, LedgerTotals>>;
  /** The ledger's totals overall and per IST month, kept with its writes. */
  sums(): Promise<StoredLedgerTotals>;
}

export interface Clock {
  now(): Date;
}

export interface DealersDeps {
  dealers: DealerRepository;
  openApplications: OpenApplications;
  users: UserDirectory;
  ledger: CommissionLedger;
  clock: Clock;
  /** The admin's live commission settings (issue 13 item 4), read for each approved booking. */
  commission: LiveSettings<CommissionSettings>;
  /** A fresh referral code (tests may make it clash). */
  newCode: () => string;
  logger: Logger;
}
