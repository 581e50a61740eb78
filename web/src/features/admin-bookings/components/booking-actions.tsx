import { Check, Eye, Trash2, Undo2, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/action-buttons';
import type { RowAction } from '@/components/ui/action-buttons';
import type { AdminBookingView as BookingView } from '@ghar/contracts/http';
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

// `compact`: icons named for screen readers (the table row beside the admin sidebar at 1280 px).
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
  const actions: RowAction[] = [
    {
      key: 'details',
      label: t('admin.actions.details'),
      name: t('admin.actions.details'),
      Icon: Eye,
      tone: 'text-slate-700',
      run: () => handlers.onDetails(booking),
    },
    ...commandsFor(booking.status).map((command) => ({
      key: command,
      label: t(`admin.actions.${command}`),
      name: t(`admin.actions.${command}`),
      Icon: icons[command],
      tone: tones[command],
      run: () => handlers.onCommand(booking, command),
      disabled: busy,
    })),
  ];
  return (
    <div role="group" aria-label={t('admin.rowActions', { id: booking.id.slice(-8) })}>
      <ActionButtons actions={actions} compact={compact} />
    </div>
  );
};
