import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { useDeleteListing } from '../api/delete-listing';

type DeleteListingDialogProps = {
  listingId: string | null;
  // The dashboard and My Properties ask in different words (part 1 §5 Confirmations).
  message: string;
  onClose: () => void;
};

// Asks, deletes, then says how it went; a refusal (e.g. 409, active bookings) shows the server's text.
export const DeleteListingDialog = ({ listingId, message, onClose }: DeleteListingDialogProps) => {
  const { t } = useTranslation('my-properties');
  const remove = useDeleteListing();
  const confirm = async () => {
    if (!listingId) return;
    try {
      await remove.mutateAsync(listingId);
      toast.success(t('delete.deleted'));
    } catch (error) {
      void showActionFailure(error, t('delete.failed'));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={listingId !== null}
      title={t('delete.title')}
      message={message}
      confirmLabel={t('delete.action')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
};
