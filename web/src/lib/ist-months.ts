// Admin exports are kept by Indian time (the ledger's and the payments' months are IST months).
const IST = 'Asia/Kolkata';

const monthValue = (date: Date): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: IST,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
};

/** The current month in IST and the `count - 1` before it, newest first, as YYYY-MM. */
export const recentMonths = (now: Date, count = 12): string[] => {
  const [year = 0, month = 1] = monthValue(now).split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
};

/** 'November 2026' (or the reader's language) for YYYY-MM. */
export const monthLabel = (value: string, locale: string): string => {
  const [year = 0, month = 1] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
};
