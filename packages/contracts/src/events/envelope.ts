import { z } from 'zod';

/** The one envelope every event travels in; `data` is checked against the catalogue's schema. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  source: z.string().min(1),
  /** The aggregate id, also the Kafka key. */
  subject: z.string().min(1),
  /** The user who caused it, or null for the system. */
  actor: z.string().nullable(),
  correlationId: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});
export type EventEnvelope = z.output<typeof eventEnvelopeSchema>;
