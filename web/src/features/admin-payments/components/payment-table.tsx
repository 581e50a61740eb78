import type { ReconciledPayment } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '@/components/ui/admin-table';
import { PaymentActions, type PaymentActionProps } from './payment-actions';
import {
  PaymentAmount,
  PaymentDate,
  PaymentEvidence,
  PaymentLastStep,
  PaymentPayer,
  PaymentWhat,
} from './payment-cells';
import { PaymentStateBadge } from './payment-state-badge';

type PaymentTableProps = Omit<PaymentActionProps, 'payment' | 'busy' | 'stacked'> & {
  payments: ReconciledPayment[];
  busyKey: string | null;
  keyOf: (payment: ReconciledPayment) => string;
};

const COLUMNS = ['payment', 'payer', 'amount', 'reference', 'state', 'actions'] as const;

// The wide-screen list (640 px and up): the date sits under the payment, the actions stack with
// their words, so the table fits the admin's content column without scrolling on a laptop.
export const PaymentTable = ({ payments, busyKey, keyOf, onMove }: PaymentTableProps) => {
  const { t } = useTranslation('admin-payments');
  return (
    <AdminTable
      caption={t('title')}
      columns={COLUMNS.map((column) => t(`columns.${column}`))}
      minWidth="min-w-[760px]"
      className="hidden sm:block"
    >
      {payments.map((payment) => (
        <tr key={keyOf(payment)} data-payment-id={payment.id} className="align-top">
          <td className="max-w-44 px-3 py-3">
            <PaymentWhat payment={payment} />
            <PaymentDate payment={payment} />
          </td>
          <td className="max-w-40 px-3 py-3">
            <PaymentPayer payment={payment} />
          </td>
          {/* The refund owed may wrap under the amount: the actions column must stay on screen. */}
          <td className="max-w-32 min-w-24 px-3 py-3">
            <PaymentAmount payment={payment} />
          </td>
          <td className="min-w-36 px-3 py-3">
            <PaymentEvidence payment={payment} />
          </td>
          <td className="max-w-36 space-y-1 px-3 py-3">
            <PaymentStateBadge state={payment.state} />
            <PaymentLastStep payment={payment} />
          </td>
          <td className="px-2 py-3">
            <PaymentActions
              payment={payment}
              busy={busyKey === keyOf(payment)}
              onMove={onMove}
              stacked
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
};
