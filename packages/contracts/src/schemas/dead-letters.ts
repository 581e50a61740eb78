import { z } from 'zod';

/*
 * The dead-letter tool (issue 14 item 3): every message of every `<topic>.dlq`, kept by the
 * notifications service, listed, inspected, replayed to its source topic (mended or not) or
 * discarded by an admin, with who did what and when.
 */

export const DEAD_LETTER_STATUSES = ['OPEN', 'REPLAYED', 'DISCARDED'] as const;
export type DeadLetterStatus = (typeof DEAD_LETTER_STATUSES)[number];

export const DEAD_LETTERS_PAGE_SIZE = 20;
/** A list row carries at most this much of the value; GET /admin/dead-letters/{id} has it all. */
export const DEAD_LETTER_PREVIEW_CHARS = 200;
export const DEAD_LETTER_NOTE_MAX = 500;

export const deadLetterListQuerySchema = z.object({
  status: z.enum(DEAD_LETTER_STATUSES).optional(),
  /** A source or dlq topic, exactly as listed. */
  topic: z.string().trim().min(1).max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const deadLetterReplayBodySchema = z.object({
  /** The mended event envelope as JSON text; absent, the stored value is sent as it is. */
  value: z.string().min(1).max(1_000_000).optional(),
  note: z.string().trim().max(DEAD_LETTER_NOTE_MAX).optional(),
});

export const deadLetterDiscardBodySchema = z.object({
  note: z.string().trim().min(1, 'Please say why it is discarded').max(DEAD_LETTER_NOTE_MAX),
});

export const deadLetterActionSchema = z.object({
  action: z.enum(['REPLAYED', 'DISCARDED']),
  by: z.object({ userId: z.string(), email: z.string().optional() }),
  at: z.string(),
  note: z.string().optional(),
  /** A replay: whether the value sent was mended, and where it went. */
  mended: z.boolean().optional(),
  replayedTo: z.string().optional(),
  /** The mended value that was sent (the record's own value stays as it arrived). */
  sentValue: z.string().optional(),
});

export const deadLetterSummarySchema = z.object({
  id: z.string(),
  dlqTopic: z.string(),
  partition: z.number().int(),
  offset: z.string(),
  sourceTopic: z.string(),
  consumer: z.string(),
  parked: z.boolean(),
  eventId: z.string().optional(),
  eventType: z.string().optional(),
  error: z.string(),
  attempts: z.number().int(),
  status: z.enum(DEAD_LETTER_STATUSES),
  receivedAt: z.string(),
  /** The first DEAD_LETTER_PREVIEW_CHARS characters of the value. */
  valuePreview: z.string(),
});

export const deadLetterSchema = deadLetterSummarySchema.extend({
  key: z.string().optional(),
  value: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  history: z.array(deadLetterActionSchema),
});

export const deadLetterPageSchema = z.object({
  deadLetters: z.array(deadLetterSummarySchema),
  total: z.number().int(),
  /** Counted up to 100 from the page's first row: true when `total` is a lower bound (issue 24). */
  totalCapped: z.boolean().optional(),
  totalPages: z.number().int(),
  page: z.number().int(),
});

export type DeadLetterSummary = z.infer<typeof deadLetterSummarySchema>;
export type DeadLetterView = z.infer<typeof deadLetterSchema>;
export type DeadLetterPage = z.infer<typeof deadLetterPageSchema>;
export type DeadLetterAction = z.infer<typeof deadLetterActionSchema>;

/** The dead-letter tool's answers (English only: an operator's tool, read by admins). */
export const DEAD_LETTER_MESSAGES = {
  notFound: 'Dead letter not found',
  notOpen: 'This dead letter was already replayed or discarded',
  invalidValue: 'The event to replay is not valid',
  parkedNeedsValue: 'A parked record carries only ids: paste the whole event to replay it',
  replayed: 'Dead letter replayed',
  discarded: 'Dead letter discarded',
} as const;
