import { z } from 'zod';
import { TOPICS } from '../topics';
import { dealerSnapshotSchema } from './dealer-snapshot';

export const dealerApprovedDataSchema = dealerSnapshotSchema;
export type DealerApprovedData = z.output<typeof dealerApprovedDataSchema>;

export const dealerApprovedV1 = {
  type: 'DealerApproved',
  version: 1,
  topic: TOPICS.dealers,
  schema: dealerApprovedDataSchema,
} as const;
