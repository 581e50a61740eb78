import { z } from 'zod';
import { api } from '@/lib/api-client';

const revealedSchema = z.object({ aadhaar: z.string().nullable() });

// One user's full Aadhaar number, on an admin's explicit Show; the server records each reveal.
export const revealUserAadhaar = async (id: string) =>
  revealedSchema.parse(await api.get(`/admin/users/${encodeURIComponent(id)}/aadhaar`));
