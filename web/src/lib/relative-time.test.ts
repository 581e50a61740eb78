import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n';
import { formatRelativeTime } from './relative-time';

// Hindi is a chunk of its own in the app; the tests read it as a Hindi reader's page would.
await loadLanguage('hi');

const now = new Date(2025, 6, 14, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const en = i18n.getFixedT('en', 'common');
const hi = i18n.getFixedT('hi', 'common');

describe('formatRelativeTime', () => {
  it('when less than 60 seconds have passed, then it says Just now', () => {
    expect(formatRelativeTime(ago(0), now, en, 'en')).toBe('Just now');
    expect(formatRelativeTime(ago(59), now, en, 'en')).toBe('Just now');
  });

  it('when the time is slightly in the future (clock skew), then it says Just now', () => {
    expect(formatRelativeTime(ago(-30), now, en, 'en')).toBe('Just now');
  });

  it('when minutes have passed, then it counts whole minutes', () => {
    expect(formatRelativeTime(ago(60), now, en, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * 60 + 59), now, en, 'en')).toBe('59 minutes ago');
  });

  it('when hours have passed but less than a day, then it counts whole hours', () => {
    expect(formatRelativeTime(ago(3600), now, en, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3600 + 3599), now, en, 'en')).toBe('23 hours ago');
  });

  it('when days have passed but less than 30, then it counts whole days', () => {
    expect(formatRelativeTime(ago(86400), now, en, 'en')).toBe('1 day ago');
    expect(formatRelativeTime(ago(29 * 86400), now, en, 'en')).toBe('29 days ago');
  });

  it('when 30 days or more have passed, then it shows the date', () => {
    expect(formatRelativeTime(ago(30 * 86400), now, en, 'en')).toBe('14 Jun 2025');
  });

  it('when the language is Hindi, then the words are Hindi', () => {
    expect(formatRelativeTime(ago(10), now, hi, 'hi')).toBe('अभी-अभी');
    expect(formatRelativeTime(ago(2 * 3600), now, hi, 'hi')).toBe('2 घंटे पहले');
  });

  it('when the value is not a date, then it returns an empty text', () => {
    expect(formatRelativeTime('not a date', now, en, 'en')).toBe('');
  });

  it('when the value is an ISO string from the server, then it is read as a date', () => {
    expect(formatRelativeTime(ago(300).toISOString(), now, en, 'en')).toBe('5 minutes ago');
  });
});
