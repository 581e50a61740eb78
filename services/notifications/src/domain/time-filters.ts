import type { NotificationDateFilter } from '@ghar/contracts/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the zone's wall clock shows the given time. */
function fromWallClock(clock: WallClock, milliseconds: number, timeZone: string): Date {
  const naive = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
    milliseconds,
  );
  const first = naive - zoneOffsetMs(new Date(naive), timeZone);
  // A second pass settles the offset when the guess crossed a daylight-saving change.
  return new Date(naive - zoneOffsetMs(new Date(first), timeZone));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The earliest createdAt a time filter keeps (part 2 §2): today = since local midnight, week =
 * the last 7 days, month = one calendar month back (31 March → 28 or 29 February), all on the
 * admin's clock in `timeZone`.
 */
export function createdSince(filter: NotificationDateFilter, now: Date, timeZone: string): Date {
  if (filter === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  const clock = wallClock(now, timeZone);
  if (filter === 'today') {
    return fromWallClock({ ...clock, hour: 0, minute: 0, second: 0 }, 0, timeZone);
  }
  const year = clock.month === 1 ? clock.year - 1 : clock.year;
  const month = clock.month === 1 ? 12 : clock.month - 1;
  const day = Math.min(clock.day, daysInMonth(year, month));
  return fromWallClock({ ...clock, year, month, day }, now.getUTCMilliseconds(), timeZone);
}
