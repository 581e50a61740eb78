import type { PaymentState } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<PaymentState, string> = {
  RECEIVED: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  VERIFIED: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  REFUNDED: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  KEPT: 'bg-slate-200 text-slate-800 ring-slate-500/20',
};

export const PaymentStateBadge = ({ state }: { state: PaymentState }) => {
  const { t } = useTranslation('admin-payments');
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[state],
      )}
    >
      {t(`states.${state}`)}
    </span>
  );
};
