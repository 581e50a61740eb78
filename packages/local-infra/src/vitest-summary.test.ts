import { describe, expect, it } from 'vitest';
import { countResults, summaryLine } from './vitest-summary';

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
