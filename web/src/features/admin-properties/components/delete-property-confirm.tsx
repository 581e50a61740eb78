import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import type { AdminProperty } from '../api/admin-property';
import { useDeleteAdminProperty } from '../api/change-property';

// Asks with the spec's words, deletes, then toasts; a refusal (409 active bookings) shows the server's text.
export const DeletePropertyConfirm = ({
  property,
  onClose,
}: {
  property: AdminProperty | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin-properties');
  const remove = useDeleteAdminProperty();
  const confirm = async () => {
    if (!property) return;
    try {
      await remove.mutateAsync(property.id);
      toast.success(t('toast.deleted'));
    } catch (error) {
      void showActionFailure(error, t('failed.delete'));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={property !== null}
      title={t('delete.title')}
      message={t('delete.confirm')}
      confirmLabel={t('delete.action')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
};
