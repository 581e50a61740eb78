import {
  DEAD_LETTER_PREVIEW_CHARS,
  type DeadLetterStatus,
  type DeadLetterSummary,
  type DeadLetterView,
} from '@ghar/contracts/http';
import type { DeadLetterMessage } from '@ghar/platform';

export interface DeadLetterAction {
  action: Exclude<DeadLetterStatus, 'OPEN'>;
  by: { userId: string; email?: string };
  at: Date;
  note?: string;
  mended?: boolean;
  replayedTo?: string;
  sentValue?: string;
}

/** One message of a `.dlq` topic as this service keeps it (collection `dead_letters`). */
export interface DeadLetterRecord extends DeadLetterMessage {
  id: string;
  status: DeadLetterStatus;
  receivedAt: Date;
  history: DeadLetterAction[];
}

export function deadLetterSummary(record: DeadLetterRecord): DeadLetterSummary {
  return {
    id: record.id,
    dlqTopic: record.dlqTopic,
    partition: record.partition,
    offset: record.offset,
    sourceTopic: record.sourceTopic,
    consumer: record.consumer,
    parked: record.parked,
    ...(record.eventId ? { eventId: record.eventId } : {}),
    ...(record.eventType ? { eventType: record.eventType } : {}),
    error: record.error,
    attempts: record.attempts,
    status: record.status,
    receivedAt: record.receivedAt.toISOString(),
    valuePreview: record.value.slice(0, DEAD_LETTER_PREVIEW_CHARS),
  };
}

export function deadLetterView(record: DeadLetterRecord): DeadLetterView {
  return {
    ...deadLetterSummary(record),
    ...(record.key !== undefined ? { key: record.key } : {}),
    value: record.value,
    headers: record.headers,
    history: record.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** Where a record sat, as `dlq-replay-of` and the alert's source id name it. */
export const dlqPlace = (record: Pick<DeadLetterMessage, 'dlqTopic' | 'partition' | 'offset'>) =>
  `${record.dlqTopic}/${record.partition}/${record.offset}`;
