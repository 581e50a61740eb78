import { describeShape, type QueryRecord } from '@ghar/platform';
import { covered, pointsAtIds } from './index-coverage';

export type QueryRule = 'unbounded-find' | 'unindexed' | 'growing-count';

export interface QueryVerdict {
  rule: QueryRule;
  /** `services/x/src/y.ts:42` */
  site: string;
  /** `bookings.find {ownerId=} | sort -createdAt`: what an exception names. */
  query: string;
  why: string;
}

/** The most a query may read without an `_id`: the largest page the API serves. */
export const MAX_UNKEYED_LIMIT = 100;

const READS_MANY = new Set(['find', 'cursor', 'distinct', 'aggregate']);
const COUNTS = new Set(['countDocuments', 'count', 'estimatedDocumentCount']);

export function describeQuery(record: QueryRecord): string {
  return `${record.collection}.${record.op} ${describeShape(record.filter, record.sort)}`;
}

function isCount(record: QueryRecord): boolean {
  return COUNTS.has(record.op) || (record.op === 'aggregate' && record.counts === true);
}

export function judgeQuery(
  record: QueryRecord,
  boundedCollections: ReadonlySet<string>,
): QueryVerdict[] {
  const verdict = (rule: QueryRule, why: string): QueryVerdict => ({
    rule,
    site: record.site,
    query: describeQuery(record),
    why,
  });
  const verdicts: QueryVerdict[] = [];
  const byId = pointsAtIds(record.filter);
  if (isCount(record)) {
    // A count that stops at a small limit reads at most that many keys (a badge's "99+").
    const capped = record.limit !== null && record.limit <= MAX_UNKEYED_LIMIT;
    if (!byId && !capped && !boundedCollections.has(record.collection)) {
      verdicts.push(
        verdict('growing-count', `counts ${record.collection}, which grows without bound`),
      );
    }
  } else if (READS_MANY.has(record.op) && !byId) {
    if (record.limit === null || record.limit > MAX_UNKEYED_LIMIT) {
      const limit = record.limit === null ? 'no limit' : `limit ${record.limit}`;
      verdicts.push(verdict('unbounded-find', `no _id and ${limit} (> ${MAX_UNKEYED_LIMIT})`));
    }
  }
  if (
    record.op !== 'estimatedDocumentCount' &&
    !covered(record.filter, record.sort, record.indexes)
  ) {
    const declared = record.indexes
      .map((index) => `{${index.key.map(([field, kind]) => `${field}:${kind}`).join(',')}}`)
      .join(' ');
    verdicts.push(verdict('unindexed', `no declared index serves it (declared: ${declared})`));
  }
  return verdicts;
}

/** Every verdict on the services' own queries (fixtures' only when asked), one per site and shape. */
export function analyzeQueries(
  records: QueryRecord[],
  options: { boundedCollections?: Iterable<string>; includeFixtures?: boolean } = {},
): QueryVerdict[] {
  const bounded = new Set(options.boundedCollections ?? []);
  const seen = new Set<string>();
  const verdicts: QueryVerdict[] = [];
  for (const record of records) {
    if (record.fixture && !options.includeFixtures) continue;
    for (const verdict of judgeQuery(record, bounded)) {
      const key = `${verdict.rule} ${verdict.site} ${verdict.query}`;
      if (seen.has(key)) continue;
      seen.add(key);
      verdicts.push(verdict);
    }
  }
  return verdicts;
}
