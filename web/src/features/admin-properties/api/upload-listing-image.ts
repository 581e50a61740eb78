import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const uploadedSchema = z.looseObject({ url: z.string() });

// POST /properties/upload-image: one photo, stored and sized; its URL joins the edit's mediaUrls.
export const uploadListingImage = async (file: File): Promise<string> => {
  const form = new FormData();
  form.set('image', file);
  return uploadedSchema.parse(await api.post<unknown>('/properties/upload-image', form)).url;
};

export const useUploadListingImage = () => useMutation({ mutationFn: uploadListingImage });
