import { describe, expect, it } from 'vitest';
import {
  cpuPercent,
  latencyOf,
  listeningInodes,
  machineTicks,
  percentile,
  stageRates,
  statParent,
  statTicks,
  stopReason,
  summarizeStage,
  type Sample,
} from './stats';

const samples = (kind: string, values: number[], status = 200): Sample[] =>
  values.map((ms) => ({ kind, ms, status }));
const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('percentile', () => {
  it('takes the nearest rank: of 1…100, p50 is 50, p95 is 95, p99 is 99, p100 the largest', () => {
    expect(percentile(oneToHundred, 0.5)).toBe(50);
    expect(percentile(oneToHundred, 0.95)).toBe(95);
    expect(percentile(oneToHundred, 0.99)).toBe(99);
    expect(percentile(oneToHundred, 1)).toBe(100);
    expect(percentile(oneToHundred, 0)).toBe(1);
  });

  it('of one value is that value at every rank, and of none is NaN', () => {
    expect(percentile([7], 0.5)).toBe(7);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('latencyOf sorts first, so the order of arrival does not matter', () => {
    const shuffled = [...oneToHundred].reverse();
    expect(latencyOf(shuffled)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99 });
  });
});

describe('summarizeStage', () => {
  it('gives each kind its own percentiles and errors, counts errors by status, and the achieved rate counts successes per second', () => {
    const stage = summarizeStage(
      [
        ...samples('search', oneToHundred),
        ...samples('login', [10, 20], 429),
        ...samples('login', [30]),
        ...samples('detail', [5000], 0),
        ...samples('detail', [40], 404),
      ],
      20,
      5,
    );
    expect(stage.offeredRps).toBe(20);
    expect(stage.errors).toBe(4);
    expect(stage.errorsByStatus).toEqual({ '0': 1, '404': 1, '429': 2 });
    expect(stage.achievedRps).toBe(101 / 5);
    expect(stage.overall.count).toBe(105);
    expect(stage.byKind.search).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, errors: 0 });
    expect(stage.byKind.login).toMatchObject({ count: 3, errors: 2, p50: 20 });
    expect(stage.byKind.detail).toMatchObject({ count: 2, errors: 2, p99: 5000 });
  });

  it('counts a redirect as answered and a 4xx or 5xx as an error', () => {
    const stage = summarizeStage(
      [...samples('a', [1], 302), ...samples('a', [1], 400), ...samples('a', [1], 503)],
      1,
      1,
    );
    expect(stage.errorsByStatus).toEqual({ '400': 1, '503': 1 });
  });
});

describe('stopReason', () => {
  const rule = { p95Ms: 300, maxErrorRate: 0.05 };
  const stageOf = (values: number[], failed = 0) =>
    summarizeStage(
      [...samples('search', values), ...samples('search', Array(failed).fill(1), 500)],
      10,
      1,
    );

  it('goes on while p95 is at most the bound and errors are within theirs', () => {
    expect(stopReason(stageOf(Array(100).fill(300)), rule)).toBeNull();
    expect(stopReason(stageOf(Array(95).fill(10), 5), rule)).toBeNull();
  });

  it('stops once p95 passes the bound, naming it', () => {
    const slow = [...Array(94).fill(10), ...Array(6).fill(301)];
    expect(stopReason(stageOf(slow), rule)).toBe('p95 301 ms > 300 ms');
  });

  it('stops once the share of errors passes its bound, even when fast', () => {
    expect(stopReason(stageOf(Array(94).fill(10), 6), rule)).toBe('errors 6.0 % > 5.0 %');
  });

  it('stops a stage with no request at all', () => {
    expect(stopReason(stageOf([]), rule)).toBe('no request was answered');
  });
});

describe('stageRates', () => {
  it('doubles from the first rate up to and including the last', () => {
    expect(stageRates(10, 160)).toEqual([10, 20, 40, 80, 160]);
    expect(stageRates(10, 100)).toEqual([10, 20, 40, 80]);
    expect(stageRates(10, 5)).toEqual([]);
  });
});

describe('CPU from /proc', () => {
  // A command name with a space and parentheses: fields are counted after its last ')'.
  const stat =
    '8677 (ferret (db) x) S 8641 8641 8600 0 -1 4194560 1000 0 0 0 1234 567 0 0 20 0 12 0 5000 1 1 1';

  it('reads utime + stime and the parent pid from /proc/<pid>/stat', () => {
    expect(statTicks(stat)).toBe(1234 + 567);
    expect(statParent(stat)).toBe(8641);
  });

  it('turns a tick delta into % of one core over the wall time (100 ticks a second)', () => {
    expect(cpuPercent(1000, 1500, 10)).toBe(50);
    expect(cpuPercent(0, 4000, 20)).toBe(200);
    expect(cpuPercent(1000, 1000, 10)).toBe(0);
  });

  it('is NaN for a process that is gone or a zero wall time, rather than a made-up figure', () => {
    expect(cpuPercent(1000, NaN, 10)).toBeNaN();
    expect(cpuPercent(1000, 1500, 0)).toBeNaN();
  });

  it('reads the whole machine: busy = total − idle − iowait', () => {
    expect(machineTicks('cpu  100 5 50 800 45 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n')).toEqual({
      busy: 155,
      total: 1000,
    });
  });

  it('finds the inode of a socket listening on a port (hex), not of connections to it', () => {
    const netTcp = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:6989 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 41001 1 0 100 0 0 10 0',
      '   1: 0100007F:E0F2 0100007F:6989 01 00000000:00000000 00:00000000 00000000     0        0 41002 1 0 20 4 30 10 -1',
      '   2: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 41003 1 0 100 0 0 10 0',
    ].join('\n');
    expect(listeningInodes(netTcp, 27017)).toEqual(['41001']);
    expect(listeningInodes(netTcp, 8080)).toEqual(['41003']);
    expect(listeningInodes(netTcp, 9092)).toEqual([]);
  });
});
