import type { CommissionEntry } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { commissionAmount, ledgerTotals } from '../utils/commission-ledger';

// Earned, reversed and net, exact to the paisa.
export const LedgerTotals = ({ entries }: { entries: readonly CommissionEntry[] }) => {
  const { t } = useTranslation('dealers');
  const totals = ledgerTotals(entries);
  const cards = [
    { key: 'earned', value: totals.earned, tone: 'text-green-800' },
    { key: 'reversed', value: totals.reversed, tone: 'text-red-700' },
    { key: 'net', value: totals.net, tone: 'text-slate-900' },
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {cards.map((card) => (
        <div
          key={card.key}
          className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
        >
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">
            {t(`commissions.totals.${card.key}`)}
          </dt>
          <dd
            data-testid={`total-${card.key}`}
            className={cn('mt-1 text-sm font-bold break-all sm:text-xl', card.tone)}
          >
            {commissionAmount(card.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
};
