import { z } from 'zod';

export const tags = ['bookings'];

export const idParams = z.object({ id: z.string() });
