import { formatRupees, formatRupeesWithPaise } from '@ghar/contracts/format';
import type { BookingAnalytics, DealerAnalytics, PropertyAnalytics } from '@ghar/contracts/http';
import type { TFunction } from 'i18next';
import { localeFor } from '@/lib/format';

export type ValueFormat = 'count' | 'rupees' | 'rupeesWithPaise' | 'percent';

export type SeriesSpec = {
  label: string;
  values: number[];
  kind: 'bar' | 'line';
  format: ValueFormat;
  color: string;
  /** A column of the table only (a share has no place on a count or rupee axis). */
  tableOnly?: boolean;
};

/** One chart and the table that says the same: a row per label, a column per series. */
export type ChartSpec = {
  id: string;
  title: string;
  categoryLabel: string;
  labels: string[];
  series: SeriesSpec[];
  horizontal?: boolean;
  stacked?: boolean;
};

type T = TFunction<'admin-analytics'>;

const COLORS = {
  SELL: '#0f766e',
  RENT: '#2563eb',
  LEASE: '#d97706',
  PENDING: '#d97706',
  CONFIRMED: '#16a34a',
  CANCELLED: '#dc2626',
  EXPIRED: '#64748b',
  APPROVED: '#16a34a',
  REJECTED: '#dc2626',
  revenue: '#7c3aed',
  earned: '#7c3aed',
  reversed: '#db2777',
  neutral: '#0f766e',
} as const;

// Bucket keys are India's wall dates ('YYYY-MM-DD' Monday, 'YYYY-MM'): read them as UTC dates.
export const weekLabel = (week: string, language: string) =>
  new Intl.DateTimeFormat(localeFor(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${week}T00:00:00Z`));

export const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(localeFor(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

const COUNT = new Intl.NumberFormat('en-IN');

/** Table cells and axis ticks: rupees the Indian way (₹1,25,000) whatever the language. */
const PERCENT = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export const formatValue = (value: number, format: ValueFormat): string =>
  format === 'rupees'
    ? formatRupees(value)
    : format === 'rupeesWithPaise'
      ? formatRupeesWithPaise(value)
      : format === 'percent'
        ? PERCENT.format(value)
        : COUNT.format(value);

const bars = (label: string, values: number[], color: string): SeriesSpec => ({
  label,
  values,
  kind: 'bar',
  format: 'count',
  color,
});

export function propertyCharts(data: PropertyAnalytics, t: T, language: string): ChartSpec[] {
  const actions = ['SELL', 'RENT', 'LEASE'] as const;
  return [
    {
      id: 'listings-per-week',
      title: t('properties.perWeek'),
      categoryLabel: t('week'),
      labels: data.newPerWeek.map((row) => weekLabel(row.week, language)),
      series: actions.map((action) =>
        bars(
          t(`actions.${action}`),
          data.newPerWeek.map((row) => row[action]),
          COLORS[action],
        ),
      ),
      stacked: true,
    },
    {
      id: 'listings-by-city',
      title: t('properties.byCity'),
      categoryLabel: t('city'),
      labels: data.byCity.map((row) => row.city),
      series: [
        bars(
          t('listings'),
          data.byCity.map((row) => row.count),
          COLORS.neutral,
        ),
      ],
      horizontal: true,
    },
    {
      id: 'listings-by-type',
      title: t('properties.byType'),
      categoryLabel: t('type'),
      labels: data.byType.map((row) => t(`types.${row.type}`)),
      series: [
        bars(
          t('listings'),
          data.byType.map((row) => row.count),
          COLORS.RENT,
        ),
      ],
    },
  ];
}

export function bookingCharts(data: BookingAnalytics, t: T, language: string): ChartSpec[] {
  const statuses = ['CONFIRMED', 'PENDING', 'CANCELLED', 'EXPIRED'] as const;
  return [
    {
      id: 'bookings-per-week',
      title: t('bookings.perWeek'),
      categoryLabel: t('week'),
      labels: data.weeks.map((row) => weekLabel(row.week, language)),
      series: [
        ...statuses.map((status) =>
          bars(
            t(`bookingStatus.${status}`),
            data.weeks.map((row) => row[status]),
            COLORS[status],
          ),
        ),
        {
          label: t('bookings.revenue'),
          values: data.weeks.map((row) => row.revenue),
          kind: 'line',
          format: 'rupees',
          color: COLORS.revenue,
        },
        {
          label: t('bookings.conversion'),
          values: data.weeks.map((row) => row.conversion),
          kind: 'line',
          format: 'percent',
          color: COLORS.revenue,
          tableOnly: true,
        },
      ],
      stacked: true,
    },
  ];
}

export function dealerCharts(data: DealerAnalytics, t: T, language: string): ChartSpec[] {
  const statuses = ['APPROVED', 'PENDING', 'REJECTED'] as const;
  const rupees = (paise: number) => paise / 100;
  return [
    {
      id: 'dealers-per-month',
      title: t('dealers.perMonth'),
      categoryLabel: t('month'),
      labels: data.months.map((row) => monthLabel(row.month, language)),
      series: [
        ...statuses.map((status) =>
          bars(
            t(`dealerStatus.${status}`),
            data.months.map((row) => row[status]),
            COLORS[status],
          ),
        ),
        ...(['earned', 'reversed'] as const).map((kind): SeriesSpec => ({
          label: t(`dealers.${kind}`),
          values: data.months.map((row) => rupees(row[`${kind}Paise`])),
          kind: 'line',
          format: 'rupeesWithPaise',
          color: COLORS[kind],
        })),
      ],
      stacked: true,
    },
  ];
}

/** Conversion as a percentage with one decimal (0.3333 → 33.3%). */
export const percent = (share: number, language: string) =>
  new Intl.NumberFormat(localeFor(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share);
