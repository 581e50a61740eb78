import type { DealerStatus } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<DealerStatus, string> = {
  APPROVED: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  PENDING: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  REJECTED: 'bg-red-100 text-red-800 ring-red-600/20',
};

export const DealerStatusBadge = ({ status }: { status: DealerStatus }) => {
  const { t } = useTranslation('admin-dealers');
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[status],
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
};
