import type { ReconciledPayment } from '@ghar/contracts/http';
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

// One payment on a phone (under 640 px): the table's columns stacked in a card.
export const PaymentCard = (props: PaymentActionProps & { payment: ReconciledPayment }) => {
  const { payment } = props;
  return (
    <li
      data-payment-id={payment.id}
      className="min-w-0 space-y-3 rounded-2xl bg-white p-4 [overflow-wrap:anywhere] shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-2">
        <PaymentWhat payment={payment} />
        <PaymentStateBadge state={payment.state} />
      </div>
      <div className="flex items-start justify-between gap-3">
        <PaymentPayer payment={payment} />
        <div className="shrink-0 text-end">
          <PaymentAmount payment={payment} />
          <PaymentDate payment={payment} />
        </div>
      </div>
      <PaymentEvidence payment={payment} />
      <PaymentLastStep payment={payment} />
      <div className="border-t border-slate-100 pt-2 empty:hidden">
        <PaymentActions {...props} />
      </div>
    </li>
  );
};
