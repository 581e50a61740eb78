import { formatRupees } from '@ghar/contracts';

// Prices everywhere: rupees, Indian digit grouping, no decimals (spec part 1 §9) — the same
// formatter the notification service writes its messages with.
export const formatPrice = formatRupees;

export const localeFor = (language: string): string => (language === 'hi' ? 'hi-IN' : 'en-IN');

export const formatDate = (
  value: Date | string | number,
  language: string,
  style: 'medium' | 'long' = 'long',
): string =>
  new Intl.DateTimeFormat(localeFor(language), { dateStyle: style }).format(new Date(value));
