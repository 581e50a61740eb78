import type { BookingAnalytics, DealerAnalytics, PropertyAnalytics } from '@ghar/contracts/http';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-analytics.json';
import hi from '@/locales/hi/admin-analytics.json';
import {
  bookingCharts,
  dealerCharts,
  formatValue,
  monthLabel,
  percent,
  propertyCharts,
  weekLabel,
} from './chart-specs';

const t = ((key: string) => key) as unknown as TFunction<'admin-analytics'>;

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('analytics chart specs', () => {
  it('when bucket keys are labelled, then they read as the IST date they name, in each language', () => {
    expect(weekLabel('2026-11-23', 'en')).toBe('23 Nov');
    expect(monthLabel('2026-11', 'en')).toBe('Nov 2026');
    expect(weekLabel('2026-11-23', 'hi')).toMatch(/^23 /);
  });

  it('when amounts are formatted, then rupees are grouped the Indian way', () => {
    expect(formatValue(125000, 'rupees')).toBe('₹1,25,000');
    expect(formatValue(9500.5, 'rupeesWithPaise')).toBe('₹9,500.50');
    expect(formatValue(1234567, 'count')).toBe('12,34,567');
    expect(percent(1 / 3, 'en')).toBe('33.3%');
  });

  it('when listing figures arrive, then the weekly chart stacks sale, rent and lease and the city chart lies flat', () => {
    const data: PropertyAnalytics = {
      total: 3,
      byCity: [{ city: 'Jaipur', count: 3 }],
      byType: [{ type: 'FLAT', count: 3 }],
      byAction: [{ action: 'RENT', count: 3 }],
      newPerWeek: [{ week: '2026-11-23', SELL: 1, RENT: 2, LEASE: 0, total: 3 }],
    };
    const [weekly, cities, types] = propertyCharts(data, t, 'en');
    expect(weekly!.labels).toEqual(['23 Nov']);
    expect(weekly!.series.map((s) => [s.label, s.values])).toEqual([
      ['actions.SELL', [1]],
      ['actions.RENT', [2]],
      ['actions.LEASE', [0]],
    ]);
    expect(weekly!.stacked).toBe(true);
    expect(cities!.horizontal).toBe(true);
    expect(types!.labels).toEqual(['types.FLAT']);
  });

  it('when booking and dealer figures arrive, then money rides a line on its own axis (paise as rupees)', () => {
    const week = { week: '2026-11-23', PENDING: 1, CONFIRMED: 1, CANCELLED: 0, EXPIRED: 0 };
    const bookings: BookingAnalytics = {
      weeks: [{ ...week, created: 2, revenue: 500, conversion: 0.5 }],
      totals: { created: 2, confirmed: 1, revenue: 500, conversion: 0.5 },
    };
    const [revenue, conversion] = bookingCharts(bookings, t, 'en')[0]!.series.slice(-2);
    expect(revenue).toMatchObject({ kind: 'line', format: 'rupees', values: [500] });
    expect(conversion).toMatchObject({ format: 'percent', values: [0.5], tableOnly: true });
    expect(formatValue(0.5, 'percent')).toBe('50%');

    const dealers: DealerAnalytics = {
      months: [
        {
          month: '2026-11',
          signups: 1,
          PENDING: 0,
          APPROVED: 1,
          REJECTED: 0,
          earnedPaise: 950_050,
          reversedPaise: 180_000,
        },
      ],
    };
    const series = dealerCharts(dealers, t, 'en')[0]!.series;
    expect(series.filter((s) => s.kind === 'line').map((s) => s.values)).toEqual([
      [9500.5],
      [1800],
    ]);
  });

  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });
});
