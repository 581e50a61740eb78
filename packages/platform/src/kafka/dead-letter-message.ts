import type { IHeaders } from 'kafkajs';
import { OUTBOX_RELAY_DLQ_SENDER } from '../outbox/parked-records';

/** Set on a message published again from a `.dlq` record: `<dlq topic>/<partition>/<offset>`. */
export const DLQ_REPLAY_OF_HEADER = 'dlq-replay-of';
/** The consumer group a replay is for: only that group runs it again (see startEventConsumer). */
export const DLQ_REPLAY_FOR_HEADER = 'dlq-replay-for';

/** One message of a `<topic>.dlq` topic, whatever sent it (a consumer or the outbox relay). */
export interface DeadLetterMessage {
  dlqTopic: string;
  partition: number;
  offset: string;
  /** The topic the message came from (or, for a parked record, was never published to). */
  sourceTopic: string;
  /** The consumer group that gave up on it, or OUTBOX_RELAY_DLQ_SENDER. */
  consumer: string;
  /** True when the relay parked the event in its document: the value holds ids only. */
  parked: boolean;
  eventId?: string;
  eventType?: string;
  error: string;
  attempts: number;
  key?: string;
  value: string;
  headers: { name: string; value: string }[];
}

/** Header values as text; kafkajs gives Buffers (or arrays of them for repeated headers). */
export function headerTexts(headers: IHeaders | undefined): { name: string; value: string }[] {
  return Object.entries(headers ?? {}).flatMap(([name, raw]) =>
    (Array.isArray(raw) ? raw : [raw])
      .filter((value) => value !== undefined)
      .map((value) => ({ name, value: value!.toString() })),
  );
}

const SUFFIX = '.dlq';

/**
 * Reads what a `.dlq` message says about itself. Headers win (the consumer copies the original's
 * and adds `dlq-*`); an event id or type missing from them is taken from a readable value, and a
 * message without `dlq-source-topic` is named after its dlq topic.
 */
export function readDeadLetterMessage(input: {
  topic: string;
  partition: number;
  message: {
    offset: string;
    key?: Buffer | string | null;
    value: Buffer | string | null;
    headers?: IHeaders;
  };
}): DeadLetterMessage {
  const headers = headerTexts(input.message.headers);
  const header = (name: string) => headers.find((entry) => entry.name === name)?.value;
  const value = input.message.value?.toString() ?? '';
  const body = parseObject(value);
  const consumer = header('dlq-consumer') ?? 'unknown';
  const attempts = Number(header('dlq-attempts') ?? 0);
  return {
    dlqTopic: input.topic,
    partition: input.partition,
    offset: input.message.offset,
    sourceTopic:
      header('dlq-source-topic') ??
      (input.topic.endsWith(SUFFIX) ? input.topic.slice(0, -SUFFIX.length) : input.topic),
    consumer,
    parked: consumer === OUTBOX_RELAY_DLQ_SENDER,
    eventId: header('event-id') ?? textField(body, 'id') ?? textField(body, 'eventId'),
    eventType: header('event-type') ?? textField(body, 'type') ?? textField(body, 'eventType'),
    error: header('dlq-error') ?? 'unknown error',
    attempts: Number.isFinite(attempts) ? attempts : 0,
    ...(input.message.key != null ? { key: input.message.key.toString() } : {}),
    value,
    headers,
  };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function textField(body: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = body?.[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
