import { describe, expect, it } from 'vitest';
import {
  bucketSeries,
  istBucketStart,
  istMonthKey,
  istMonthKeys,
  istWeekKey,
  istWeekKeys,
} from './ist-buckets';

describe('IST buckets', () => {
  it('when an instant is late Sunday in UTC but Monday in India, then it falls in the new week', () => {
    // 2026-11-22 is a Sunday; 19:00 UTC is Monday 00:30 IST.
    expect(istWeekKey(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(istWeekKey(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-16');
  });

  it("when a month ends in UTC after India's midnight, then the instant is in the next month", () => {
    expect(istMonthKey(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11');
    expect(istMonthKey(new Date('2026-10-31T18:29:59Z'))).toBe('2026-10');
  });

  it('when the last weeks are asked for, then they are Mondays, oldest first, ending with this one', () => {
    expect(istWeekKeys(new Date('2026-11-24T01:00:00Z'), 3)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });

  it('when the last months cross a year, then they roll back through December', () => {
    expect(istMonthKeys(new Date('2026-02-10T00:00:00Z'), 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('when a bucket starts, then its instant is midnight IST of its first day', () => {
    expect(istBucketStart('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(istBucketStart('2026-11').toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it('when any instant is bucketed, then it lies within its week and month', () => {
    for (
      let t = Date.parse('2025-12-25T00:00:00Z');
      t < Date.parse('2026-03-10T00:00:00Z');
      t += 3_600_000 * 7
    ) {
      const at = new Date(t);
      const week = istBucketStart(istWeekKey(at)).getTime();
      expect(t - week).toBeGreaterThanOrEqual(0);
      expect(t - week).toBeLessThan(7 * 86_400_000);
      expect(istBucketStart(istMonthKey(at)).getTime()).toBeLessThanOrEqual(t);
    }
  });
});

describe('bucketSeries', () => {
  it('when instants are counted, then each lands in its week and one outside the window in none', () => {
    const keys = istWeekKeys(new Date('2026-11-24T01:00:00Z'), 2);
    const series = bucketSeries(keys, istWeekKey, (week) => ({ week, n: 0 }));
    for (const at of ['2026-11-16T00:00:00Z', '2026-11-23T10:00:00Z', '2026-11-24T00:00:00Z']) {
      series.rowAt(new Date(at))!.n += 1;
    }
    expect(series.rowAt(new Date('2026-11-01T00:00:00Z'))).toBeUndefined();
    expect(series.rows).toEqual([
      { week: '2026-11-16', n: 1 },
      { week: '2026-11-23', n: 2 },
    ]);
  });
});
