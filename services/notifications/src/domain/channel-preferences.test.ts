import { channelPreferencesSchema } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { chosenChannels, defaultChannelPreferences, noticeKindOf } from './channel-preferences';

describe("a user's channels before they choose", () => {
  it('when nothing was saved, then booking and money news go by WhatsApp and e-mail, security by e-mail, the rest stay in the app', () => {
    const defaults = defaultChannelPreferences();
    expect(chosenChannels(defaults, 'BOOKING')).toEqual(['email', 'whatsapp']);
    expect(chosenChannels(defaults, 'MONEY')).toEqual(['email', 'whatsapp']);
    expect(chosenChannels(defaults, 'SECURITY')).toEqual(['email']);
    expect(chosenChannels(defaults, 'LISTING')).toEqual([]);
    expect(chosenChannels(defaults, 'DEALER')).toEqual([]);
  });

  it('when the defaults are read, then they are a valid saved choice (SMS never on by itself)', () => {
    const defaults = defaultChannelPreferences();
    expect(channelPreferencesSchema.parse(defaults)).toEqual(defaults);
    expect(Object.values(defaults).some((set) => set.sms)).toBe(false);
  });
});

describe('the kind a notice is chosen by', () => {
  it('when a notice is about a fee, a refund or a commission, then it is money news whatever its type', () => {
    expect(noticeKindOf('LISTING', 'ListingFeeVerified')).toBe('MONEY');
    expect(noticeKindOf('LISTING', 'ListingFeeRefunded')).toBe('MONEY');
    expect(noticeKindOf('BOOKING', 'BookerRefunded')).toBe('MONEY');
    expect(noticeKindOf('DEALER', 'CommissionEarnedYours')).toBe('MONEY');
    expect(noticeKindOf('DEALER', 'CommissionReversedYours')).toBe('MONEY');
  });

  it('when it is any other notice, then its type is its kind, and a type without a kind counts as listing news', () => {
    expect(noticeKindOf('BOOKING', 'BookerBookingApproved')).toBe('BOOKING');
    expect(noticeKindOf('DEALER', 'DealerApplicationApproved')).toBe('DEALER');
    expect(noticeKindOf('SECURITY', 'PasswordChanged')).toBe('SECURITY');
    expect(noticeKindOf('LISTING', 'ListingHiddenForFreshness')).toBe('LISTING');
    expect(noticeKindOf('ALERT', 'SavedSearchDigest')).toBe('LISTING');
  });
});

describe('the saved choice', () => {
  it('when a kind or a channel is missing, unknown or not a yes/no, then it is refused with one clear text', () => {
    const defaults = defaultChannelPreferences();
    const text = 'Choose on or off for e-mail, WhatsApp and SMS of every kind';
    const { SECURITY: _left, ...missingKind } = defaults;
    for (const bad of [
      missingKind,
      { ...defaults, BOOKING: { email: true, whatsapp: true } },
      { ...defaults, BOOKING: { ...defaults.BOOKING, sms: 'yes' } },
      { ...defaults, BOOKING: { ...defaults.BOOKING, telegram: true } },
      { ...defaults, PROMOTIONS: defaults.BOOKING },
      null,
    ]) {
      const parsed = channelPreferencesSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(text);
    }
  });
});
