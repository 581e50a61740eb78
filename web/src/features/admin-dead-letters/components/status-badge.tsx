import type { DeadLetterStatus } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tone: Record<DeadLetterStatus, string> = {
  OPEN: 'bg-amber-50 text-amber-800 ring-amber-200',
  REPLAYED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  DISCARDED: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export const StatusBadge = ({ status }: { status: DeadLetterStatus }) => {
  const { t } = useTranslation('admin-dead-letters');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tone[status],
      )}
      data-status={status}
    >
      {t(`statuses.${status}`)}
    </span>
  );
};
