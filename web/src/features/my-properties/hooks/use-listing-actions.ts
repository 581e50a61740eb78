import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { OwnerListing } from '../api/owner-listing';

// Which listing is being edited or asked about deletion; a save reloads every listing list.
export const useListingActions = () => {
  const queryClient = useQueryClient();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const onEdit = useCallback((listing: OwnerListing) => setEditingId(listing.id), []);
  const onDelete = useCallback((listing: OwnerListing) => setDeletingId(listing.id), []);
  const closeEdit = useCallback(() => setEditingId(null), []);
  const onSaved = useCallback(() => {
    setEditingId(null);
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
  }, [queryClient]);
  return {
    editingId,
    deletingId,
    onEdit,
    onDelete,
    closeEdit,
    closeDelete: () => setDeletingId(null),
    onSaved,
  };
};
