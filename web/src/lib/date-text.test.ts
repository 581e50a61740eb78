import { describe, expect, it } from 'vitest';
import { dateTextToIso, isoToDateText, maskDateText } from './date-text';

describe('dd/mm/yyyy dates', () => {
  it('when digits are typed, then the slashes are put in after the day and the month', () => {
    expect(maskDateText('0')).toBe('0');
    expect(maskDateText('051')).toBe('05/1');
    expect(maskDateText('05122026')).toBe('05/12/2026');
    expect(maskDateText('05/12/2026999')).toBe('05/12/2026');
    expect(maskDateText('5a-1')).toBe('51');
  });

  it('when an ISO date is shown, then it reads day first', () => {
    expect(isoToDateText('2026-12-05')).toBe('05/12/2026');
    expect(isoToDateText('')).toBe('');
    expect(isoToDateText('not a date')).toBe('');
  });

  it('when a whole date is typed, then the API gets it as ISO', () => {
    expect(dateTextToIso('05/12/2026')).toBe('2026-12-05');
    expect(dateTextToIso('29/02/2028')).toBe('2028-02-29');
  });

  it('when the date is unfinished or impossible, then there is no ISO date', () => {
    expect(dateTextToIso('05/12/20')).toBeNull();
    expect(dateTextToIso('31/02/2026')).toBeNull();
    expect(dateTextToIso('12/13/2026')).toBeNull();
    expect(dateTextToIso('00/01/2026')).toBeNull();
  });
});
