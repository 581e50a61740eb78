import { z } from 'zod';
import { api } from '@/lib/api-client';

const revealedSchema = z.object({ aadhaar: z.string().nullable() });

// The own full Aadhaar number, on an explicit Show; the server records each reveal.
export const revealOwnAadhaar = async () => revealedSchema.parse(await api.get('/auth/aadhaar'));
