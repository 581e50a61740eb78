import { formatRupees } from '@ghar/contracts/format';
import { formatIndiaDate, type DateStyle } from './india-date';

// Prices everywhere: rupees, Indian digit grouping, no decimals (spec part 1 §9) — the same
// formatter the notification service writes its messages with.
export const formatPrice = formatRupees;

export const localeFor = (language: string): string => (language === 'hi' ? 'hi-IN' : 'en-IN');

// Dates are India's (IST) wherever the page is rendered: the server renders in UTC, so a date
// in the reader's own zone would differ from the server's HTML late in the Indian evening and
// break hydration (issue 23 item 21), and an Indian listing's day is its day in India.
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

// Without Intl: see india-date.ts (what a first render costs a phone).
export const formatDate = (
  value: Date | string | number,
  language: string,
  style: DateStyle = 'long',
): string => formatIndiaDate(value, language, style);
