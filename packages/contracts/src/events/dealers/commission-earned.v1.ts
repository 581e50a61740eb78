import { z } from 'zod';
import { TOPICS } from '../topics';
import { commissionSnapshotSchema } from './commission-snapshot';

export const commissionEarnedDataSchema = commissionSnapshotSchema;
export type CommissionEarnedData = z.output<typeof commissionEarnedDataSchema>;

export const commissionEarnedV1 = {
  type: 'CommissionEarned',
  version: 1,
  topic: TOPICS.dealers,
  schema: commissionEarnedDataSchema,
} as const;
