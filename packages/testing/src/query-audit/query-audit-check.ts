import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { QueryRecord } from '@ghar/platform';
import { analyzeQueries, type QueryVerdict } from './analyze-queries';

export interface QueryAuditException {
  /** The file of the call site, without its line (lines move; the file and the shape do not). */
  site: string;
  /**
   * As the audit prints it: `bookings.find {ownerId=} | sort -createdAt`. A `*` stands for any
   * text, for a query whose filter is built from the caller's choices (an admin's search and
   * filters), where each combination is another shape.
   */
  query: string;
  rule: QueryVerdict['rule'];
  why: string;
  /** What removes it (an issue item). */
  until: string;
}

export interface QueryAuditResult {
  violations: QueryVerdict[];
  excused: QueryVerdict[];
  /** Exceptions no recorded query needed: stale, or their code path did not run this time. */
  unused: QueryAuditException[];
  recorded: number;
}

export async function readQueryRecords(dir: string): Promise<QueryRecord[]> {
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.jsonl'));
  const records: QueryRecord[] = [];
  for (const name of files) {
    const text = await readFile(path.join(dir, name), 'utf8');
    for (const line of text.split('\n')) if (line) records.push(JSON.parse(line) as QueryRecord);
  }
  return records;
}

function siteFile(site: string): string {
  return site.replace(/:\d+$/, '');
}

function queryPattern(query: string): RegExp {
  const parts = query.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

function excuses(exception: QueryAuditException, verdict: QueryVerdict): boolean {
  return (
    exception.rule === verdict.rule &&
    exception.site === siteFile(verdict.site) &&
    queryPattern(exception.query).test(verdict.query)
  );
}

export function checkQueries(
  records: QueryRecord[],
  policy: { exceptions: QueryAuditException[]; boundedCollections: Iterable<string> },
): QueryAuditResult {
  const verdicts = analyzeQueries(records, { boundedCollections: policy.boundedCollections });
  const used = new Set<QueryAuditException>();
  const violations: QueryVerdict[] = [];
  const excused: QueryVerdict[] = [];
  for (const verdict of verdicts) {
    const exception = policy.exceptions.find((candidate) => excuses(candidate, verdict));
    if (exception) {
      used.add(exception);
      excused.push(verdict);
    } else {
      violations.push(verdict);
    }
  }
  const unused = policy.exceptions.filter((exception) => !used.has(exception));
  // Distinct shapes and sites: each test process writes a shape once, but a level may run a file
  // per process (isolated) or many files in one, and the figure should not depend on that.
  const recorded = new Set(records.filter((r) => !r.fixture).map((r) => JSON.stringify(r))).size;
  return { violations, excused, unused, recorded };
}

/** The failure text: each offending call site and rule, and the exception entry that would excuse it. */
export function describeViolations(violations: QueryVerdict[]): string {
  const lines = violations.map(
    (verdict) =>
      `  ${verdict.rule} at ${verdict.site}: ${verdict.query} — ${verdict.why}\n` +
      `    (if it must stay: { site: '${siteFile(verdict.site)}', query: '${verdict.query}', rule: '${verdict.rule}', why, until })`,
  );
  return [
    `query audit: ${violations.length} unbounded or unindexed ${violations.length === 1 ? 'query' : 'queries'} (issue 24; rules in packages/testing/README.md):`,
    ...lines,
  ].join('\n');
}
