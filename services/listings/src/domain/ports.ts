import type { PropertyStatus } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import type {
  AdminPropertiesQuery,
  ListingsSettings,
  PaymentState,
  PropertyMedia,
} from '@ghar/contracts/http';
import type {
  AcceptedUpload,
  LiveSettings,
  Logger,
  PaymentStateStore,
  PaymentStep,
} from '@ghar/platform';
import type {
  PropertyFields,
  PropertyFiles,
  PropertyFreshness,
  PropertyOwner,
  PropertyRecord,
} from './property';
import type { ListingCounters, ListingTally } from './listing-tally';
import type { SearchIndex } from './search/search-index';
import type { SavedSearch } from './saved-search-rules';
import type { SavedHome } from './shortlist-rules';

/**
 * What the use cases need from the world, as the domain names it. data-access implements each
 * port; context.ts wires them. No domain file imports a data-access file.
 */

/** The listing fee in force and where it is paid, read synchronously (admin figures, payment views). */
export interface ListingFeeSettings {
  amount: number;
  upiId: string;
  payeeName: string;
}

/** A listing's fee as a payment (issue 13 item 5): kept on the property's own document. */
export interface ListingFeePayment {
  propertyId: string;
  title: string;
  owner: { id: string; name: string; email: string };
  /** Absent on listings made before the fee was stored with them. */
  amount?: number;
  reference?: string;
  proofUrl?: string;
  createdAt: Date;
  state: PaymentState;
  history: PaymentStep[];
}

export interface ListingFeePaymentStore extends PaymentStateStore<ListingFeePayment> {
  /**
   * Listings created with a fee proof or reference (deleted ones too: the money came), newest
   * first, one page (`limit` ≤ 100); a page shorter than `limit` is the last.
   */
  page(page: number, limit: number): Promise<ListingFeePayment[]>;
}

/** A listing's 1200×630 link-preview card (og:image), drawn once per listing version. */
export interface PreviewCards {
  /** The card's file on disk, drawn if it is missing. */
  fileFor(record: PropertyRecord): Promise<string>;
}

export type PropertyChange = Partial<
  PropertyFields &
    PropertyFiles &
    PropertyFreshness & { owner: PropertyOwner; status: PropertyStatus }
>;

/** Listings as plain records; every write carries its events (outbox) and bumps the version. */
export interface PropertyRepository {
  newId(): string;
  create(
    record: Omit<PropertyRecord, 'version' | 'createdAt' | 'updatedAt'> & { createdAt?: Date },
    events: (saved: PropertyRecord) => EventEnvelope[],
  ): Promise<PropertyRecord>;
  findById(id: string): Promise<PropertyRecord | null>;
  /**
   * Applies a change with the events it causes (made from the state written), only if the
   * listing is still at the version read; null when it changed meanwhile or is gone.
   */
  updateIfUnchanged(
    current: PropertyRecord,
    change: PropertyChange,
    events: (next: PropertyRecord) => EventEnvelope[],
  ): Promise<PropertyRecord | null>;
  /** Marks a listing deleted (the outbox must outlive it) with its PropertyDeleted event. */
  deleteIfUnchanged(
    current: PropertyRecord,
    events: (version: number) => EventEnvelope[],
  ): Promise<boolean>;
  /** Ids of one owner's live listings, a page at a time in `_id` order after `afterId`. */
  idsOfOwner(ownerId: string, afterId: string | undefined, limit: number): Promise<string[]>;
  /** The owner of the live listing that keeps this private document (registry, bill, proof …). */
  ownerOfDocument(url: string): Promise<string | null>;
  /** Manage Properties: every status, newest first, filtered and paged in the database. */
  listForAdmin(query: AdminPropertiesQuery): Promise<PropertyRecord[]>;
  /** The filtered list's listings from this page's first on, counted up to 100 (a capped count). */
  countForAdminFrom(query: AdminPropertiesQuery): Promise<number>;
  /** Every live listing, for the search model's start-up load. */
  streamAll(): AsyncIterable<PropertyRecord>;
  /** Whether any live listing exists (the sample seed fills empty databases only). */
  any(): Promise<boolean>;
  /** A listing live or deleted with its version (what the counters count), by id. */
  findCounted(id: string): Promise<{ version: number; record: PropertyRecord | null } | null>;
  /** Live listings a page at a time in `_id` order after `afterId` (the counters' start-up pass). */
  livePage(afterId: string | undefined, limit: number): Promise<PropertyRecord[]>;
}

export interface OwnerRecord {
  id: string;
  name: string;
  email: string;
}

/** Users as auth announces them (UserRegistered, UserUpdated, UserDeleted). */
export interface OwnerDirectory {
  find(id: string): Promise<OwnerRecord | null>;
  /** Records the owner; false when the event is older than what is kept. */
  save(owner: OwnerRecord, occurredAt: Date): Promise<boolean>;
  forget(id: string, occurredAt: Date): Promise<void>;
  /** Known owners whose e-mail is at this domain (the demo owners of a local run). */
  withEmailDomain(domain: string): Promise<OwnerRecord[]>;
}

/** Listing photos in the sizes cards and the detail page load (public files). */
export interface PhotoStore {
  save(photo: Buffer): Promise<PropertyMedia>;
  remove(media: PropertyMedia): Promise<void>;
}

/** Private files of a listing (registry, bills, other documents, fee proof): owner and admins. */
export interface DocumentStore {
  save(upload: AcceptedUpload): Promise<string>;
  remove(url: string): Promise<void>;
}

/** Photos uploaded on their own (the admin edit modal) until an edit puts them on a listing. */
export interface UploadedPhotos {
  keep(uploaderId: string, media: PropertyMedia): Promise<void>;
  /** The photo whose medium JPEG is `url`, taken off the list; any uploader's for an admin. */
  take(url: string, uploaderId: string | 'any'): Promise<PropertyMedia | null>;
  /** Photos uploaded before `before` that no edit took, taken off the list (at most `limit`). */
  takeUnclaimed(before: Date, limit: number): Promise<PropertyMedia[]>;
}

/** PENDING or CONFIRMED bookings of a listing, as the bookings projection knows them. */
export interface ActiveBookings {
  /** How many (capped at 100: the readers ask whether there are any). */
  countFor(propertyId: string): Promise<number>;
}

/** The admin's listing figures as counters kept by the listings' events (domain/listing-tally.ts). */
export interface ListingCountersStore {
  /** The counters; null before the first count started. */
  read(): Promise<ListingCounters | null>;
  /**
   * Counts the listing as it stands at `version` (its tally; null once deleted), once: an older
   * version, or the same one again, moves nothing.
   */
  count(propertyId: string, version: number, tally: ListingTally | null): Promise<void>;
  /** Starts a count from zero when there is none or one never finished; true if this one did. */
  startCount(): Promise<boolean>;
  finishCount(): Promise<void>;
}

/** Users' saved homes (issue 27 item 5), one entry per user and home, newest saved first. */
export interface ShortlistStore {
  /** Saves the home once; a second save of the same home keeps the first. */
  add(home: SavedHome): Promise<void>;
  remove(userId: string, propertyId: string): Promise<void>;
  /** The user's saved homes' ids (at most LIMITS.shortlistMax). */
  idsOf(userId: string): Promise<string[]>;
  /** The user's saved homes (at most LIMITS.shortlistMax). */
  savedBy(userId: string): Promise<SavedHome[]>;
  /** Who saved this home, a page at a time in entry order after `afterId`. */
  holdersOf(
    propertyId: string,
    afterId: string | undefined,
    limit: number,
  ): Promise<(SavedHome & { entryId: string; notifiedPrice?: number })[]>;
  /**
   * Records that the holder is told of `price` with the notice's events, only if it is below the
   * saved price and any price told before; false when it is not news.
   */
  notePriceDrop(entryId: string, price: number, events: EventEnvelope[]): Promise<boolean>;
}

/** Users' saved searches (issue 27 item 6); every read names its user or its id, and is bounded. */
export interface SavedSearchStore {
  newId(): string;
  create(search: SavedSearch): Promise<void>;
  /** The user's saved searches, newest first (at most LIMITS.savedSearchMax + 1). */
  ofUser(userId: string): Promise<SavedSearch[]>;
  find(id: string): Promise<SavedSearch | null>;
  /** Changes the user's own saved search; null when they have none of this id. */
  update(
    userId: string,
    id: string,
    change: { name?: string; paused?: boolean },
  ): Promise<SavedSearch | null>;
  remove(userId: string, id: string): Promise<boolean>;
  /**
   * Active saved searches of one city key ('' = any city), a page at a time in _id order after
   * `afterId`: a listing event reads only the searches of its own city, never all of them.
   */
  activeInCity(cityKey: string, afterId: string | undefined, limit: number): Promise<SavedSearch[]>;
  /**
   * Adds a matched home to the search's next digest unless it is there, the list is full or
   * the search is paused; the search as written, or null when nothing was added.
   */
  addPending(id: string, propertyId: string): Promise<SavedSearch | null>;
  /**
   * Ends a digest cycle if the search is still as read (same `digestSeq` and pending homes):
   * empties the pending list, moves `digestSeq` on and, with events, records `lastDigestAt` and
   * appends them to the search's outbox in the same write. False when it changed meanwhile.
   */
  closeDigest(read: SavedSearch, events: EventEnvelope[], at: Date): Promise<boolean>;
}

/** Queues a saved search's next digest (BullMQ delayed job named by search and cycle). */
export interface DigestScheduler {
  schedule(search: SavedSearch, delayMs: number): Promise<void>;
}

export interface ListingsDeps {
  properties: PropertyRepository;
  owners: OwnerDirectory;
  search: SearchIndex;
  photos: PhotoStore;
  documents: DocumentStore;
  uploadedPhotos: UploadedPhotos;
  activeBookings: ActiveBookings;
  listingFeePayments: ListingFeePaymentStore;
  listingCounters: ListingCountersStore;
  shortlists: ShortlistStore;
  savedSearches: SavedSearchStore;
  listingFee: ListingFeeSettings;
  /** The admin's live settings (issue 13 item 4): read at each use, never only at start. */
  settings: LiveSettings<ListingsSettings>;
  clock: { now(): Date };
  logger: Logger;
}
