import type { PropertyStatus } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Part 1 §4: FREE green (shown Available), BOOKED yellow, anything else red.
const tones: Record<string, string> = {
  FREE: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  BOOKED: 'bg-amber-100 text-amber-900 ring-amber-600/20',
};

export const StatusBadge = ({
  status,
  className,
}: {
  status: PropertyStatus;
  className?: string;
}) => {
  const { t } = useTranslation('properties');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[status] ?? 'bg-red-100 text-red-800 ring-red-600/20',
        className,
      )}
    >
      {t(`labels.status.${status}`)}
    </span>
  );
};
