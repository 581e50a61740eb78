import { describe, expect, it } from 'vitest';
import { formatIndiaDate, type DateStyle } from './india-date';

// Intl is the oracle: the pure formatter must print exactly what en-IN / hi-IN print in IST.
const intl = (language: string, style: DateStyle) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: style,
    timeZone: 'Asia/Kolkata',
  });

describe('India dates without Intl', () => {
  it('when any day of four years is printed, then it equals Intl in both languages and styles', () => {
    const oracles = ['en', 'hi'].flatMap((language) =>
      (['medium', 'long'] as const).map((style) => ({
        language,
        style,
        intl: intl(language, style),
      })),
    );
    // Each day at 18:20 UTC — 23:50 IST, and 18:40 UTC — 00:10 IST the next day.
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      for (const time of [day + 66_000_000, day + 67_200_000]) {
        for (const { language, style, intl: oracle } of oracles) {
          expect(formatIndiaDate(time, language, style), new Date(time).toISOString()).toBe(
            oracle.format(time),
          );
        }
      }
    }
  });

  it('when the date is a stored ISO string, then it is read as the same instant', () => {
    expect(formatIndiaDate('2026-11-27T19:00:00.000Z', 'en', 'medium')).toBe('28 Nov 2026');
    expect(formatIndiaDate('2026-09-05T00:00:00.000Z', 'hi', 'long')).toBe('5 सितंबर 2026');
  });

  it('when the value is not a date, then it says so rather than inventing a day', () => {
    expect(formatIndiaDate('not a date', 'en', 'long')).toBe('Invalid Date');
  });
});
