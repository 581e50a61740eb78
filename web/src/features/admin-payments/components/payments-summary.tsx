import type { PaymentReconciliation } from '@ghar/contracts/http';
import { AlertTriangle, IndianRupee, ReceiptText, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';

// The page's figures over what the filters show; '—' until the first answer.
export const PaymentsSummary = ({ page }: { page: PaymentReconciliation | undefined }) => {
  const { t } = useTranslation('admin-payments');
  const received = page?.payments.reduce((sum, payment) => sum + payment.amount, 0) ?? 0;
  const cards = [
    { key: 'payments', Icon: ReceiptText, value: String(page?.payments.length ?? 0) },
    { key: 'received', Icon: IndianRupee, value: formatPrice(received) },
    { key: 'duplicates', Icon: AlertTriangle, value: String(page?.duplicates ?? 0) },
    { key: 'refundsOwed', Icon: Undo2, value: formatPrice(page?.refundsOwed.total ?? 0) },
  ] as const;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ key, Icon, value }) => (
          // min-w-0: a grid cell would otherwise grow to its longest amount (₹12,34,56,789) and push
          // the page wider than a phone.
          <div
            key={key}
            className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {t(`summary.${key}`)}
            </dt>
            <dd
              className="mt-1 text-xl font-bold [overflow-wrap:anywhere] text-slate-900 sm:text-2xl"
              data-testid={`summary-${key}`}
            >
              {page ? value : '—'}
            </dd>
          </div>
        ))}
      </dl>
      {page && page.refundsOwed.count > 0 && (
        <p className="text-sm text-slate-700" data-testid="refunds-owed-hint">
          {t('refundsOwedHint', {
            count: page.refundsOwed.count,
            total: formatPrice(page.refundsOwed.total),
          })}
        </p>
      )}
    </div>
  );
};
