import { CircleHelp, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { cn } from '@/lib/cn';
import { useConfirmAvailable } from '../api/confirm-available';
import type { Freshness } from '../utils/portfolio';

// "Is this still available?" (issue 10 item 6): one click confirms; a hidden listing says so.
export const FreshnessBanner = ({ id, state }: { id: string; state: Freshness }) => {
  const { t } = useTranslation('my-properties');
  const confirm = useConfirmAvailable();
  if (state === 'fresh') return null;
  const hidden = state === 'hidden';
  const Icon = hidden ? EyeOff : CircleHelp;

  const onConfirm = async () => {
    try {
      await confirm.mutateAsync(id);
      toast.success(t('freshness.confirmed'));
    } catch (error) {
      void showActionFailure(error, t('freshness.failed'));
    }
  };

  return (
    <div
      role="status"
      className={cn(
        'space-y-2 rounded-xl p-3 text-sm ring-1',
        hidden
          ? 'bg-red-50 text-red-900 ring-red-200'
          : 'bg-amber-50 text-amber-950 ring-amber-200',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {hidden ? t('freshness.hidden') : t('freshness.ask')}
      </p>
      <p>{hidden ? t('freshness.hiddenHint') : t('freshness.askHint')}</p>
      <Button
        size="sm"
        variant="accent"
        disabled={confirm.isPending}
        onClick={() => void onConfirm()}
      >
        {confirm.isPending ? t('freshness.confirming') : t('freshness.confirm')}
      </Button>
    </div>
  );
};
