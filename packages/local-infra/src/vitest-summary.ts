/** The part of vitest's JSON reporter output that the summary line needs. */
interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    status: string;
    assertionResults: Array<{ status: string }>;
    /** The file's path and when it started and ended (ms since the epoch). */
    name?: string;
    startTime?: number;
    endTime?: number;
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

/**
 * The `count` files that took longest, as "path 12.3 s" with the path relative to `root`: printed
 * after each level so a CI log shows where its minutes went (issue 25: CI ≤ 20 minutes).
 */
export function slowestFiles(report: VitestJsonReport, root: string, count = 5): string[] {
  return report.testResults
    .filter(
      (file) =>
        file.name !== undefined && file.startTime !== undefined && file.endTime !== undefined,
    )
    .map((file) => ({
      path: file.name!.startsWith(`${root}/`) ? file.name!.slice(root.length + 1) : file.name!,
      ms: file.endTime! - file.startTime!,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((file) => `${file.path} ${seconds(file.ms)}`);
}

/** "12.3 s" under a minute, "4 min 05 s" above. */
export function seconds(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const whole = Math.round(ms / 1000);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
