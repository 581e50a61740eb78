import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealCommissionPaise, splitCommission, type CommissionSettings } from './commission';
import { paiseToRupees } from '@ghar/contracts/money';

const settings: CommissionSettings = {
  salePercent: 2,
  rentRule: 'ONE_MONTH_RENT',
  rentPercentOfFirstMonth: 30,
  levelSplitPercent: [40, 10, 5],
};

describe('dealCommissionPaise', () => {
  it.each([
    ['RENT: one month', { action: 'RENT', perMonthCharges: 15_000 }, 1_500_000],
    [
      'LEASE: total over months',
      { action: 'LEASE', perMonthCharges: 100_000, leaseDuration: 3 },
      3_333_333,
    ],
    [
      'LEASE with 0 months: the whole charge',
      { action: 'LEASE', perMonthCharges: 90_000, leaseDuration: 0 },
      9_000_000,
    ],
    ['SELL: 2% of price', { action: 'SELL', price: 4_500_000 }, 9_000_000],
    ['SELL: 2% with paise', { action: 'SELL', price: 1_234_567 }, 2_469_134],
    ['SELL without a price: 0', { action: 'SELL' }, 0],
    ['RENT without a rent: 0', { action: 'RENT' }, 0],
  ] as const)('%s', (_name, deal, expected) => {
    expect(dealCommissionPaise(deal, settings)).toBe(expected);
  });

  it('uses 30% of the first month when the setting says so', () => {
    const deal = { action: 'RENT', perMonthCharges: 12_345 } as const;
    expect(dealCommissionPaise(deal, { ...settings, rentRule: 'PERCENT_OF_FIRST_MONTH' })).toBe(
      370_350,
    );
  });
});

describe('splitCommission', () => {
  it('gives 40/10/5 and the rest to the company', () => {
    expect(splitCommission(1_500_000, 3, [40, 10, 5])).toEqual({
      levels: [
        { level: 1, paise: 600_000 },
        { level: 2, paise: 150_000 },
        { level: 3, paise: 75_000 },
      ],
      companyPaise: 675_000,
    });
  });

  it('gives the missing levels to the company', () => {
    expect(splitCommission(1_000, 1, [40, 10, 5])).toEqual({
      levels: [{ level: 1, paise: 400 }],
      companyPaise: 600,
    });
  });

  it('rounds each dealer down to the paisa', () => {
    // 40% of 3,333,333 paise = 1,333,333.2 → 1,333,333; the 0.2 stays with the company.
    const split = splitCommission(3_333_333, 2, [40, 10]);
    expect(split.levels.map((share) => share.paise)).toEqual([1_333_333, 333_333]);
    expect(split.companyPaise).toBe(3_333_333 - 1_333_333 - 333_333);
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => splitCommission(10.5, 1)).toThrow(RangeError);
    expect(() => splitCommission(-1, 1)).toThrow(RangeError);
  });

  it('never loses or invents a paisa, for any amount, chain and split summing to ≤ 100%', () => {
    const percents = fc
      .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 5 })
      .map((parts) => parts.map((part) => part / 100))
      .filter((parts) => parts.reduce((sum, part) => sum + part, 0) <= 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        percents,
        (total, chain, split) => {
          const result = splitCommission(total, chain, split);
          const dealers = result.levels.reduce((sum, share) => sum + share.paise, 0);
          expect(dealers + result.companyPaise).toBe(total);
          expect(result.companyPaise).toBeGreaterThanOrEqual(0);
          expect(result.levels).toHaveLength(Math.min(chain, split.length));
          result.levels.forEach((share, index) => {
            const exact = (total * (split[index] ?? 0)) / 100;
            expect(share.paise).toBeGreaterThanOrEqual(0);
            // Down to the paisa: never more than the exact share, never a whole paisa less.
            expect(share.paise).toBeLessThanOrEqual(exact + 1e-6);
            expect(exact - share.paise).toBeLessThan(1);
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('gives rupee amounts with at most 2 decimals that sum back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        const { levels, companyPaise } = splitCommission(total, 3);
        const rupees = [
          ...levels.map((share) => paiseToRupees(share.paise)),
          paiseToRupees(companyPaise),
        ];
        rupees.forEach((amount) => expect(Math.round(amount * 100) / 100).toBe(amount));
        const back = rupees.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
        expect(back).toBe(total);
      }),
    );
  });
});
