/** The part of vitest's JSON reporter output that the summary line needs. */
interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    status: string;
    assertionResults: Array<{ status: string }>;
  }>;
}

export interface TestCounts {
  passed: number;
  failed: number;
}

/**
 * Counts passed and failed tests. A test file that failed without any failing test (it did not
 * load, or a hook threw) counts as one failure, so "0 failed" always means nothing failed.
 */
export function countResults(report: VitestJsonReport): TestCounts {
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

export function summaryLine(counts: TestCounts): string {
  return `tests: ${counts.passed} passed, ${counts.failed} failed`;
}
