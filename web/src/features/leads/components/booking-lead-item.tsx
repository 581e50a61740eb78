import { formatRupees } from '@ghar/contracts/format';
import type { BookingLead } from '@ghar/contracts/http';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { paths } from '@/config/paths';
import { formatIndiaDate } from '@/lib/india-date';

// One booking request on the owner's listing: status, amount and date; the booker's contact
// only once the booking is confirmed (the server sends none before).
export const BookingLeadItem = ({ lead }: { lead: BookingLead }) => {
  const { t, i18n } = useTranslation('leads');
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-lead-id={lead.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.property.getHref(lead.propertyId)}
            className="font-semibold break-words text-slate-900 hover:text-brand-700"
          >
            {lead.propertyTitle}
          </Link>
          <p className="text-xs text-slate-500">
            {t('bookings.requestedOn', {
              date: formatIndiaDate(lead.createdAt, i18n.language, 'medium'),
            })}
          </p>
        </div>
        <BookingStatusBadge status={lead.status} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t('bookings.amount')}:{' '}
        <span className="font-semibold text-slate-900">{formatRupees(lead.amount)}</span>
      </p>
      {lead.booker ? (
        <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm" data-testid="lead-contact">
          <p className="text-slate-600">
            {t('bookings.booker')}:{' '}
            <span className="font-semibold text-slate-900">{lead.booker.name}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {lead.booker.mobile && (
              <a
                href={`tel:+91${lead.booker.mobile}`}
                className="inline-flex items-center gap-1 font-semibold text-brand-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                {t('bookings.call', { mobile: lead.booker.mobile })}
              </a>
            )}
            <a
              href={`mailto:${lead.booker.email}`}
              className="inline-flex min-w-0 items-center gap-1 font-semibold break-all text-brand-700"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {t('bookings.email', { email: lead.booker.email })}
            </a>
          </div>
        </div>
      ) : (
        lead.status === 'PENDING' && (
          <p className="mt-2 text-xs text-slate-500">{t('bookings.contactLater')}</p>
        )
      )}
    </li>
  );
};
