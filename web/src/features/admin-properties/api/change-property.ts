import type { PropertyStatus } from '@ghar/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AdminPropertyEdit = {
  title: string;
  description: string;
  type: string;
  location: string;
  address: string;
  price?: number;
  mediaUrls: string[];
};

const propertyPath = (id: string) => `/properties/${encodeURIComponent(id)}`;

// The admin edit modal's JSON body (part 2 §7): title, description, type, location, address,
// price, mediaUrls.
export const updateAdminProperty = ({ id, body }: { id: string; body: AdminPropertyEdit }) =>
  api.put<unknown>(propertyPath(id), body);

// FREE ↔ BOOKED (part 2 §2).
export const setPropertyStatus = ({ id, status }: { id: string; status: PropertyStatus }) =>
  api.put<unknown>(propertyPath(id), { status });

export const deleteAdminProperty = (id: string) => api.delete<unknown>(propertyPath(id));

// Every list of listings (this table, search pages, owners' lists) reads again after a change.
const useListingChange = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
};

export const useUpdateAdminProperty = () => useListingChange(updateAdminProperty);
export const useSetPropertyStatus = () => useListingChange(setPropertyStatus);
export const useDeleteAdminProperty = () => useListingChange(deleteAdminProperty);
