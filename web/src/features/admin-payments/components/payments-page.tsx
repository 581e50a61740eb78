import type { ReconciledPayment } from '@ghar/contracts/http';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { useDownloadPayments } from '../api/export-payments';
import { usePayments } from '../api/get-payments';
import { usePaymentFilters } from '../hooks/use-payment-filters';
import { usePaymentMoves, type MoveTarget } from '../hooks/use-payment-moves';
import { PaymentCard } from './payment-card';
import { PaymentFilters } from './payment-filters';
import { PaymentTable } from './payment-table';
import { PaymentsSummary } from './payments-summary';
import { SettleDialog, type Settlement } from './settle-dialog';

const keyOf = (payment: ReconciledPayment) => `${payment.source}:${payment.id}`;

// Payment reconciliation (issue 13 item 5): every listing fee and booking payment, with filters,
// states, duplicate references, proofs, the refunds owed and the CSV; cards on phones.
export const PaymentsPage = () => {
  const { t } = useTranslation('admin-payments');
  const { filters, set } = usePaymentFilters();
  const payments = usePayments(filters);
  const moves = usePaymentMoves();
  const download = useDownloadPayments();
  const page = payments.data;

  const exportCsv = async () => {
    try {
      await download.mutateAsync(filters);
      toast.success(t('exported'));
    } catch (error) {
      await showActionFailure(error, t('exportFailed'));
    }
  };
  const [settling, setSettling] = useState<Settlement | null>(null);
  // Verify is one click; refunding or keeping is final, so it asks first (with an optional note).
  const onMove = (payment: ReconciledPayment, state: MoveTarget) => {
    if (state === 'VERIFIED') void moves.move(payment.source, payment.id, state);
    else setSettling({ payment, state });
  };
  const settle = async (note: string) => {
    if (!settling) return;
    const { payment, state } = settling;
    if (await moves.move(payment.source, payment.id, state, note || undefined)) setSettling(null);
  };

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      </div>
      <PaymentsSummary page={page} />
      <PaymentFilters
        filters={filters}
        onChange={set}
        onRefresh={() => void payments.refetch()}
        refreshing={payments.isFetching}
        onExport={() => void exportCsv()}
        exporting={download.isPending}
      />
      {page?.unavailable.map(({ source, error }) => (
        <p
          key={source}
          role="alert"
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('unavailable', { source: t(`sources.${source}`), error })}
        </p>
      ))}

      {payments.isPending && <LoadingBlock label={t('loading')} className="min-h-[30vh]" />}
      {payments.isError && !page && (
        <LoadFailed
          error={payments.error}
          fallback={t('failed.load')}
          retryLabel={t('retry')}
          onRetry={() => void payments.refetch()}
        />
      )}
      {page && page.payments.length === 0 && (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-slate-900">{t('empty')}</p>
          <p className="mt-1 text-slate-600">{t('emptyHint')}</p>
        </div>
      )}
      {page && page.payments.length > 0 && (
        <>
          <PaymentTable
            payments={page.payments}
            busyKey={moves.busyKey}
            keyOf={keyOf}
            onMove={onMove}
          />
          <ul className="grid gap-3 sm:hidden" aria-label={t('title')}>
            {page.payments.map((payment) => (
              <PaymentCard
                key={keyOf(payment)}
                payment={payment}
                busy={moves.busyKey === keyOf(payment)}
                onMove={onMove}
              />
            ))}
          </ul>
        </>
      )}
      <SettleDialog
        settlement={settling}
        busy={moves.busyKey !== null}
        onConfirm={(note) => void settle(note)}
        onCancel={() => setSettling(null)}
      />
    </section>
  );
};
