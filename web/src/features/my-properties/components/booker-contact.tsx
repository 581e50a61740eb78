import { Mail, Phone, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OwnerBookingView } from '@ghar/contracts/http';

// On a BOOKED listing's card: who booked it, with their mobile and e-mail (shared once the
// booking is confirmed, as the booker sees the owner's mobile on their booking).
export const BookerContact = ({ booking }: { booking: OwnerBookingView }) => {
  const { t } = useTranslation('my-properties');
  const { name, email, mobile } = booking.booker;
  return (
    <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
      <p className="flex items-center gap-1.5 font-semibold">
        <UserCheck aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{t('card.bookedBy', { name: name ?? email })}</span>
      </p>
      {mobile && (
        <a
          href={`tel:+91${mobile}`}
          className="mt-1 flex items-center gap-1.5 font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {mobile}
        </a>
      )}
      <a
        href={`mailto:${email}`}
        className="mt-1 flex min-w-0 items-center gap-1.5 text-emerald-800 underline-offset-2 hover:underline"
      >
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{email}</span>
      </a>
    </div>
  );
};
