import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QUERY_AUDIT_DIR_ENV } from '@ghar/platform';
import { setEnv } from '../env-scope';
import { checkQueries, describeViolations, readQueryRecords } from './query-audit-check';
import { BOUNDED_COLLECTIONS, QUERY_AUDIT_EXCEPTIONS } from './query-audit-policy';

const log = (line: string) => console.error(`[query-audit] ${line}`);
const LIST_UNUSED_UP_TO = 10;

/**
 * For a level's globalSetup: every process started from here (vitest's workers, the stack's
 * services) records its queries into a fresh folder; the returned function, called in the
 * teardown, judges them and throws naming each offending call site, which fails the run.
 * GHAR_QUERY_AUDIT=off leaves it out (a run that must not judge queries, e.g. a benchmark);
 * GHAR_QUERY_AUDIT=verbose lists every exception a partial run did not hit.
 */
export async function startQueryAudit(level: string): Promise<() => Promise<void>> {
  if (process.env.GHAR_QUERY_AUDIT === 'off') return async () => {};
  const dir = await mkdtemp(path.join(tmpdir(), `ghar-query-audit-${level}-`));
  const restoreEnv = setEnv({ [QUERY_AUDIT_DIR_ENV]: dir });
  return async () => {
    restoreEnv();
    const result = checkQueries(await readQueryRecords(dir), {
      exceptions: QUERY_AUDIT_EXCEPTIONS,
      boundedCollections: BOUNDED_COLLECTIONS,
    });
    log(
      `${level}: ${result.recorded} query shapes recorded, ${result.excused.length} excused, ` +
        `${result.violations.length} violations`,
    );
    // Not a failure: a partial run does not reach every call site. A whole level misses few, and
    // those are named (stale, or reached only by the other level); a run of one file, many.
    const unused = result.unused;
    if (unused.length > 0) {
      const listed =
        unused.length <= LIST_UNUSED_UP_TO || process.env.GHAR_QUERY_AUDIT === 'verbose';
      log(
        `warning: ${unused.length} of ${QUERY_AUDIT_EXCEPTIONS.length} exceptions were not hit in this run` +
          (listed ? ':' : ' (GHAR_QUERY_AUDIT=verbose lists them)'),
      );
      if (listed) for (const each of unused) log(`  ${each.rule} ${each.site}: ${each.query}`);
    }
    if (result.violations.length > 0) {
      log(`records kept in ${dir}`);
      throw new Error(describeViolations(result.violations));
    }
    await rm(dir, { recursive: true, force: true });
  };
}
