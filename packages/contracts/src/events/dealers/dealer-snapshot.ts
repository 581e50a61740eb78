import { z } from 'zod';
import { DEALER_STATUSES } from '../../constants/statuses';

export const dealerSnapshotSchema = z.object({
  dealerId: z.string().min(1),
  userId: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
  /** The dealer's own code. */
  referralCode: z.string().min(1),
  /** The code of the dealer above; absent when directly under the company. */
  sponsorCode: z.string().optional(),
  status: z.enum(DEALER_STATUSES),
});
