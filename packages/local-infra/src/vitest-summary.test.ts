import { describe, expect, it } from 'vitest';
import { countResults, seconds, slowestFiles, summaryLine } from './vitest-summary';

describe('countResults', () => {
  it('when tests pass and fail, then the counts are the reporter numbers', () => {
    const counts = countResults({
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] },
        { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
      ],
    });
    expect(counts).toEqual({ passed: 3, failed: 1 });
  });

  it('when a file fails without a failing test, then it counts as one failure', () => {
    const counts = countResults({
      numPassedTests: 0,
      numFailedTests: 0,
      testResults: [{ status: 'failed', assertionResults: [] }],
    });
    expect(counts).toEqual({ passed: 0, failed: 1 });
  });
});

describe('summaryLine', () => {
  it('when given counts, then it prints the plain summary line', () => {
    expect(summaryLine({ passed: 12, failed: 0 })).toBe('tests: 12 passed, 0 failed');
  });
});

describe('slowestFiles', () => {
  const file = (name: string, startTime: number, endTime: number) => ({
    status: 'passed',
    assertionResults: [],
    name,
    startTime,
    endTime,
  });

  it('when files took different times, then the slowest come first, relative to the root', () => {
    const report = {
      numPassedTests: 0,
      numFailedTests: 0,
      testResults: [
        file('/repo/a.test.ts', 0, 1_000),
        file('/repo/web/b.test.ts', 0, 95_000),
        file('/repo/c.test.ts', 0, 12_340),
        { status: 'failed', assertionResults: [] },
      ],
    };
    expect(slowestFiles(report, '/repo', 2)).toEqual([
      'web/b.test.ts 1 min 35 s',
      'c.test.ts 12.3 s',
    ]);
  });
});

describe('seconds', () => {
  it('when under a minute, then tenths of a second; above, minutes and seconds', () => {
    expect(seconds(4_560)).toBe('4.6 s');
    expect(seconds(125_400)).toBe('2 min 05 s');
  });
});
