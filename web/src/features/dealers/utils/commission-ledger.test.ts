import type { CommissionEntry } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/dealers.json';
import { commissionAmount, downlineText, ledgerTotals, ruleText } from './commission-ledger';

const entry = (overrides: Partial<CommissionEntry> = {}): CommissionEntry => ({
  id: 'c1',
  kind: 'EARNED',
  level: 1,
  amount: 36000,
  createdAt: '2026-11-20T10:00:00.000Z',
  property: { id: 'p1', title: 'Villa in Jaipur', action: 'SELL' },
  booking: { id: 'b1', dealerCode: 'ABCD2345' },
  rule: { dealCommission: 90000, basis: 'SALE_PERCENT', basisPercent: 2, levelPercent: 40 },
  downline: [],
  ...overrides,
});

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('ruleText', () => {
  it('when a sale earned the entry, then it reads as the percent of the sale price', () => {
    const text = ruleText(entry());
    expect(fill(en.commissions.rule[text.key], text.values)).toBe(
      '2% of sale price ₹45,00,000 = ₹90,000',
    );
  });

  it("when a rent earned it by one month's rent, then the rent is the commission", () => {
    const text = ruleText(
      entry({
        rule: {
          dealCommission: 15000,
          basis: 'ONE_MONTH_RENT',
          basisPercent: 100,
          levelPercent: 10,
        },
      }),
    );
    expect(fill(en.commissions.rule[text.key], text.values)).toBe(
      "one month's rent ₹15,000 = ₹15,000",
    );
  });

  it('when the commission has paise, then they show', () => {
    const text = ruleText(
      entry({
        rule: {
          dealCommission: 3333.33,
          basis: 'PERCENT_OF_FIRST_MONTH',
          basisPercent: 30,
          levelPercent: 5,
        },
      }),
    );
    expect(fill(en.commissions.rule[text.key], text.values)).toBe(
      "30% of first month's rent ₹11,111 = ₹3,333.33",
    );
  });
});

describe('ledgerTotals', () => {
  it('when entries were earned and some reversed, then the totals are exact to the paisa', () => {
    const entries = [
      entry({ amount: 0.1 }),
      entry({ amount: 0.2 }),
      entry({ amount: 1333.33 }),
      entry({ kind: 'REVERSED', amount: -1333.33 }),
    ];
    expect(ledgerTotals(entries)).toEqual({ earned: 1333.63, reversed: -1333.33, net: 0.3 });
  });

  it('when there is no entry, then every total is zero', () => {
    expect(ledgerTotals([])).toEqual({ earned: 0, reversed: 0, net: 0 });
  });
});

describe('commissionAmount', () => {
  it('when an amount is shown, then it is rupees with 2 decimals and a reversal keeps its minus', () => {
    expect(commissionAmount(36000)).toBe('₹36,000.00');
    expect(commissionAmount(-9000.5)).toBe('-₹9,000.50');
  });
});

describe('downlineText', () => {
  it("when the share was earned through the dealer's own code, then there is no downline", () => {
    expect(downlineText(entry())).toBeNull();
  });

  it("when it was earned two levels down, then the chain reads from the code's dealer upward", () => {
    const twoDown = entry({
      level: 3,
      downline: [
        { name: 'Divya Bhandari', referralCode: 'DVYA2345' },
        { name: 'Mohan Lal', referralCode: 'MHNL2345' },
      ],
    });
    expect(downlineText(twoDown)).toBe('Divya Bhandari (DVYA2345) → Mohan Lal (MHNL2345)');
  });
});
