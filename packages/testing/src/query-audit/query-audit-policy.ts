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

  // bookings: its request paths are bounded (services/bookings/README.md, Bounded reads)
  ...allOf(
    'bookings/src/data-access/property-locks.ts',
    'unbounded-find',
    'start-up recovery (finish-interrupted-steps) reads every property lock',
    JOBS,
    ['property_locks.find {}'],
  ),

  // listings
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
    'unindexed',
    "Manage Properties' free-text search and place filter: a contained-text regex over several fields " +
      "(the spec's search), which no index serves; the page is read in the `deletedAt, createdAt, _id` " +
      'order with a limit and its count is capped at 100, so the walk stops at a page (or 100) of matches',
    PATHS,
    ['properties.find {*or(*} | sort -createdAt -_id', 'properties.countDocuments {*or(*}'],
  ),
  ...allOf(
    'listings/src/data-access/property-repository.ts',
    'unbounded-find',
    "the search model's start-up load (rebuild-search-index) reads every live listing once per start, in batches of 1,000",
    JOBS,
    ['properties.cursor {deletedAt=}'],
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
    'notifications/src/data-access/notification-repository.ts',
    'unbounded-find',
    'the 30-day cleanup job reads the ids of every old read notification',
    JOBS,
    ['notifications.find {createdAt>, read=}'],
  ),
];
