import { z } from 'zod';

export const tags = ['dealers'];

export const idParams = z.object({ id: z.string() });
