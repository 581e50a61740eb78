import { BUSINESS_DEFAULTS } from '@ghar/contracts';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '@/lib/booking-view';
import { formatDate, localeFor } from '@/lib/format';

const timeOf = (value: string, language: string) =>
  `${formatDate(value, language, 'medium')} ${new Intl.DateTimeFormat(localeFor(language), { timeStyle: 'short' }).format(new Date(value))}`;

const KNOWN_ACTIONS = [
  'CREATED',
  'APPROVED',
  'CONFIRMED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
  'UNBOOKED',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnown = (action: string): action is KnownAction =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);

/**
 * A booking's history (issue 11 item 5), oldest first: each step with who and when; while it is
 * PENDING the deadline by which an admin decides, and the Terms' refund promise (7-10 business
 * days) for a booking that is not confirmed. Shown to the booker and in the admin's details.
 */
export const BookingTimeline = ({ booking }: { booking: BookingView }) => {
  const { t, i18n } = useTranslation('bookings');
  const history = booking.history ?? [];
  const refund = BUSINESS_DEFAULTS.refundBusinessDays;
  return (
    <div className="text-sm">
      <h4 className="font-semibold text-slate-900">{t('timeline.title')}</h4>
      <ol className="mt-2 space-y-2 border-s-2 border-slate-200 ps-4">
        {history.map((step, index) => (
          <li key={`${step.action}-${step.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[1.3rem] top-1.5 size-2.5 rounded-full bg-brand-600"
            />
            <p className="font-medium text-slate-800">
              {isKnown(step.action) ? t(`timeline.action.${step.action}`) : step.action}
              {step.byName && (
                <span className="font-normal text-slate-600">
                  {' '}
                  {t('timeline.by', { name: step.byName })}
                </span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={step.at}>{timeOf(step.at, i18n.language)}</time>
              {step.note && <> · {step.note}</>}
            </p>
          </li>
        ))}
      </ol>
      {booking.status === 'PENDING' && booking.decideBy && (
        <p className="mt-2 text-slate-700">
          {t('timeline.decideBy', { date: timeOf(booking.decideBy, i18n.language) })}
        </p>
      )}
      {booking.status !== 'CONFIRMED' && (
        <p className="mt-1 text-xs text-slate-500" data-refund-days={`${refund.min}-${refund.max}`}>
          {t('timeline.refund')}
        </p>
      )}
    </div>
  );
};
