import { Check, Eye, Trash2, Undo2, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AdminBookingView as BookingView } from '@ghar/contracts';
import type { BookingCommand } from '../api/change-booking';

export type BookingHandlers = {
  onCommand: (booking: BookingView, command: BookingCommand) => void;
  onDetails: (booking: BookingView) => void;
  busyId: string | null;
};

// Part 2 §4: PENDING allows Approve and Reject, CONFIRMED Unbook; CANCELLED and EXPIRED nothing
// but Delete (the API deletes only those two).
export const commandsFor = (status: BookingView['status']): BookingCommand[] => {
  switch (status) {
    case 'PENDING':
      return ['approve', 'reject'];
    case 'CONFIRMED':
      return ['unbook'];
    default:
      return ['delete'];
  }
};

const icons: Record<BookingCommand, LucideIcon> = {
  approve: Check,
  reject: X,
  unbook: Undo2,
  delete: Trash2,
};

const tones: Record<BookingCommand, string> = {
  approve: 'text-emerald-700',
  reject: 'text-red-700',
  unbook: 'text-amber-800',
  delete: 'text-red-700',
};

// `compact`: icon buttons named by aria-label (the table row beside the admin sidebar at 1280 px).
export const BookingActions = ({
  booking,
  handlers,
  compact = false,
}: {
  booking: BookingView;
  handlers: BookingHandlers;
  compact?: boolean;
}) => {
  const { t } = useTranslation('bookings');
  const busy = handlers.busyId === booking.id;
  return (
    <div
      role="group"
      aria-label={t('admin.rowActions', { id: booking.id.slice(-8) })}
      className="flex flex-wrap gap-1.5"
    >
      <Button
        variant="outline"
        size="sm"
        aria-label={compact ? t('admin.actions.details') : undefined}
        title={compact ? t('admin.actions.details') : undefined}
        onClick={() => handlers.onDetails(booking)}
      >
        <Eye aria-hidden="true" className="size-4" />
        {!compact && t('admin.actions.details')}
      </Button>
      {commandsFor(booking.status).map((command) => {
        const Icon = icons[command];
        return (
          <Button
            key={command}
            variant="outline"
            size="sm"
            disabled={busy}
            className={tones[command]}
            aria-label={compact ? t(`admin.actions.${command}`) : undefined}
            title={compact ? t(`admin.actions.${command}`) : undefined}
            onClick={() => handlers.onCommand(booking, command)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {!compact && t(`admin.actions.${command}`)}
          </Button>
        );
      })}
    </div>
  );
};
