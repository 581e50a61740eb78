import { Suspense } from 'react';
import type { useListingActions } from '../hooks/use-listing-actions';
import { DeleteListingDialog } from './delete-listing-dialog';
import type { EditDialogSlot } from './edit-dialog-slot';

type ListingDialogsProps = {
  actions: ReturnType<typeof useListingActions>;
  EditDialog?: EditDialogSlot;
  deleteMessage: string;
};

export const ListingDialogs = ({ actions, EditDialog, deleteMessage }: ListingDialogsProps) => (
  <>
    {EditDialog && actions.editingId && (
      // The editor may load on first use (a lazy component); nothing shows until it is there.
      <Suspense fallback={null}>
        <EditDialog
          propertyId={actions.editingId}
          open
          onClose={actions.closeEdit}
          onSaved={actions.onSaved}
        />
      </Suspense>
    )}
    <DeleteListingDialog
      listingId={actions.deletingId}
      message={deleteMessage}
      onClose={actions.closeDelete}
    />
  </>
);
