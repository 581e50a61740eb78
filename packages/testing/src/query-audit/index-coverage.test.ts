import { filterShape, sortShape, type DeclaredIndex } from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { covered, indexServes } from './index-coverage';

const index = (key: Record<string, number | string>, partialFields?: string[]): DeclaredIndex => ({
  key: Object.entries(key),
  ...(partialFields ? { partialFields } : {}),
});
const serves = (key: Record<string, number>, filter: object, sort: object = {}) =>
  indexServes(index(key), filterShape(filter).fields, sortShape(sort));

describe('indexServes', () => {
  it('takes the equality fields in any order as the first keys', () => {
    expect(serves({ ownerId: 1, status: 1 }, { status: 'A', ownerId: 'u' })).toBe(true);
    expect(serves({ ownerId: 1 }, { ownerId: 'u' })).toBe(true);
    expect(serves({ ownerId: 1, status: 1 }, { ownerId: 'u' })).toBe(true);
    expect(serves({ status: 1, ownerId: 1 }, { ownerId: 'u' })).toBe(false);
    expect(serves({ ownerId: 1 }, { ownerId: 'u', city: 'Jaipur' })).toBe(false);
  });

  it('then the sort, in the index direction or all reversed, and a sort on an equality is free', () => {
    expect(serves({ userId: 1, createdAt: -1 }, { userId: 'u' }, { createdAt: -1 })).toBe(true);
    expect(serves({ userId: 1, createdAt: -1 }, { userId: 'u' }, { createdAt: 1 })).toBe(true);
    expect(
      serves({ userId: 1, createdAt: -1 }, { userId: 'u' }, { userId: 1, createdAt: -1 }),
    ).toBe(true);
    expect(serves({ a: 1, b: 1 }, {}, { a: 1, b: -1 })).toBe(false);
    expect(
      serves({ userId: 1, status: 1, createdAt: -1 }, { userId: 'u' }, { createdAt: -1 }),
    ).toBe(false);
    // A tiebreaker the index lacks is an in-memory sort.
    expect(serves({ userId: 1, createdAt: -1 }, { userId: 'u' }, { createdAt: -1, _id: -1 })).toBe(
      false,
    );
  });

  it('wants each range field among the keys after the equalities', () => {
    expect(serves({ status: 1, createdAt: 1 }, { status: 'A', createdAt: { $lt: 1 } })).toBe(true);
    expect(serves({ createdAt: 1 }, { createdAt: { $lt: 1 } }, { createdAt: -1 })).toBe(true);
    expect(serves({ status: 1 }, { status: 'A', createdAt: { $lt: 1 } })).toBe(false);
    expect(serves({ createdAt: 1, status: 1 }, { status: 'A', createdAt: { $lt: 1 } })).toBe(false);
  });

  it('needs no key for what bounds nothing, but something must bound the reading', () => {
    expect(serves({ ownerId: 1 }, { ownerId: 'u', deletedAt: { $exists: false } })).toBe(true);
    expect(serves({ ownerId: 1 }, { deletedAt: { $ne: null } })).toBe(false);
  });

  it('uses a partial index only for a filter naming its condition fields, a text index for $text', () => {
    const partial = index({ email: 1 }, ['deletedAt']);
    expect(indexServes(partial, filterShape({ email: 'e' }).fields, [])).toBe(false);
    expect(indexServes(partial, filterShape({ email: 'e', deletedAt: null }).fields, [])).toBe(
      true,
    );
    const text = index({ title: 'text' });
    expect(indexServes(text, filterShape({ $text: { $search: 'x' } }).fields, [])).toBe(true);
    expect(indexServes(text, filterShape({ title: 'x' }).fields, [])).toBe(false);
  });

  it('takes a unique index matched on all its keys for any filter and sort (one document at most)', () => {
    const unique: DeclaredIndex = { key: [['referralCode', 1]], unique: true };
    const fields = filterShape({ referralCode: 'X', status: 'ACTIVE' }).fields;
    expect(indexServes(unique, fields, sortShape({ createdAt: -1 }))).toBe(true);
    expect(indexServes({ key: unique.key }, fields, [])).toBe(false);
  });
});

describe('covered', () => {
  const indexes = [index({ _id: 1 }), index({ a: 1 }), index({ b: 1 })];
  it('takes an _id lookup, an empty filter and $or branches each served', () => {
    expect(covered(filterShape({ _id: 'x', z: 1 }), [], indexes)).toBe(true);
    expect(covered(filterShape({}), [], indexes)).toBe(true);
    expect(covered(filterShape({ $or: [{ a: 1 }, { b: 2 }] }), [], indexes)).toBe(true);
    expect(covered(filterShape({ $or: [{ a: 1 }, { c: 2 }] }), [], indexes)).toBe(false);
    expect(covered(filterShape({}), sortShape({ c: 1 }), indexes)).toBe(false);
  });
});
