import { describe, expect, it } from 'vitest';
import { settingsChanges } from './settings-changes';

describe('settingsChanges', () => {
  it('when one number and one list change, then only those are listed with from and to', () => {
    expect(
      settingsChanges(
        { listingFee: 100, upiId: 'ghar@upi', split: [40, 10, 5] },
        { listingFee: 150, upiId: 'ghar@upi', split: [50, 10, 5] },
      ),
    ).toEqual([
      { key: 'listingFee', from: 100, to: 150 },
      { key: 'split', from: [40, 10, 5], to: [50, 10, 5] },
    ]);
  });

  it('when nothing differs, then there is no change', () => {
    expect(settingsChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});
