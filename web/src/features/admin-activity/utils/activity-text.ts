import { formatRupees, formatRupeesWithPaise } from '@ghar/contracts/format';
import type { ActivityEntry } from '@ghar/contracts/http';
import type { TFunction } from 'i18next';

// The entry in the admin's language from its type and params; the server's English summary
// stands in for a type this build does not know.
export const activityText = (entry: ActivityEntry, t: TFunction<'admin-activity'>): string => {
  const { amount, ...params } = entry.params;
  const commission = entry.type === 'CommissionEarned' || entry.type === 'CommissionReversed';
  const money =
    amount === undefined ? '' : commission ? formatRupeesWithPaise(amount) : formatRupees(amount);
  return t(`types.${entry.type}`, {
    who: '',
    title: '',
    ...params,
    amount: money,
    defaultValue: entry.summary,
  });
};

/** Only admin pages: a link the feed stores is followed inside the console, never elsewhere. */
export const adminLink = (link: string): string =>
  /^\/admin(\/[a-z-]+)*$/.test(link) ? link : '/admin';
