import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/my-notifications.json';
import hi from '@/locales/hi/my-notifications.json';
import { isMyGoodNews, myNotificationText } from './my-notification-text';

i18n.addResourceBundle('en', 'my-notifications', en, true, true);
i18n.addResourceBundle('hi', 'my-notifications', hi, true, true);
const t = i18n.getFixedT('en', 'my-notifications');
const th = i18n.getFixedT('hi', 'my-notifications');

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

// Every value the texts take, so each can be written in full.
const PARAMS = {
  title: 'Lake View',
  amount: 18_500,
  contact: 'Owner Om, 9811100001, om@ghar.test',
  code: 'MEERA123',
  level: 1,
  hideAt: '2026-12-08T10:00:00.000Z',
  paid: 20_000,
  device: 'Chrome on Android',
  signedInAt: '2026-11-28T03:45:00.000Z',
  question: 'Is parking included?',
  mobile: '9876543210',
  name: '2 BHK in Jodhpur under ₹20,000',
  count: 2,
};
const made = (key: string) => ({
  title: 'Server title',
  message: 'Server message.',
  template: { key, params: PARAMS },
});

describe('a user’s own notification texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when each kind is written in English and Hindi, then no value is left unfilled', () => {
    for (const key of Object.keys(en.events)) {
      for (const [tr, language] of [
        [t, 'en'],
        [th, 'hi'],
      ] as const) {
        const { title, message } = myNotificationText(made(key), tr, language);
        expect(title).not.toBe('Server title');
        expect(message).not.toMatch(/{{|}}/);
      }
    }
  });

  it('when a booking or a commission is written, then the amount is in rupees (commissions with paise)', () => {
    expect(myNotificationText(made('OwnerBookingRequested'), th, 'hi').message).toContain(
      '₹18,500',
    );
    const commission = {
      ...made('CommissionEarnedYours'),
      template: { key: 'CommissionEarnedYours', params: { ...PARAMS, amount: 2_500.5 } },
    };
    expect(myNotificationText(commission, t, 'en').message).toBe(
      'You earned ₹2,500.50 (level 1) for "Lake View".',
    );
    expect(isMyGoodNews(commission)).toBe(true);
    expect(isMyGoodNews(made('BookerBookingRejected'))).toBe(false);
  });

  it('when a sign-in from a new device is written, then it names the device and India’s time in the reader’s language', () => {
    expect(myNotificationText(made('NewDeviceSignedIn'), t, 'en').message).toBe(
      'Your account was signed in from a new device (Chrome on Android) on 28 Nov 2026, 9:15 am. If this was not you, change your password and contact Ghar support at once.',
    );
    const hindi = myNotificationText(made('NewDeviceSignedIn'), th, 'hi');
    expect(hindi.title).toBe('आपके खाते में नया साइन-इन');
    expect(hindi.message).toMatch(/^28 नव॰ 2026, 9:15 am को एक नए डिवाइस \(Chrome on Android\) से/);
  });

  it('when a booker is refunded, then the refund and what they paid are in rupees, in either language', () => {
    expect(myNotificationText(made('BookerRefunded'), t, 'en').message).toBe(
      'We refunded ₹18,500 of the ₹20,000 you paid to book "Lake View".',
    );
    expect(myNotificationText(made('BookerRefunded'), th, 'hi').message).toBe(
      '"Lake View" बुक करने के लिए चुकाए गए ₹20,000 में से ₹18,500 आपको वापस कर दिए गए हैं।',
    );
  });
});
