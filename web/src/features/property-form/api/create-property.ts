import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// POST /properties (multipart, built by utils/property-form-data). Search and the owner's lists
// read other query keys; they are refreshed where they are shown.
export const createProperty = (body: FormData) => api.post<unknown>('/properties', body);

export const useCreateProperty = () => useMutation({ mutationFn: createProperty });
