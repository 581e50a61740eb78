import type { QueryAuditException } from './query-audit-check';

/**
 * Collections that stay small whatever the traffic, so a count over them is fine. None yet: every
 * collection the services count grows with users, listings, bookings or events.
 */
export const BOUNDED_COLLECTIONS: string[] = [];

// What removes an exception. Request paths are issue 24 item 3's; background jobs and start-up
// passes read in batches or once per start and are no item's yet (listed so a new one still fails).
const PATHS = 'issue 24 item 3 (bound the request paths)';
const JOBS = 'issue 24 (no item yet: a background or start-up pass, not a request path)';
// Many sorts end in `_id` (a stable order for equal times) while the index ends at the time, so
// MongoDB sorts in memory: adding `_id` to the index would serve them.
const TIE = 'its index ends at the time, the sort adds `_id` (an in-memory sort)';

function allOf(
  site: string,
  rule: QueryAuditException['rule'],
  why: string,
  until: string,
  queries: string[],
): QueryAuditException[] {
  return queries.map((query) => ({ site: `services/${site}`, query, rule, why, until }));
}

/**
 * The queries the services send today that break a rule, each with why it is still there and
 * what removes it (found by the component level and the system level's booking journey and
 * authorization matrix, 2026-11-28). A NEW unbounded or unindexed query fails the component or
 * system level; it does not go here without a reason and an issue item. A `*` in a query stands
 * for the shapes an admin's search and filters make.
 */
export const QUERY_AUDIT_EXCEPTIONS: QueryAuditException[] = [
  // auth
  ...allOf(
    'auth/src/data-access/user-repository.ts',
    'unbounded-find',
    "start-up: the gateway's denial and role keys are rebuilt from every changed user (restore-denials)",
    JOBS,
    ['users.find {roleChangedAt>, status?}', 'users.find {or(status= ; deletedAt>, status=)}'],
  ),
  ...allOf(
    'auth/src/data-access/user-repository.ts',
    'unindexed',
    'start-up: blocked users have no `status` index of their own (the `status, createdAt` one needs the time)',
    JOBS,
    ['users.find {or(status= ; deletedAt>, status=)}'],
  ),

  // bookings
  ...allOf(
    'bookings/src/data-access/booking-payment-store.ts',
    'unbounded-find',
    "the admin's booking payments list and reconciliation read every booking's payment fields",
    PATHS,
    ['bookings.find {}'],
  ),
  ...allOf(
    'bookings/src/data-access/booking-repository.ts',
    'unbounded-find',
    "lists with no page: my bookings, the owner's confirmed bookings, a property's pending rivals, the expiry sweep, stats and analytics",
    PATHS,
    [
      'bookings.find {userId=} | sort -createdAt -_id',
      'bookings.find {property.ownerId=, status=} | sort -createdAt -_id',
      'bookings.find {propertyId=, status=} | sort -createdAt -_id',
      'bookings.find {createdAt>, status=} | sort -createdAt -_id',
      'bookings.find {status=}',
      'bookings.find {createdAt>}',
    ],
  ),
  ...allOf(
    'bookings/src/data-access/booking-repository.ts',
    'unindexed',
    `my bookings, a property's rivals, the expiry sweep, the admin list (its search a regex \`$or\`): ${TIE}; the owner's bookings (\`property.ownerId\`) have no index`,
    PATHS,
    [
      'bookings.find {*} | sort -createdAt -_id',
      // The admin list's total, for every combination of its filters (the API fuzz sends many).
      'bookings.countDocuments {*}',
    ],
  ),
  ...allOf(
    'bookings/src/data-access/booking-repository.ts',
    'unindexed',
    'who may read a payment proof: bookings are not indexed by proof URL',
    PATHS,
    ['bookings.findOne {paymentProof=}'],
  ),
  ...allOf(
    'bookings/src/data-access/booking-repository.ts',
    'growing-count',
    'the admin bookings list total, the bookings stats, pending counts per property (my bookings, start-up recovery)',
    PATHS,
    [
      'bookings.countDocuments {*}',
      'bookings.aggregate {propertyId in, status=}',
      'bookings.aggregate {propertyId=, status=}',
    ],
  ),
  ...allOf(
    'bookings/src/data-access/property-locks.ts',
    'unbounded-find',
    'start-up recovery (finish-interrupted-steps) reads every property lock',
    JOBS,
    ['property_locks.find {}'],
  ),

  // listings
  ...allOf(
    'listings/src/data-access/active-bookings-store.ts',
    'growing-count',
    "a property's active bookings are counted from the projection (small per property, but a count)",
    PATHS,
    [
      'property_bookings.countDocuments {propertyId=, status in}',
      'property_bookings.countDocuments {propertyId=, status=}',
    ],
  ),
  ...allOf(
    'listings/src/data-access/active-bookings-store.ts',
    'unindexed',
    'the `propertyId` index finds them, `status` is filtered after (the rule wants every equality in the index)',
    PATHS,
    [
      'property_bookings.countDocuments {propertyId=, status in}',
      'property_bookings.countDocuments {propertyId=, status=}',
    ],
  ),
  ...allOf(
    'listings/src/data-access/listing-fee-payment-store.ts',
    'unbounded-find',
    "the admin's listing fee payments read every listing (one projected scan, docs/embedded-database.md)",
    PATHS,
    ['properties.find {}'],
  ),
  ...allOf(
    'listings/src/data-access/freshness-store.ts',
    'unbounded-find',
    'the hourly freshness sweep reads every stale active listing',
    JOBS,
    [
      'properties.find {createdAt>, deletedAt=, hiddenFromSearch?, status=, or(availabilityConfirmedAt= ; availabilityConfirmedAt>)}',
    ],
  ),
  ...allOf(
    'listings/src/data-access/freshness-store.ts',
    'unindexed',
    'the hourly freshness sweep: no index on status and dates',
    JOBS,
    [
      'properties.find {createdAt>, deletedAt=, hiddenFromSearch?, status=, or(availabilityConfirmedAt= ; availabilityConfirmedAt>)}',
    ],
  ),
  ...allOf(
    'listings/src/data-access/owner-directory.ts',
    'unbounded-find',
    'the sample-listings seed job (empty databases only) reads every owner',
    JOBS,
    ['owners.find {deleted=} | sort _id'],
  ),
  ...allOf(
    'listings/src/data-access/owner-directory.ts',
    'unindexed',
    'the sample-listings seed job: owners are not indexed by `deleted`',
    JOBS,
    ['owners.find {deleted=} | sort _id'],
  ),
  ...allOf(
    'listings/src/data-access/property-repository.ts',
    'unbounded-find',
    "an owner's listings when the owner is deleted or blocked (event), admin stats, analytics, the search index rebuild at start",
    PATHS,
    [
      'properties.find {deletedAt=, ownerId=}',
      'properties.find {deletedAt=}',
      'properties.cursor {deletedAt=}',
    ],
  ),
  ...allOf(
    'listings/src/data-access/property-repository.ts',
    'unindexed',
    "an owner's listings: `ownerId` and `deletedAt` have one index each, not one together; who may read a listing's document: not indexed by document URL",
    PATHS,
    [
      'properties.find {deletedAt=, ownerId=}',
      'properties.findOne {deletedAt=, or(registryImage= ; otherDocuments= ; electricityBillImage= ; waterBillImage= ; listingFeeProof=)}',
    ],
  ),
  ...allOf(
    'listings/src/data-access/property-repository.ts',
    'unindexed',
    'the admin listings list: its filters and regex search have no index, the sort ends in `_id`',
    PATHS,
    [
      'properties.find {deletedAt=*} | sort -createdAt -_id',
      'properties.countDocuments {deletedAt=*}',
    ],
  ),
  ...allOf(
    'listings/src/data-access/property-repository.ts',
    'growing-count',
    'the admin listings list total; the seed job asks whether any listing exists',
    PATHS,
    ['properties.countDocuments {deletedAt=*}'],
  ),
  ...allOf(
    'listings/src/data-access/uploaded-photos.ts',
    'unbounded-find',
    'the unclaimed-photos sweep takes batches of 500',
    JOBS,
    ['uploaded_photos.find {createdAt>}'],
  ),
  ...allOf(
    'listings/src/data-access/uploaded-photos.ts',
    'unindexed',
    'the unclaimed-photos sweep: no `createdAt` index',
    JOBS,
    ['uploaded_photos.find {createdAt>}'],
  ),

  // notifications
  ...allOf(
    'notifications/src/data-access/activity-repository.ts',
    'unindexed',
    `the admin's activity feed: ${TIE}`,
    PATHS,
    ['activity.find {} | sort -at -_id'],
  ),
  ...allOf(
    'notifications/src/data-access/dead-letter-repository.ts',
    'unindexed',
    `the admin's dead letters list: ${TIE}; status and topic filters have no index`,
    PATHS,
    ['dead_letters.find {*} | sort -receivedAt -_id', 'dead_letters.countDocuments {*}'],
  ),
  ...allOf(
    'notifications/src/data-access/dead-letter-repository.ts',
    'growing-count',
    "the admin's dead letters list total",
    PATHS,
    ['dead_letters.countDocuments {*}'],
  ),
  ...allOf(
    'notifications/src/data-access/delivery-model.ts',
    'unbounded-find',
    'start-up migration of ObjectId delivery ids (`$type`), once per start',
    JOBS,
    ['notification_deliveries.find {_id?}'],
  ),
  ...allOf(
    'notifications/src/data-access/delivery-model.ts',
    'unindexed',
    'start-up migration: `$type` bounds nothing',
    JOBS,
    ['notification_deliveries.find {_id?}'],
  ),
  ...allOf(
    'notifications/src/data-access/delivery-repository.ts',
    'unbounded-find',
    'the owed-deliveries sweep reads batches of 500 (indexed by status, updatedAt)',
    JOBS,
    [
      'notification_deliveries.find {status in, updatedAt>} | sort updatedAt',
      // users' own notices' deliveries (issue 27 item 3), the same sweep
      'user_notice_deliveries.find {status in, updatedAt>} | sort updatedAt',
    ],
  ),
  ...allOf(
    'notifications/src/data-access/inquiry-repository.ts',
    'unbounded-find',
    "the admin's inquiries list has no page",
    PATHS,
    ['inquiries.find {} | sort -createdAt -_id'],
  ),
  ...allOf(
    'notifications/src/data-access/inquiry-repository.ts',
    'unindexed',
    `the admin's inquiries list: ${TIE}`,
    PATHS,
    ['inquiries.find {} | sort -createdAt -_id'],
  ),
  ...allOf(
    'notifications/src/data-access/notification-repository.ts',
    'unindexed',
    `the admin's notifications list: ${TIE}; the search is a regex \`$or\``,
    PATHS,
    [
      'notifications.find {*} | sort -createdAt -_id',
      // The admin list's total, for every combination of its filters (read, type, date, search).
      'notifications.countDocuments {*}',
    ],
  ),
  ...allOf(
    'notifications/src/data-access/notification-repository.ts',
    'growing-count',
    "the admin's notifications list total and the unread count (bell)",
    PATHS,
    ['notifications.countDocuments {*}'],
  ),
  ...allOf(
    'notifications/src/data-access/user-notification-repository.ts',
    'growing-count',
    "a user's /notifications page total: a count over the recipient's index range, as large as " +
      'their inbox (no retention for user notices yet); a per-user counter kept by the writes removes it',
    PATHS,
    ['user_notifications.countDocuments {*recipientId=*}'],
  ),
  ...allOf(
    'notifications/src/data-access/notification-repository.ts',
    'unbounded-find',
    'the 30-day cleanup job reads the ids of every old read notification',
    JOBS,
    ['notifications.find {createdAt>, read=}'],
  ),
];
