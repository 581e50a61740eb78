import { EVENT_TYPE_HEADER } from '@ghar/contracts/events';
import {
  DEAD_LETTER_MESSAGES,
  DEAD_LETTERS_PAGE_SIZE,
  type DeadLetterPage,
  type DeadLetterStatus,
  type DeadLetterView,
} from '@ghar/contracts/http';
import {
  badRequest,
  conflict,
  DLQ_REPLAY_FOR_HEADER,
  DLQ_REPLAY_OF_HEADER,
  notFound,
} from '@ghar/platform';
import { checkReplayValue } from './dead-letter-rules';
import {
  deadLetterSummary,
  deadLetterView,
  dlqPlace,
  type DeadLetterAction,
  type DeadLetterRecord,
} from './dead-letter';
import type { DeadLetterReplayer, DeadLetterRepository } from './ports';

export interface ManageDeadLettersDeps {
  deadLetters: DeadLetterRepository;
  replayer: DeadLetterReplayer;
  /** An event type's base topic → its full name (EVENTS_NAMESPACE applied). */
  topicOf: (base: string) => string;
}

type Admin = { userId: string; email?: string };

export async function listDeadLetters(
  deps: Pick<ManageDeadLettersDeps, 'deadLetters'>,
  query: { status?: DeadLetterStatus; topic?: string; page: number },
): Promise<DeadLetterPage> {
  const { records, total, capped } = await deps.deadLetters.list(
    query,
    query.page,
    DEAD_LETTERS_PAGE_SIZE,
  );
  return {
    deadLetters: records.map(deadLetterSummary),
    total,
    totalCapped: capped,
    totalPages: Math.ceil(total / DEAD_LETTERS_PAGE_SIZE),
    page: query.page,
  };
}

async function found(deps: Pick<ManageDeadLettersDeps, 'deadLetters'>, id: string) {
  const record = await deps.deadLetters.findById(id);
  if (!record) throw notFound(DEAD_LETTER_MESSAGES.notFound);
  return record;
}

export async function getDeadLetter(
  deps: Pick<ManageDeadLettersDeps, 'deadLetters'>,
  id: string,
): Promise<DeadLetterView> {
  return deadLetterView(await found(deps, id));
}

/**
 * Sends a dead letter (or its mended value) back to its source topic for the consumer group that
 * gave up on it (`dlq-replay-for`): that group runs it again, the others pass it over. A parked
 * record was never published, so its mended event goes to every group (they dedupe by id).
 * Claimed first (OPEN → REPLAYED, atomically), so two admins cannot replay it twice; a publish
 * that fails gives the claim back.
 */
export async function replayDeadLetter(
  deps: ManageDeadLettersDeps,
  id: string,
  input: { value?: string; note?: string },
  by: Admin,
): Promise<DeadLetterView> {
  const record = await found(deps, id);
  if (record.status !== 'OPEN') throw conflict(DEAD_LETTER_MESSAGES.notOpen);
  if (record.parked && input.value === undefined) {
    throw badRequest(DEAD_LETTER_MESSAGES.parkedNeedsValue);
  }
  const value = input.value ?? record.value;
  const check = checkReplayValue({
    value,
    sourceTopic: record.sourceTopic,
    topicOf: deps.topicOf,
    originalEventId: record.eventId,
  });
  if (!check.ok) throw badRequest(DEAD_LETTER_MESSAGES.invalidValue, check.reasons);

  const mended = input.value !== undefined && input.value !== record.value;
  const action: DeadLetterAction = {
    action: 'REPLAYED',
    by,
    at: new Date(),
    ...(input.note ? { note: input.note } : {}),
    mended,
    replayedTo: record.sourceTopic,
    ...(mended ? { sentValue: value } : {}),
  };
  const claimed = await deps.deadLetters.closeIfOpen(record.id, action);
  if (!claimed) throw conflict(DEAD_LETTER_MESSAGES.notOpen);
  try {
    await deps.replayer.publish({
      topic: record.sourceTopic,
      key: record.key ?? check.event.subject,
      value,
      headers: replayHeaders(record, check.event),
    });
  } catch (error) {
    await deps.deadLetters.reopen(record.id, action);
    throw error;
  }
  return deadLetterView(claimed);
}

function replayHeaders(
  record: DeadLetterRecord,
  event: { id: string; type: string; correlationId: string },
) {
  return {
    [EVENT_TYPE_HEADER]: event.type,
    'event-id': event.id,
    'correlation-id': event.correlationId,
    [DLQ_REPLAY_OF_HEADER]: dlqPlace(record),
    ...(record.parked ? {} : { [DLQ_REPLAY_FOR_HEADER]: record.consumer }),
  };
}

export async function discardDeadLetter(
  deps: Pick<ManageDeadLettersDeps, 'deadLetters'>,
  id: string,
  note: string,
  by: Admin,
): Promise<DeadLetterView> {
  const record = await found(deps, id);
  if (record.status !== 'OPEN') throw conflict(DEAD_LETTER_MESSAGES.notOpen);
  const closed = await deps.deadLetters.closeIfOpen(record.id, {
    action: 'DISCARDED',
    by,
    at: new Date(),
    note,
  });
  if (!closed) throw conflict(DEAD_LETTER_MESSAGES.notOpen);
  return deadLetterView(closed);
}
