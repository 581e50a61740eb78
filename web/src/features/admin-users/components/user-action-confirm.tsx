import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import type { AdminUser } from '../api/admin-user';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserBlocked } from '../api/set-user-blocked';
import { showActionFailure } from '@/lib/error-toast';
import { userLabel } from '../utils/user-rules';

export type PendingAction = { kind: 'block' | 'unblock' | 'delete'; user: AdminUser };

type UserActionConfirmProps = { pending: PendingAction | null; onClose: () => void };

// Block, unblock and delete each ask first, then say how it went with the spec's toasts.
export const UserActionConfirm = ({ pending, onClose }: UserActionConfirmProps) => {
  const { t } = useTranslation('admin');
  const setBlocked = useSetUserBlocked();
  const remove = useDeleteUser();
  const busy = setBlocked.isPending || remove.isPending;
  const kind = pending?.kind ?? 'block';
  const name = pending ? userLabel(pending.user) : '';

  const confirm = async () => {
    if (!pending) return;
    const { user } = pending;
    try {
      if (kind === 'delete') {
        await remove.mutateAsync(user.id);
        toast.success(t('users.toast.deleted'));
      } else {
        await setBlocked.mutateAsync({ id: user.id, blocked: kind === 'block' });
        toast.success(kind === 'block' ? t('users.toast.blocked') : t('users.toast.unblocked'));
      }
    } catch (error) {
      void showActionFailure(error, t(`users.failed.${kind}`));
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t(`users.confirm.${kind}.title`)}
      message={t(`users.confirm.${kind}.message`, { name })}
      confirmLabel={t(`users.confirm.${kind}.action`)}
      tone={kind === 'unblock' ? 'primary' : 'danger'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
};
