import { filterShape, type QueryRecord } from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { checkQueries, describeViolations, type QueryAuditException } from './query-audit-check';

const unindexed: QueryRecord = {
  site: 'services/listings/src/data-access/property-repository.ts:88',
  collection: 'properties',
  op: 'findOne',
  filter: filterShape({ slug: 'x' }),
  sort: [],
  limit: 1,
  indexes: [{ key: [['_id', 1]] }],
};
const exception: QueryAuditException = {
  site: 'services/listings/src/data-access/property-repository.ts',
  query: 'properties.findOne {slug=}',
  rule: 'unindexed',
  why: 'test',
  until: 'issue 0',
};

describe('checkQueries', () => {
  it('fails a new unindexed query, naming the call site and the entry that would excuse it', () => {
    const result = checkQueries([unindexed], { exceptions: [], boundedCollections: [] });
    expect(result.violations).toHaveLength(1);
    const text = describeViolations(result.violations);
    expect(text).toContain(
      'unindexed at services/listings/src/data-access/property-repository.ts:88: properties.findOne {slug=}',
    );
    expect(text).toContain("query: 'properties.findOne {slug=}', rule: 'unindexed'");
  });

  it('lets a documented exception through wherever its line moved, and reports one not hit', () => {
    const moved = { ...unindexed, site: `${exception.site}:120` };
    const excused = checkQueries([moved], { exceptions: [exception], boundedCollections: [] });
    expect(excused).toMatchObject({ violations: [], unused: [] });
    expect(excused.excused).toHaveLength(1);
    const stale = checkQueries([], { exceptions: [exception], boundedCollections: [] });
    expect(stale.unused).toEqual([exception]);
  });

  it("matches a `*` to any text, for filters built from the caller's choices", () => {
    const search = { ...unindexed, filter: filterShape({ slug: 'x', status: 'A' }) };
    const wide = { ...exception, query: 'properties.findOne {slug=*}' };
    expect(
      checkQueries([search], { exceptions: [wide], boundedCollections: [] }).violations,
    ).toEqual([]);
    const other = { ...exception, query: 'properties.findOne {title*}' };
    expect(
      checkQueries([search], { exceptions: [other], boundedCollections: [] }).violations,
    ).toHaveLength(1);
  });

  it('does not let an exception for one rule or file excuse another', () => {
    const elsewhere = { ...unindexed, site: 'services/listings/src/domain/other.ts:1' };
    const result = checkQueries([elsewhere], {
      exceptions: [exception, { ...exception, rule: 'unbounded-find' }],
      boundedCollections: [],
    });
    expect(result.violations).toHaveLength(1);
  });
});
