import type { ReconciledPayment } from '@ghar/contracts';
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

type PaymentTableProps = Omit<PaymentActionProps, 'payment' | 'busy'> & {
  payments: ReconciledPayment[];
  busyKey: string | null;
  keyOf: (payment: ReconciledPayment) => string;
};

const COLUMNS = ['date', 'payment', 'payer', 'amount', 'reference', 'state', 'actions'] as const;

// The wide-screen list (640 px and up).
export const PaymentTable = ({ payments, busyKey, keyOf, onMove }: PaymentTableProps) => {
  const { t } = useTranslation('admin-payments');
  return (
    <AdminTable
      caption={t('title')}
      columns={COLUMNS.map((column) => t(`columns.${column}`))}
      minWidth="min-w-[960px]"
      className="hidden sm:block"
    >
      {payments.map((payment) => (
        <tr key={keyOf(payment)} data-payment-id={payment.id} className="align-top">
          <td className="px-4 py-3">
            <PaymentDate payment={payment} />
          </td>
          <td className="max-w-56 px-4 py-3">
            <PaymentWhat payment={payment} />
          </td>
          <td className="max-w-48 px-4 py-3">
            <PaymentPayer payment={payment} />
          </td>
          <td className="px-4 py-3">
            <PaymentAmount payment={payment} />
          </td>
          <td className="max-w-56 px-4 py-3">
            <PaymentEvidence payment={payment} />
          </td>
          <td className="space-y-1 px-4 py-3">
            <PaymentStateBadge state={payment.state} />
            <PaymentLastStep payment={payment} />
          </td>
          <td className="px-4 py-3">
            <PaymentActions payment={payment} busy={busyKey === keyOf(payment)} onMove={onMove} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
};
