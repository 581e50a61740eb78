import { SETTINGS_DEFAULTS } from '@ghar/contracts/constants';
import { publicSettingsSchema as contractsSchema } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { publicSettingsSchema } from './public-settings-check';

const answer = {
  listings: { listingFee: 150, upiId: 'ghar@upi', upiPayeeName: 'Ghar Properties' },
  bookings: { defaultBookingCharge: 300 },
  dealers: SETTINGS_DEFAULTS.dealers,
  notifications: SETTINGS_DEFAULTS.notifications,
};

describe('the web’s check of GET /api/settings', () => {
  it('when the gateway answers every section or only some, then it reads them as the contract does', () => {
    expect(publicSettingsSchema.parse(answer)).toEqual(contractsSchema.parse(answer));
    expect(publicSettingsSchema.parse({ bookings: answer.bookings })).toEqual({
      bookings: answer.bookings,
    });
  });

  it('when a value has the wrong type, then the answer is refused', () => {
    expect(() =>
      publicSettingsSchema.parse({
        ...answer,
        listings: { ...answer.listings, listingFee: '150' },
      }),
    ).toThrow();
  });
});
