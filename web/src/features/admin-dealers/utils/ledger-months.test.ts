import { describe, expect, it } from 'vitest';
import { ledgerFileName } from '../api/export-ledger';
import { monthLabel, recentMonths } from '@/lib/ist-months';

describe('ledger months', () => {
  it('when it is already the 1st in India but still the 31st in UTC, then the Indian month comes first', () => {
    expect(recentMonths(new Date('2026-12-31T20:00:00Z'), 3)).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
  });

  it('when twelve months are listed across a new year, then they run back month by month', () => {
    const months = recentMonths(new Date('2026-02-10T06:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
  });

  it('when a month is shown, then it is named in words, and its file is the server name', () => {
    expect(monthLabel('2026-11', 'en-IN')).toBe('November 2026');
    expect(ledgerFileName('2026-11')).toBe('ghar-commissions-2026-11.csv');
  });
});
