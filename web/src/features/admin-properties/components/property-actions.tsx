import { CalendarCheck, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/action-buttons';
import type { RowAction } from '@/components/ui/action-buttons';
import type { AdminProperty } from '../api/admin-property';
import { toggledStatus } from '../utils/admin-query';

export type PropertyHandlers = {
  onEdit: (property: AdminProperty) => void;
  onDelete: (property: AdminProperty) => void;
  onToggleStatus: (property: AdminProperty) => void;
  // The listing whose status change is on its way (its toggle waits).
  togglingId: string | null;
};

// Edit, the FREE ↔ BOOKED toggle and Delete; icons in the table, words too on a phone card.
export const PropertyActions = ({
  property,
  handlers,
  compact,
  className,
}: {
  property: AdminProperty;
  handlers: PropertyHandlers;
  compact?: boolean;
  className?: string;
}) => {
  const { t } = useTranslation('admin-properties');
  const title = property.title;
  const next = toggledStatus(property.status);
  const actions: RowAction[] = [
    {
      key: 'edit',
      label: t('actions.edit'),
      name: t('actions.editFor', { title }),
      Icon: Pencil,
      tone: 'text-slate-700 hover:bg-slate-100',
      run: () => handlers.onEdit(property),
    },
  ];
  if (next) {
    const booking = next === 'BOOKED';
    actions.push({
      key: 'status',
      label: booking ? t('actions.markBooked') : t('actions.markFree'),
      name: booking ? t('actions.markBookedFor', { title }) : t('actions.markFreeFor', { title }),
      Icon: booking ? CalendarCheck : CircleCheck,
      tone: booking ? 'text-amber-700 hover:bg-amber-50' : 'text-emerald-700 hover:bg-emerald-50',
      run: () => handlers.onToggleStatus(property),
      disabled: handlers.togglingId === property.id,
    });
  }
  actions.push({
    key: 'delete',
    label: t('actions.delete'),
    name: t('actions.deleteFor', { title }),
    Icon: Trash2,
    tone: 'text-red-700 hover:bg-red-50',
    run: () => handlers.onDelete(property),
  });
  return <ActionButtons actions={actions} compact={compact} className={className} />;
};
