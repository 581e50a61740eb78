import { SETTINGS_DEFAULTS } from '@ghar/contracts/constants';
import { describe, expect, it } from 'vitest';
import { support } from '@/config/support';
import { liveSettingsOf, supportContactsOf } from './public-settings';

describe('public settings', () => {
  it('when a section did not answer, then its docs/business-decisions.md defaults are used', () => {
    const live = liveSettingsOf({ listings: { listingFee: 150, upiId: 'a@b', upiPayeeName: 'G' } });
    expect(live.listings.listingFee).toBe(150);
    expect(live.bookings).toEqual(SETTINGS_DEFAULTS.bookings);
  });

  it('when the admin changed the phone and hours, then they lead and the other numbers stay', () => {
    const live = liveSettingsOf({
      notifications: {
        supportPhone: '+91 141 222 3333',
        supportEmail: 'help@ghar.in',
        supportHours: '8–8',
      },
    });
    const contacts = supportContactsOf(live);
    expect(contacts.phones.map((phone) => phone.display)).toEqual([
      '+91 141 222 3333',
      ...support.phones.slice(1).map((phone) => phone.display),
    ]);
    expect(contacts.phones[0]?.href).toBe('tel:+911412223333');
    expect(contacts).toMatchObject({ email: 'help@ghar.in', hoursText: '8–8' });
  });

  it('when the hours are the default, then the localized text is kept (no override)', () => {
    expect(supportContactsOf(liveSettingsOf(undefined)).hoursText).toBeNull();
  });
});
