import type { PaymentSource, PaymentState } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { useMovePayment } from '../api/move-payment';

export type MoveTarget = Exclude<PaymentState, 'RECEIVED'>;

// Verify, Mark refunded or Keep one payment: a success toast, or 'Failed to update payment' with
// the server's reason (409 when the state does not allow it or another admin moved it first).
// Resolves true when the move was made.
export const usePaymentMoves = () => {
  const { t } = useTranslation('admin-payments');
  const move = useMovePayment();
  const run = async (
    source: PaymentSource,
    id: string,
    state: MoveTarget,
    note?: string,
  ): Promise<boolean> => {
    try {
      await move.mutateAsync({ source, id, state, note });
      toast.success(t(`done.${state}`));
      return true;
    } catch (error) {
      await showActionFailure(error, t('failed.move'));
      return false;
    }
  };
  const variables = move.isPending ? move.variables : undefined;
  return {
    move: run,
    busyKey: variables ? `${variables.source}:${variables.id}` : null,
  };
};
