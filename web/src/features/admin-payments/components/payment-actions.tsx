import type { ReconciledPayment } from '@ghar/contracts/http';
import { canMovePayment } from '@ghar/contracts/money';
import { BadgeCheck, Lock, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionButtons, type RowAction } from '@/components/ui/action-buttons';
import type { MoveTarget } from '../hooks/use-payment-moves';

export type PaymentActionProps = {
  payment: ReconciledPayment;
  busy: boolean;
  onMove: (payment: ReconciledPayment, state: MoveTarget) => void;
  // The table's narrow column: one action under the other, words kept.
  stacked?: boolean;
};

const moves: {
  state: MoveTarget;
  key: 'verify' | 'refund' | 'keep';
  Icon: typeof Lock;
  tone: string;
}[] = [
  { state: 'VERIFIED', key: 'verify', Icon: BadgeCheck, tone: 'text-emerald-700' },
  { state: 'REFUNDED', key: 'refund', Icon: Undo2, tone: 'text-sky-800' },
  { state: 'KEPT', key: 'keep', Icon: Lock, tone: 'text-slate-700' },
];

// Only the moves the payment's state allows (RECEIVED → VERIFIED → REFUNDED | KEPT); while one
// runs, every button of the payment says 'Processing...' and waits.
export const PaymentActions = ({ payment, busy, onMove, stacked }: PaymentActionProps) => {
  const { t } = useTranslation('admin-payments');
  const actions: RowAction[] = moves
    .filter(({ state }) => canMovePayment(payment.state, state))
    .map(({ state, key, Icon, tone }) => ({
      key,
      label: busy ? t('actions.processing') : t(`actions.${key}`),
      name: busy
        ? t('actions.processing')
        : t('actions.for', { action: t(`actions.${key}`), title: payment.propertyTitle }),
      Icon,
      tone,
      run: () => onMove(payment, state),
      disabled: busy,
    }));
  if (actions.length === 0) return null;
  return (
    <ActionButtons
      actions={actions}
      className={stacked ? 'flex-col items-stretch whitespace-nowrap' : 'justify-end'}
    />
  );
};
