import { photoJpeg } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessVerdict, serverErrorVerdict } from './support/access-rules';
import {
  fetchApiDocument,
  fillPath,
  operationKey,
  operationsOf,
  type ApiOperation,
} from './support/api-document';
import { CALLER_NAMES, makeCallers, type Callers } from './support/callers';
import { send } from './support/gateway-client';
import { fixtureFor } from './support/path-fixtures';
import { formatTable, type MatrixRow } from './support/matrix-table';

/*
 * Every operation of GET /api/docs × every kind of caller, through the gateway of the running
 * stack: the access each route declares (x-access) is the access it has. Later issues extend it
 * by declaring routes; a route that takes an id needs a fixture factory (support/path-fixtures.ts).
 * Bodies are `{}` (or an empty form): access is decided before validation, so an allowed caller's
 * 400 is fine and nothing is created by the matrix itself.
 */
const doc = await fetchApiDocument();
// A call that ends the caller's session would leave later rows of that caller without one.
const endsSession = (op: ApiOperation) => op.path.endsWith('/logout');
const operations = operationsOf(doc).sort(
  (a, b) => Number(endsSession(a)) - Number(endsSession(b)),
);

let callers: Callers;
const rows: MatrixRow[] = [];

beforeAll(async () => {
  callers = await makeCallers(await photoJpeg());
});

afterAll(() => {
  // The whole matrix, so a failure can be read against every other row.
  if (rows.some((row) => row.failure)) console.error(`Authorization matrix:\n${formatTable(rows)}`);
});

function requestOf(op: ApiOperation, params: Record<string, string>) {
  const path = fillPath(op.path, params);
  if (op.multipart) return { method: op.method, path, form: new FormData() };
  if (op.jsonBody) return { method: op.method, path, json: {} };
  return { method: op.method, path };
}

describe('authorization matrix: every route of /api/docs × every caller, through the gateway', () => {
  it('when the document is read, then it lists operations, each with a known access', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  for (const op of operations) {
    it(`${operationKey(op)} (${op.access})`, async () => {
      const fixture = fixtureFor(op);
      const params = fixture ? await fixture({ admin: callers.admin, owner: callers.user }) : {};
      const mine: MatrixRow[] = [];
      // The admin goes last: an allowed delete or block must not change what the others meet.
      for (const name of CALLER_NAMES) {
        const answer = await send({ ...requestOf(op, params), token: callers[name].token });
        const failure =
          serverErrorVerdict(answer, op.statuses) ??
          accessVerdict(op.access, name, answer, operationKey(op));
        mine.push({
          route: operationKey(op),
          access: op.access,
          caller: name,
          status: answer.status,
          error: answer.error,
          failure,
        });
      }
      rows.push(...mine);
      const failed = mine.filter((row) => row.failure);
      expect(failed, `\n${formatTable(mine)}`).toEqual([]);
    });
  }
});
