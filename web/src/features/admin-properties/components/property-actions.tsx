import { CalendarCheck, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { AdminProperty } from '../api/admin-property';
import { toggledStatus } from '../utils/admin-query';

export type PropertyHandlers = {
  onEdit: (property: AdminProperty) => void;
  onDelete: (property: AdminProperty) => void;
  onToggleStatus: (property: AdminProperty) => void;
  // The listing whose status change is on its way (its toggle waits).
  togglingId: string | null;
};

type Action = {
  key: string;
  label: string;
  name: string;
  Icon: LucideIcon;
  tone: string;
  run: () => void;
  disabled?: boolean;
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
  const actions: Action[] = [
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
  return (
    <div className={cn('flex flex-wrap items-center gap-1', className)}>
      {actions.map(({ key, label, name, Icon, tone, run, disabled }) => (
        <button
          key={key}
          type="button"
          onClick={run}
          disabled={disabled}
          aria-label={name}
          title={compact ? label : undefined}
          className={buttonClasses({
            variant: compact ? 'outline' : 'ghost',
            size: 'sm',
            className: cn(compact ? 'size-8 px-0' : 'px-2', tone),
          })}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {!compact && label}
        </button>
      ))}
    </div>
  );
};
