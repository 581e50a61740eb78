import { z } from 'zod';
import { TOPICS } from '../topics';
import { commissionSnapshotSchema } from './commission-snapshot';

export const commissionReversedDataSchema = commissionSnapshotSchema;
export type CommissionReversedData = z.output<typeof commissionReversedDataSchema>;

export const commissionReversedV1 = {
  type: 'CommissionReversed',
  version: 1,
  topic: TOPICS.dealers,
  schema: commissionReversedDataSchema,
} as const;
