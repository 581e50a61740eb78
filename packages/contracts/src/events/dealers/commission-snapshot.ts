import { z } from 'zod';

export const commissionSnapshotSchema = z.object({
  commissionId: z.string().min(1),
  dealerId: z.string().min(1),
  dealerUserId: z.string().optional(),
  bookingId: z.string().min(1),
  propertyId: z.string().optional(),
  propertyTitle: z.string().optional(),
  /** 1 = the dealer whose code was used, 2 and 3 = the sponsors above. */
  level: z.number().int().positive(),
  /** Rupees, 2 decimals. */
  amount: z.number(),
});
