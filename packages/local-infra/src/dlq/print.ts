import type { DeadLetterPage, DeadLetterView } from '@ghar/contracts/http';

/** One line per dead letter: id, status, when, where from, which group gave up, why. */
export function printDeadLetterPage(page: DeadLetterPage): string {
  if (page.total === 0) return 'no dead letters';
  const rows = page.deadLetters.map((row) =>
    [
      row.id,
      row.status.padEnd(9),
      row.receivedAt,
      `${row.eventType ?? '(unreadable)'} on ${row.sourceTopic}`,
      row.consumer,
      row.error.replace(/\s+/g, ' ').slice(0, 80),
    ].join('  '),
  );
  return [...rows, `page ${page.page} of ${page.totalPages} (${page.total} in all)`].join('\n');
}

/** Everything about one dead letter, its value pretty-printed when it is JSON. */
export function printDeadLetter(record: DeadLetterView): string {
  let value = record.value;
  try {
    value = JSON.stringify(JSON.parse(record.value), null, 2);
  } catch {
    // Not JSON (that may be why it died): shown as it is.
  }
  const lines = [
    `id          ${record.id}`,
    `status      ${record.status}`,
    `dlq         ${record.dlqTopic} partition ${record.partition} offset ${record.offset}`,
    `source      ${record.sourceTopic}${record.parked ? ' (parked in its outbox, never published)' : ''}`,
    `consumer    ${record.consumer}`,
    `event       ${record.eventType ?? '-'} ${record.eventId ?? ''}`.trimEnd(),
    `error       ${record.error} (${record.attempts} attempts)`,
    `received    ${record.receivedAt}`,
    ...record.history.map(
      (entry) =>
        `history     ${entry.at} ${entry.action} by ${entry.by.email ?? entry.by.userId}` +
        `${entry.mended ? ' (mended)' : ''}${entry.note ? `: ${entry.note}` : ''}`,
    ),
    'value',
    value,
  ];
  return lines.join('\n');
}
