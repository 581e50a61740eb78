import { z } from 'zod';
import { TOPICS } from '../topics';
import { dealerSnapshotSchema } from './dealer-snapshot';

export const dealerAppliedDataSchema = dealerSnapshotSchema;
export type DealerAppliedData = z.output<typeof dealerAppliedDataSchema>;

export const dealerAppliedV1 = {
  type: 'DealerApplied',
  version: 1,
  topic: TOPICS.dealers,
  schema: dealerAppliedDataSchema,
} as const;
