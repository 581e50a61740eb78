import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateReferences } from './duplicate-references';

describe('duplicateReferences', () => {
  it('when a fee and two bookings carry one reference in other cases and spacing, then each names the other two', () => {
    const found = duplicateReferences([
      { id: 'fee', references: ['UTR 1234 5678'] },
      { id: 'b1', references: ['utr12345678', 'GHAR-BK-AAA'] },
      { id: 'b2', references: ['Utr12345678 '] },
      { id: 'b3', references: ['UTR999', 'GHAR-BK-BBB'] },
    ]);
    expect(found.get('fee')?.sort()).toEqual(['b1', 'b2']);
    expect(found.get('b1')?.sort()).toEqual(['b2', 'fee']);
    expect(found.get('b2')?.sort()).toEqual(['b1', 'fee']);
    expect(found.get('b3')).toEqual([]);
  });

  it('when one payment repeats its own reference (payment reference = UPI note), then it is no duplicate', () => {
    const found = duplicateReferences([{ id: 'b1', references: ['GHAR-1', 'ghar-1'] }]);
    expect(found.get('b1')).toEqual([]);
  });

  it('when references are blank, then they match nothing', () => {
    const found = duplicateReferences([
      { id: 'a', references: ['  '] },
      { id: 'b', references: [''] },
    ]);
    expect(found.get('a')).toEqual([]);
    expect(found.get('b')).toEqual([]);
  });

  it('is symmetric: a names b exactly when b names a', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('A1', 'a 1', 'B2', 'c3', ' C3'), { maxLength: 2 }), {
          maxLength: 8,
        }),
        (lists) => {
          const payments = lists.map((references, i) => ({ id: String(i), references }));
          const found = duplicateReferences(payments);
          return payments.every((a) =>
            found.get(a.id)!.every((b) => found.get(b)!.includes(a.id) && b !== a.id),
          );
        },
      ),
    );
  });
});
