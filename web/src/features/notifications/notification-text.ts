import { formatRupees, formatRupeesWithPaise } from '@ghar/contracts/format';
import type { TFunction } from 'i18next';
import { localeFor } from '@/lib/format';
import type en from '@/locales/en/notifications.json';
import type { AppNotification } from './types';

type EventKey = keyof typeof en.events;
type Words = typeof en.words;

/** What good news the bell draws green (an approval, a commission), not as a red alert. */
const GOOD_NEWS: ReadonlySet<string> = new Set<EventKey>([
  'BookingApproved',
  'DealerApproved',
  'CommissionEarned',
  'CommissionEarnedFor',
]);

export const isGoodNews = (notification: Pick<AppNotification, 'template'>): boolean =>
  GOOD_NEWS.has(notification.template?.key ?? '');

const COMMISSION = /^Commission/;

/** A word of the texts' own lists (action, type, status, role), or the value as sent. */
const word = (
  t: TFunction<'notifications'>,
  list: keyof Pick<
    Words,
    'actions' | 'propertyTypes' | 'propertyTypesWithArticle' | 'statuses' | 'roles'
  >,
  value: string | number | undefined,
): string | undefined =>
  value === undefined
    ? undefined
    : t(`words.${list}.${value}` as never, { defaultValue: String(value) });

type Params = Record<string, string | number>;

/** The values a text takes, with money, dates and the lists' words in the reader's language. */
const valuesOf = (key: string, params: Params, t: TFunction<'notifications'>, language: string) => {
  const { amount, paid, months, hideAt, signedInAt, action, propertyType, from, to, role } = params;
  const money =
    typeof amount === 'number'
      ? COMMISSION.test(key)
        ? formatRupeesWithPaise(amount)
        : formatRupees(amount)
      : undefined;
  const price =
    key === 'PropertyAdded' && money && typeof action === 'string'
      ? t(`words.price.${action === 'LEASE' && months ? 'LEASE_months' : action}` as never, {
          amount: money,
          months,
          defaultValue: '',
        })
      : '';
  const date =
    typeof hideAt === 'string'
      ? new Date(hideAt).toLocaleDateString(localeFor(language), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'Asia/Kolkata',
        })
      : undefined;
  // A sign-in's moment (issue 27), to the minute, on India's clock.
  const time =
    typeof signedInAt === 'string'
      ? new Date(signedInAt).toLocaleString(localeFor(language), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Kolkata',
        })
      : undefined;
  return {
    ...params,
    amount: money,
    // What a refunded booker paid (issue 27), in whole rupees like the booking amount.
    paid: typeof paid === 'number' ? formatRupees(paid) : undefined,
    time,
    price,
    date,
    action: word(t, 'actions', action),
    propertyType: word(t, 'propertyTypes', propertyType),
    aPropertyType: word(t, 'propertyTypesWithArticle', propertyType),
    from: word(t, 'statuses', from),
    to: word(t, 'statuses', to),
    role: word(t, 'roles', role),
  };
};

/**
 * A notification's title and message in the reader's language, written from its template (key
 * and values) rather than the server's English; a record without one, or with a key this build
 * does not know, shows the server's English text.
 */
export const notificationText = (
  notification: Pick<AppNotification, 'title' | 'message' | 'template'>,
  t: TFunction<'notifications'>,
  language: string,
): { title: string; message: string } => {
  const { template } = notification;
  const server = { title: notification.title, message: notification.message };
  if (!template || !t(`events.${template.key}.title` as never, { defaultValue: '' })) return server;
  const key = template.key as EventKey;
  const values = { ...valuesOf(key, template.params, t, language), detail: notification.message };
  let message = t(`events.${key}.message`, values);
  const others = template.params.others;
  if (typeof others === 'number' && others > 0) {
    message += t('words.othersCancelled', { count: others });
  }
  return { title: t(`events.${key}.title`), message };
};
