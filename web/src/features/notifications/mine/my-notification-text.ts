import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import { notificationText } from '../notification-text';
import type { AppNotification } from '../types';

/** The good news a user's bell draws green: an approval, a confirmation, a commission. */
const GOOD_NEWS: ReadonlySet<string> = new Set([
  'OwnerBookingConfirmed',
  'BookerBookingApproved',
  'BookerBookingApprovedNoContact',
  'DealerApplicationApproved',
  'CommissionEarnedYours',
]);

export const isMyGoodNews = (notification: Pick<AppNotification, 'template'>): boolean =>
  GOOD_NEWS.has(notification.template?.key ?? '');

/**
 * A user's notification in the reader's language: the admin's writer (money in ₹, commissions
 * with paise, dates on India's clock) over this feature's own texts.
 */
export const myNotificationText = (
  notification: Pick<AppNotification, 'title' | 'message' | 'template'>,
  t: TFunction<'my-notifications'>,
  language: string,
) => notificationText(notification, t as unknown as TFunction<'notifications'>, language);

/** Where a click leads: the page that shows what the notification is about. */
export const myNotificationTarget = (
  notification: Pick<AppNotification, 'type' | 'template'> & Partial<Pick<AppNotification, 'data'>>,
) => {
  const key = notification.template?.key ?? '';
  // A saved search's alert opens its results (issue 27 item 6): a path of this app's search only.
  const results = notification.data?.resultsUrl;
  if (typeof results === 'string' && results.startsWith(`${paths.properties.getHref()}?`)) {
    return results;
  }
  if (key === 'ShortlistedPriceDropped') return paths.shortlist.getHref();
  if (notification.type === 'DEALER') return paths.commissions.getHref();
  if (notification.type === 'SECURITY') return paths.profile.getHref();
  // A booking request or a question on the owner's listing: their leads inbox (issue 27).
  if (key.startsWith('Owner')) return paths.leads.getHref();
  if (notification.type === 'LISTING') {
    return paths.myProperties.getHref();
  }
  return paths.dashboard.getHref();
};
