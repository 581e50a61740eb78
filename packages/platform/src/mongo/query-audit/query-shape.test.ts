import { describe, expect, it } from 'vitest';
import { describeShape, filterShape, sortShape } from './query-shape';

describe('filterShape', () => {
  it('keeps how each field is tested, never the value', () => {
    const shape = filterShape({
      ownerId: 'u1',
      status: { $in: ['ACTIVE', 'PAUSED'] },
      createdAt: { $gte: new Date(0), $lt: new Date() },
      deletedAt: { $exists: false },
      title: /^flat/i,
      kind: { $in: ['RENT'] },
    });
    expect(shape).toEqual({
      fields: {
        ownerId: 'eq',
        status: 'in',
        createdAt: 'range',
        deletedAt: 'residual',
        title: 'range',
        kind: 'eq',
      },
    });
    expect(JSON.stringify(shape)).not.toContain('u1');
  });

  it('merges $and, splits $or into branches and marks what no index bounds', () => {
    expect(
      filterShape({
        $and: [{ a: 1 }, { b: { $ne: 2 } }],
        $or: [{ c: 1 }, { d: { $gt: 1 } }],
        $expr: { $gt: ['$x', '$y'] },
        $text: { $search: 'jaipur' },
      }),
    ).toEqual({
      fields: { a: 'eq', b: 'residual', $expr: 'residual', $text: 'text' },
      or: [{ fields: { c: 'eq' } }, { fields: { d: 'range' } }],
    });
  });

  it('takes an ObjectId, a Date or a sub-document as an equality', () => {
    class ObjectIdLike {
      toHexString() {
        return 'abc';
      }
    }
    expect(
      filterShape({ _id: new ObjectIdLike(), at: new Date(), place: { city: 'Jaipur' } }),
    ).toEqual({
      fields: { _id: 'eq', at: 'eq', place: 'eq' },
    });
  });
});

describe('sortShape', () => {
  it('reads an object, a string and pairs alike', () => {
    const expected = [
      ['createdAt', -1],
      ['_id', 1],
    ];
    expect(sortShape({ createdAt: -1, _id: 1 })).toEqual(expected);
    expect(sortShape('-createdAt _id')).toEqual(expected);
    expect(
      sortShape([
        ['createdAt', 'desc'],
        ['_id', 'asc'],
      ]),
    ).toEqual(expected);
    expect(sortShape(undefined)).toEqual([]);
  });
});

describe('describeShape', () => {
  it('prints fields in order, the $or branches and the sort', () => {
    const shape = filterShape({ status: 'A', ownerId: 'u', $or: [{ a: 1 }, { b: { $lt: 1 } }] });
    expect(describeShape(shape, sortShape({ createdAt: -1 }))).toBe(
      '{ownerId=, status=, or(a= ; b>)} | sort -createdAt',
    );
  });
});
