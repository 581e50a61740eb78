import { rupeesToPaise } from '@ghar/contracts/money';
import type { Connection } from 'mongoose';
import type { BookingIntent } from './booking-driver';
import type { DeleteRace } from './delete-race';
import type { Dealer, SeededProperty } from './seed-actors';
import type { TopicMessage } from './kafka-state';

export interface BookingRow {
  _id: string;
  propertyId: string;
  status: string;
  dealerCode?: string;
  paymentRef: string;
  history: { kind?: string; status: string }[];
}

// The timelines a booking may have (the booker's 'paid' step aside), and the status each ends in.
const TIMELINES: Record<string, string> = {
  created: 'PENDING',
  'created>approved': 'CONFIRMED',
  'created>approved>unbooked': 'CANCELLED',
  'created>rejected': 'CANCELLED',
  'created>cancelled': 'CANCELLED',
  'created>expired': 'EXPIRED',
};
const FATE_TIMELINE: Record<BookingIntent['fate'], string> = {
  pending: 'created',
  approved: 'created>approved',
  unbooked: 'created>approved>unbooked',
  rejected: 'created>rejected',
  'rival-cancelled': 'created>cancelled',
};

export const timelineOf = (row: BookingRow) =>
  row.history
    .map((step) => step.kind ?? '?')
    .filter((kind) => kind !== 'paid')
    .join('>');

/** Every booking in one state its timeline explains, and the one the driver's actions imply. */
export function checkBookings(rows: BookingRow[], intents: BookingIntent[]): string[] {
  const problems: string[] = [];
  const byRef = new Map<string, BookingRow[]>();
  for (const row of rows) byRef.set(row.paymentRef, [...(byRef.get(row.paymentRef) ?? []), row]);
  for (const [ref, same] of byRef) {
    if (same.length > 1)
      problems.push(
        `double booking: one create (${ref}) made ${same.length} bookings ${same.map((r) => r._id).join(', ')}`,
      );
  }
  for (const row of rows) {
    const timeline = timelineOf(row);
    if (TIMELINES[timeline] === undefined)
      problems.push(`booking ${row._id}: impossible timeline ${timeline}`);
    else if (TIMELINES[timeline] !== row.status || row.history.at(-1)?.status !== row.status)
      problems.push(`booking ${row._id}: status ${row.status} but timeline ${timeline}`);
  }
  const byId = new Map(rows.map((row) => [row._id, row]));
  for (const intent of intents) {
    const row = byId.get(intent.id);
    if (!row) problems.push(`booking ${intent.id} (${intent.ref}) answered 201 but is not stored`);
    else if (timelineOf(row) !== FATE_TIMELINE[intent.fate])
      problems.push(
        `booking ${intent.id}: driver ${intent.fate}, stored timeline ${timelineOf(row)} (${row.status})`,
      );
  }
  return problems;
}

/** BOOKED iff one CONFIRMED booking, never two; `statuses` maps property id → status seen. */
export function checkPropertyStatuses(
  where: string,
  properties: SeededProperty[],
  rows: BookingRow[],
  statuses: Map<string, string | undefined>,
): string[] {
  const problems: string[] = [];
  for (const property of properties) {
    const confirmed = rows.filter(
      (row) => row.propertyId === property.id && row.status === 'CONFIRMED',
    );
    if (confirmed.length > 1)
      problems.push(`property ${property.id}: ${confirmed.length} CONFIRMED bookings`);
    const expected = confirmed.length === 1 ? 'BOOKED' : 'FREE';
    const seen = statuses.get(property.id);
    if (seen !== expected)
      problems.push(`${where}: property ${property.id} is ${seen}, its bookings say ${expected}`);
  }
  return problems;
}

export interface LedgerRow {
  bookingId: string;
  dealerCode: string;
  level: number;
  kind: string;
  amountPaise: number;
}

/**
 * The ledger holds, for every booking approved with a dealer code, the stated shares of its
 * property (SeededProperty.sharesPaise, at the default settings) to the paisa: one EARNED entry
 * per paying level of the code's chain, and its REVERSED twin once the booking was unbooked.
 */
export function checkLedger(
  rows: BookingRow[],
  ledger: LedgerRow[],
  properties: SeededProperty[],
  dealers: Dealer[],
): { problems: string[]; expectedNetPaise: number; ledgerNetPaise: number } {
  const problems: string[] = [];
  const expected = new Map<string, number>();
  const pricing = new Map(properties.map((property) => [property.id, property]));
  for (const row of rows) {
    const kinds = timelineOf(row).split('>');
    if (!row.dealerCode || !kinds.includes('approved')) continue;
    const dealer = dealers.find((each) => each.referralCode === row.dealerCode);
    const property = pricing.get(row.propertyId);
    if (!dealer || !property) continue;
    property.sharesPaise.slice(0, dealer.chainLength).forEach((paise, index) => {
      const level = index + 1;
      expected.set(`${row._id}|${level}|EARNED`, paise);
      if (kinds.includes('unbooked')) expected.set(`${row._id}|${level}|REVERSED`, -paise);
    });
  }
  const seen = new Map<string, number[]>();
  for (const entry of ledger) {
    const key = `${entry.bookingId}|${entry.level}|${entry.kind}`;
    seen.set(key, [...(seen.get(key) ?? []), entry.amountPaise]);
  }
  for (const [key, amount] of expected) {
    const got = seen.get(key) ?? [];
    if (got.length !== 1)
      problems.push(`ledger ${key}: ${got.length} entries, expected 1 of ${amount} paise`);
    else if (got[0] !== amount) problems.push(`ledger ${key}: ${got[0]} paise, expected ${amount}`);
  }
  for (const key of seen.keys()) {
    if (!expected.has(key)) problems.push(`ledger ${key}: an entry the rule does not give`);
  }
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  return {
    problems,
    expectedNetPaise: sum(expected.values()),
    ledgerNetPaise: sum(ledger.map((entry) => entry.amountPaise)),
  };
}

/** Exactly one admin notification per event of the given types. */
export function checkNotifications(
  events: { id: string; type: string }[],
  countsBySource: Map<string, number>,
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const event of events) {
    if (ids.has(event.id)) continue;
    ids.add(event.id);
    const count = countsBySource.get(event.id) ?? 0;
    if (count !== 1) problems.push(`${event.type} ${event.id}: ${count} notifications`);
  }
  return problems;
}

/** Each dead letter has its SYSTEM_ALERT (sourceEventId `dead-letter:<topic>:<event id>`). */
export function checkDeadLetters(letters: TopicMessage[], alertSources: string[]): string[] {
  return letters.flatMap((letter) => {
    const id = eventOf(letter)?.id ?? `${letter.partition}@${letter.offset}`;
    return alertSources.some(
      (source) => source.startsWith('dead-letter:') && source.endsWith(`:${id}`),
    )
      ? []
      : [`dead letter ${letter.topic} ${id} has no SYSTEM_ALERT`];
  });
}

export function eventOf(message: TopicMessage): { id: string; type: string } | undefined {
  try {
    return JSON.parse(message.value?.toString() ?? '') as { id: string; type: string };
  } catch {
    return undefined;
  }
}

/** A booking made while its property was deleted must not outlive the delete. */
export function checkDeleteRaces(races: DeleteRace[], rows: BookingRow[]): string[] {
  return races.flatMap((race) => {
    const alive = rows.filter(
      (row) => row.propertyId === race.propertyId && ['PENDING', 'CONFIRMED'].includes(row.status),
    );
    return race.deleteStatus === 200 && alive.length > 0
      ? [
          `delete race: property ${race.propertyId} deleted (200) but booking ${alive.map((r) => r._id).join(', ')} is ${alive[0]!.status}`,
        ]
      : [];
  });
}

export async function ledgerRows(conn: Connection, bookingIds: Set<string>): Promise<LedgerRow[]> {
  const all = await conn.collection('commission_entries').find({}).toArray();
  return all
    .filter((row) => bookingIds.has(String(row.bookingId)))
    .map((row) => ({
      bookingId: String(row.bookingId),
      dealerCode: String(row.dealerCode),
      level: Number(row.level),
      kind: String(row.kind),
      amountPaise: Number(row.amountPaise ?? rupeesToPaise(Number(row.amount))),
    }));
}
