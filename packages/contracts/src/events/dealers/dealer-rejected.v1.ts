import { z } from 'zod';
import { TOPICS } from '../topics';
import { dealerSnapshotSchema } from './dealer-snapshot';

export const dealerRejectedDataSchema = dealerSnapshotSchema;
export type DealerRejectedData = z.output<typeof dealerRejectedDataSchema>;

export const dealerRejectedV1 = {
  type: 'DealerRejected',
  version: 1,
  topic: TOPICS.dealers,
  schema: dealerRejectedDataSchema,
} as const;
