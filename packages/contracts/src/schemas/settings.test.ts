import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../constants/settings-defaults';
import {
  publicSettingsSchemas,
  SETTINGS_MESSAGES,
  SETTINGS_SECTIONS,
  settingsSchemas,
} from './settings';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('settings schemas', () => {
  it.each(SETTINGS_SECTIONS)('when the %s defaults are checked, then they pass', (section) => {
    expect(settingsSchemas[section].safeParse(SETTINGS_DEFAULTS[section]).success).toBe(true);
  });

  it('when the level split is 60+30+20, then it is refused with the sum text', () => {
    const result = settingsSchemas.dealers.safeParse({
      ...SETTINGS_DEFAULTS.dealers,
      levelSplitPercent: [60, 30, 20],
    });
    expect(messagesOf(result)).toEqual([SETTINGS_MESSAGES.levelSplitSum]);
  });

  it('when the split is exactly 100 or 50/10/5, then it passes', () => {
    for (const split of [[50, 30, 20], [50, 10, 5], [100]]) {
      const values = { ...SETTINGS_DEFAULTS.dealers, levelSplitPercent: split };
      expect(settingsSchemas.dealers.safeParse(values).success).toBe(true);
    }
  });

  it('when amounts are negative, zero or fractional, then each is refused with its text', () => {
    for (const listingFee of [-100, 0, 99.5, '150']) {
      const result = settingsSchemas.listings.safeParse({
        ...SETTINGS_DEFAULTS.listings,
        listingFee,
      });
      expect(messagesOf(result)).toEqual([SETTINGS_MESSAGES.listingFee]);
    }
    const charge = settingsSchemas.bookings.safeParse({
      ...SETTINGS_DEFAULTS.bookings,
      defaultBookingCharge: -1,
    });
    expect(messagesOf(charge)).toEqual([SETTINGS_MESSAGES.defaultBookingCharge]);
  });

  it('when the pending TTL is outside 1–720 h, then it is refused; 1 and 720 pass', () => {
    const ttl = (pendingTtlHours: number) =>
      settingsSchemas.bookings.safeParse({ ...SETTINGS_DEFAULTS.bookings, pendingTtlHours });
    expect(messagesOf(ttl(0))).toEqual([SETTINGS_MESSAGES.pendingTtlHours]);
    expect(messagesOf(ttl(721))).toEqual([SETTINGS_MESSAGES.pendingTtlHours]);
    expect(ttl(1).success && ttl(720).success).toBe(true);
  });

  it('when contacts are malformed, then the phone, e-mail and UPI texts are given', () => {
    const contacts = settingsSchemas.notifications.safeParse({
      ...SETTINGS_DEFAULTS.notifications,
      supportPhone: '12345',
      supportEmail: 'not-an-email',
    });
    expect(messagesOf(contacts)).toEqual([
      SETTINGS_MESSAGES.supportPhone,
      SETTINGS_MESSAGES.supportEmail,
    ]);
    const upi = settingsSchemas.listings.safeParse({
      ...SETTINGS_DEFAULTS.listings,
      upiId: 'ghar',
    });
    expect(messagesOf(upi)).toEqual([SETTINGS_MESSAGES.upiId]);
  });

  it('when hide-after days are not after ask-after days, then the order text is given', () => {
    const result = settingsSchemas.listings.safeParse({
      ...SETTINGS_DEFAULTS.listings,
      freshnessAskDays: 30,
      freshnessHideDays: 30,
    });
    expect(messagesOf(result)).toEqual([SETTINGS_MESSAGES.freshnessOrder]);
  });

  it('when the public listings part is read, then it holds only the fee and the payee', () => {
    expect(Object.keys(publicSettingsSchemas.listings.parse(SETTINGS_DEFAULTS.listings))).toEqual([
      'listingFee',
      'upiId',
      'upiPayeeName',
    ]);
  });
});
