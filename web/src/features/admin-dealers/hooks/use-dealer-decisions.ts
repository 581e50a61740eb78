import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { useDecideDealer } from '../api/decide-dealer';
import type { DealerDecision } from '../api/decide-dealer';

// Approve or Reject a PENDING request: the spec's success toast, or its 'Failed to …' text with
// the server's reason (e.g. 409 when another admin decided first; part 2 §8).
export const useDealerDecisions = () => {
  const { t } = useTranslation('admin-dealers');
  const decide = useDecideDealer();
  const run = async (id: string, decision: DealerDecision) => {
    try {
      await decide.mutateAsync({ id, decision });
      toast.success(t(`requests.done.${decision}`));
    } catch (error) {
      await showActionFailure(error, t(`requests.failed.${decision}`));
    }
  };
  return {
    decide: (id: string, decision: DealerDecision) => void run(id, decision),
    busyId: decide.isPending ? (decide.variables?.id ?? null) : null,
  };
};
