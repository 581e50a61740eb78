import { filterShape, sortShape, type QueryRecord } from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { analyzeQueries, judgeQuery } from './analyze-queries';

const SITE = 'services/bookings/src/data-access/booking-repository.ts:42';
const record = (over: Partial<QueryRecord> & { where?: object; order?: object }): QueryRecord => ({
  site: SITE,
  collection: 'bookings',
  op: 'find',
  filter: filterShape(over.where ?? {}),
  sort: sortShape(over.order ?? {}),
  limit: 20,
  indexes: [
    { key: [['_id', 1]] },
    {
      key: [
        ['userId', 1],
        ['createdAt', -1],
      ],
    },
  ],
  ...over,
});
const rules = (query: QueryRecord, bounded: string[] = []) =>
  judgeQuery(query, new Set(bounded)).map((verdict) => verdict.rule);

describe('judgeQuery', () => {
  it('passes an indexed page and an _id lookup', () => {
    expect(rules(record({ where: { userId: 'u' }, order: { createdAt: -1 } }))).toEqual([]);
    expect(rules(record({ where: { _id: { $in: ['a', 'b'] } }, limit: null }))).toEqual([]);
    expect(rules(record({ op: 'updateOne', where: { _id: 'a' }, limit: null }))).toEqual([]);
  });

  it('fails a find without _id and without a limit of at most 100', () => {
    expect(rules(record({ where: { userId: 'u' }, limit: null }))).toEqual(['unbounded-find']);
    expect(rules(record({ where: { userId: 'u' }, limit: 101 }))).toEqual(['unbounded-find']);
    expect(rules(record({ op: 'cursor', where: {}, limit: null }))).toEqual(['unbounded-find']);
    expect(rules(record({ op: 'findOne', where: { userId: 'u' }, limit: 1 }))).toEqual([]);
  });

  it('fails a deliberately unindexed query and names its call site', () => {
    const verdicts = judgeQuery(
      record({ where: { paymentRef: 'P1' }, order: { createdAt: -1 } }),
      new Set(),
    );
    expect(verdicts).toEqual([
      {
        rule: 'unindexed',
        site: SITE,
        query: 'bookings.find {paymentRef=} | sort -createdAt',
        why: expect.stringContaining('{userId:1,createdAt:-1}') as string,
      },
    ]);
  });

  it('fails an unindexed update or delete filter too', () => {
    expect(rules(record({ op: 'updateMany', where: { status: 'PENDING' }, limit: null }))).toEqual([
      'unindexed',
    ]);
  });

  it('fails a count over a growing collection, not over a bounded one or by _id', () => {
    const count = { op: 'countDocuments', where: { userId: 'u' }, limit: null };
    expect(rules(record(count))).toEqual(['growing-count']);
    expect(rules(record(count), ['bookings'])).toEqual([]);
    expect(rules(record({ ...count, where: { _id: 'a' } }))).toEqual([]);
    // Capped at the largest page, a count reads at most that many keys (a badge's "99+").
    expect(rules(record({ ...count, limit: 100 }))).toEqual([]);
    expect(rules(record({ ...count, limit: 101 }))).toEqual(['growing-count']);
    expect(
      rules(record({ op: 'aggregate', counts: true, where: { userId: 'u' }, limit: null })),
    ).toEqual(['growing-count']);
  });
});

describe('analyzeQueries', () => {
  it("skips fixtures' queries unless asked, and reports a site and shape once", () => {
    const unindexed = record({ where: { city: 'Jaipur' } });
    const fixture = {
      ...unindexed,
      site: 'services/bookings/test/x.test.ts:3',
      fixture: true as const,
    };
    expect(analyzeQueries([unindexed, unindexed, fixture])).toHaveLength(1);
    expect(analyzeQueries([fixture], { includeFixtures: true })).toHaveLength(1);
  });
});
