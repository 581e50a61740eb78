import { LIMITS } from '@ghar/contracts/constants';
import type { TFunction } from 'i18next';
import { formatDate } from './format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Spec part 1 §9: under 60 s 'Just now', then minutes, hours (under a day), days (under
// 30 days), then the date itself.
export const formatRelativeTime = (
  value: Date | string | number,
  now: Date,
  t: TFunction<'common'>,
  language: string,
): string => {
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < LIMITS.justNowSeconds) return t('time.justNow');
  if (seconds < HOUR) return t('time.minutesAgo', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('time.hoursAgo', { count: Math.floor(seconds / HOUR) });
  if (seconds < LIMITS.relativeDaysMax * DAY)
    return t('time.daysAgo', { count: Math.floor(seconds / DAY) });
  return formatDate(then, language, 'medium');
};
