import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filterShape, QUERY_AUDIT_DIR_ENV, type QueryRecord } from '@ghar/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startQueryAudit } from './start-query-audit';

const unindexed: QueryRecord = {
  site: 'services/example/src/data-access/example-repository.ts:7',
  collection: 'examples',
  op: 'findOne',
  filter: filterShape({ nickname: 'x' }),
  sort: [],
  limit: 1,
  indexes: [{ key: [['_id', 1]], unique: true }],
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function auditOf(records: QueryRecord[]) {
  vi.stubEnv('GHAR_QUERY_AUDIT', '');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const before = process.env[QUERY_AUDIT_DIR_ENV];
  const finish = await startQueryAudit('unit');
  const dir = process.env[QUERY_AUDIT_DIR_ENV] ?? '';
  expect(dir).not.toBe(before);
  const lines = records.map((record) => `${JSON.stringify(record)}\n`).join('');
  await writeFile(path.join(dir, 'queries-1.jsonl'), lines);
  return { finish, dir, before };
}

describe('startQueryAudit', () => {
  it('when a process recorded a query no index serves, then the teardown throws naming its call site', async () => {
    const { finish, dir, before } = await auditOf([unindexed]);
    await expect(finish()).rejects.toThrow(
      'unindexed at services/example/src/data-access/example-repository.ts:7: examples.findOne {nickname=}',
    );
    expect(process.env[QUERY_AUDIT_DIR_ENV]).toBe(before);
    await access(dir); // kept for a post-mortem
  });

  it("when only a fixture's query breaks a rule, then it passes and removes its folder", async () => {
    const fixture = {
      ...unindexed,
      site: 'services/example/test/x.test.ts:3',
      fixture: true as const,
    };
    const { finish, dir } = await auditOf([fixture]);
    await finish();
    await expect(access(dir)).rejects.toThrow();
  });
});
