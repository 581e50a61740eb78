import { formatRupees } from '@ghar/contracts/format';
import type { BookingHistoryEntry, BookingView } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { formatDate, localeFor } from '@/lib/format';

const timeOf = (value: string, language: string) =>
  `${formatDate(value, language, 'medium')} ${new Intl.DateTimeFormat(localeFor(language), { timeStyle: 'short' }).format(new Date(value))}`;

/**
 * A booking's history (issue 11 item 5), oldest first: each step and when; while it is PENDING
 * the deadline by which an admin decides (the pending TTL), and the Terms' refund promise
 * (7-10 business days) while it is not confirmed. Shown to the booker on the dashboard and in
 * the admin's details; texts in the `bookings` namespace, which the route loads.
 */
export const BookingTimeline = ({
  booking,
  titled = true,
}: {
  booking: BookingView;
  /** False where a disclosure already names it (the dashboard). */
  titled?: boolean;
}) => {
  const { t, i18n } = useTranslation('bookings');
  // The step's kind (written by the service) names it in the reader's language; the English
  // note is the service's log line, not a text for the screen.
  const stepText = ({ kind }: BookingHistoryEntry) =>
    kind === 'created'
      ? t('timeline.step.created', {
          amount: formatRupees(booking.amount),
          reference: booking.paymentRef,
        })
      : t(`timeline.step.${kind}`);
  return (
    <div className="text-sm">
      {titled && <h4 className="mb-2 font-semibold text-slate-900">{t('timeline.title')}</h4>}
      <ol className="space-y-2 border-s-2 border-slate-200 ps-4">
        {booking.history.map((entry, index) => (
          <li
            key={`${entry.at}-${index}`}
            className="relative"
            data-step-status={entry.status}
            data-step-kind={entry.kind}
          >
            <span
              aria-hidden="true"
              className="absolute -start-[1.3rem] top-1.5 size-2.5 rounded-full bg-brand-600"
            />
            <p className="font-medium break-words text-slate-800">{stepText(entry)}</p>
            <p className="text-xs text-slate-500">
              <time dateTime={entry.at}>{timeOf(entry.at, i18n.language)}</time>
              {entry.by === null && <> · {t('timeline.automatic')}</>}
            </p>
          </li>
        ))}
      </ol>
      {booking.status === 'PENDING' && (
        <p className="mt-2 text-slate-700">
          {t('timeline.decideBy', { date: timeOf(booking.decideBy, i18n.language) })}
        </p>
      )}
      {booking.status !== 'CONFIRMED' && (
        <p className="mt-1 text-xs text-slate-500">{t('timeline.refund')}</p>
      )}
    </div>
  );
};
