import { describe, expect, it } from 'vitest';
import { myNotificationQuery, readMyFilters, writeMyFilters } from './my-notification-filters';
import { myNotificationTarget } from './my-notification-text';

describe('my notification filters', () => {
  it('when the address names a filter, then it is read back; unknown values fall back to All', () => {
    const filters = readMyFilters(new URLSearchParams('read=false&type=DEALER&page=2'));
    expect(filters).toEqual({ read: 'false', type: 'DEALER', page: 2 });
    expect(writeMyFilters(filters).toString()).toBe('read=false&type=DEALER&page=2');
    expect(readMyFilters(new URLSearchParams('read=maybe&type=ADMIN&page=-1'))).toEqual({
      read: undefined,
      type: undefined,
      page: 1,
    });
    expect(myNotificationQuery({ page: 1 })).toEqual({ page: 1, limit: 20 });
  });

  it('when a notification is opened, then it leads to the page about it', () => {
    const of = (type: string, key: string) =>
      myNotificationTarget({ type, template: { key, params: {} } });
    expect(of('BOOKING', 'OwnerBookingRequested')).toBe('/leads');
    expect(of('LISTING', 'OwnerQuestionReceived')).toBe('/leads');
    expect(of('BOOKING', 'BookerBookingApproved')).toBe('/dashboard');
    expect(of('DEALER', 'CommissionEarnedYours')).toBe('/commissions');
    expect(of('LISTING', 'ListingFreshnessCheckRequested')).toBe('/my-properties');
    expect(of('LISTING', 'ShortlistedPriceDropped')).toBe('/shortlist');
  });

  it("when a saved search's alert is opened, then it leads to the search's results; a foreign link does not", () => {
    const alert = (resultsUrl: string) =>
      myNotificationTarget({
        type: 'LISTING',
        template: { key: 'SavedSearchDigest', params: {} },
        data: { resultsUrl },
      });
    expect(alert('/properties?action=RENT&bhk=2&city=Jodhpur')).toBe(
      '/properties?action=RENT&bhk=2&city=Jodhpur',
    );
    expect(alert('https://evil.example/properties?x=1')).toBe('/my-properties');
  });
});
