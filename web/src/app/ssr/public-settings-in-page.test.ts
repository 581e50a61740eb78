import { SETTINGS_DEFAULTS } from '@ghar/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SETTINGS_KEY } from '@/lib/public-settings';
import { loadPublicSettings } from './first-data';

const notifications = {
  supportPhone: '+91 98290 00000',
  supportEmail: 'help@ghar.example',
  supportHours: '9 am to 9 pm',
};

describe('the public settings a server-rendered page carries', () => {
  it('when the gateway answers, then the page holds them under the browser’s key, the defaults filling a section that did not answer', async () => {
    const client = new QueryClient();
    await loadPublicSettings(client, async () => ({ notifications }));
    expect(client.getQueryData(PUBLIC_SETTINGS_KEY)).toEqual({
      listings: SETTINGS_DEFAULTS.listings,
      bookings: SETTINGS_DEFAULTS.bookings,
      dealers: SETTINGS_DEFAULTS.dealers,
      notifications,
    });
  });

  it('when the answer fails or is malformed, then the page holds none and the browser asks for them', async () => {
    for (const settings of [
      async () => {
        throw new Error('notifications did not answer');
      },
      async () => ({ notifications: { supportPhone: 42 } }),
      undefined,
    ]) {
      const client = new QueryClient();
      await loadPublicSettings(client, settings);
      expect(client.getQueryData(PUBLIC_SETTINGS_KEY)).toBeUndefined();
    }
  });
});
