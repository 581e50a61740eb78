import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/notifications.json';
import hi from '@/locales/hi/notifications.json';
import { isGoodNews, notificationText } from './notification-text';
import type { AppNotification } from './types';

i18n.addResourceBundle('en', 'notifications', en, true, true);
i18n.addResourceBundle('hi', 'notifications', hi, true, true);
const t = i18n.getFixedT('en', 'notifications');
const th = i18n.getFixedT('hi', 'notifications');

const server = { title: 'Server title', message: 'Server message in English.' };
const made = (key: string, params: Record<string, string | number>) => ({
  ...server,
  template: { key, params },
});

// Every value any text takes, so each text can be written in full.
const ALL_PARAMS = {
  who: 'Asha (asha@ghar.test)',
  email: 'asha@ghar.test',
  title: 'Lake View',
  propertyType: 'FLAT',
  action: 'RENT',
  place: 'Fateh Sagar, Udaipur',
  amount: 18_500,
  code: 'MEERA123',
  level: 2,
  from: 'FREE',
  to: 'BOOKED',
  role: 'DEALER',
  mobile: '9876543210',
  preview: 'Is it free?',
  section: 'listings',
  changes: 'listingFee 100 → 150',
  topic: 'bookings.events',
  eventType: 'BookingCreated',
  hideAt: '2026-12-08T10:00:00.000Z',
};

describe('notification text from its template', () => {
  it.each(Object.keys(en.events))(
    'when a %s notification is read, then English and Hindi are written in full',
    (key) => {
      const english = notificationText(made(key, ALL_PARAMS), t, 'en');
      const hindi = notificationText(made(key, ALL_PARAMS), th, 'hi');
      for (const text of [english, hindi]) {
        expect(text.title).not.toBe('');
        expect(`${text.title} ${text.message}`).not.toMatch(/{{|}}|undefined|words\.|events\./);
      }
      expect(hindi.title).not.toBe(english.title);
      expect(hindi.title).toMatch(/[\u0900-\u097F]/);
    },
  );

  it('when English is read, then it says what the server’s English says', () => {
    expect(
      notificationText(
        made('PropertyAdded', {
          who: 'Arjun (owner@ghar.test)',
          title: 'Lake View',
          propertyType: 'FLAT',
          action: 'RENT',
          place: 'Fateh Sagar, Udaipur',
          amount: 18_500,
        }),
        t,
        'en',
      ),
    ).toEqual({
      title: 'New property listed',
      message:
        'Arjun (owner@ghar.test) listed "Lake View", a flat for rent in Fateh Sagar, Udaipur at ₹18,500/month.',
    });
    expect(
      notificationText(
        made('PropertyAdded', {
          who: 'Arjun (owner@ghar.test)',
          title: 'Lake View',
          propertyType: 'APARTMENT',
          action: 'RENT',
          place: 'Fateh Sagar, Udaipur',
        }),
        t,
        'en',
      ).message,
    ).toBe(
      'Arjun (owner@ghar.test) listed "Lake View", an apartment for rent in Fateh Sagar, Udaipur.',
    );
    expect(
      notificationText(
        made('BookingApproved', {
          who: 'asha@ghar.test',
          title: 'Lake View',
          amount: 125_000,
          others: 2,
        }),
        t,
        'en',
      ).message,
    ).toBe(
      'The booking of "Lake View" by asha@ghar.test (₹1,25,000) was approved. 2 other pending bookings were cancelled.',
    );
  });

  it('when Hindi is read, then money keeps its Indian grouping and paise, and the words are Hindi', () => {
    expect(
      notificationText(
        made('CommissionEarnedFor', { amount: 2500.5, level: 1, title: 'Lake View' }),
        th,
        'hi',
      ),
    ).toEqual({
      title: 'कमीशन अर्जित',
      message: '“Lake View” के लिए स्तर 1 का ₹2,500.50 कमीशन अर्जित हुआ।',
    });
    expect(
      notificationText(
        made('PropertyAdded', {
          who: 'Arjun',
          title: 'Haveli',
          propertyType: 'HOUSE',
          action: 'LEASE',
          place: 'Jaipur',
          amount: 240_000,
          months: 12,
        }),
        th,
        'hi',
      ).message,
    ).toBe('Arjun ने “Haveli” सूचीबद्ध की: Jaipur में लीज़ के लिए मकान, 12 माह के लिए ₹2,40,000।');
    expect(
      notificationText(made('UserAdded', { who: 'Meera', role: 'DEALER' }), th, 'hi').message,
    ).toBe('Meera को एक एडमिन ने डीलर के रूप में जोड़ा।');
  });

  it('when a record has no template, or one this build does not know, then the server’s English shows', () => {
    expect(notificationText(server, th, 'hi')).toEqual(server);
    expect(notificationText(made('SomethingNew', {}), th, 'hi')).toEqual(server);
  });

  it('when news is good (an approval, a commission earned), then it is marked as good; alerts are not', () => {
    expect(isGoodNews(made('BookingApproved', {}))).toBe(true);
    expect(isGoodNews(made('DealerApproved', {}))).toBe(true);
    expect(isGoodNews(made('CommissionEarned', {}))).toBe(true);
    expect(isGoodNews(made('CommissionEarnedFor', {}))).toBe(true);
    expect(isGoodNews(made('BookingRejected', {}))).toBe(false);
    expect(isGoodNews(made('CommissionReversed', {}))).toBe(false);
    expect(isGoodNews({} as AppNotification)).toBe(false);
  });
});
