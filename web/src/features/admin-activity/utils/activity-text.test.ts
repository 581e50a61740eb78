import type { ActivityEntry } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/admin-activity.json';
import hi from '@/locales/hi/admin-activity.json';
import { activityText, adminLink } from './activity-text';

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: '1',
  type: 'UserRegistered',
  actorId: 'u1',
  summary: 'Meera signed up.',
  params: { who: 'Meera' },
  link: '/admin/users',
  at: '2026-11-24T00:00:00.000Z',
  ...over,
});

describe('recent activity text', () => {
  const t = i18n.getFixedT('en', 'admin-activity');
  const th = i18n.getFixedT('hi', 'admin-activity');
  i18n.addResourceBundle('en', 'admin-activity', en, true, true);
  i18n.addResourceBundle('hi', 'admin-activity', hi, true, true);

  it('when an entry is shown, then it reads in the language with rupees formatted', () => {
    const booked = entry({
      type: 'BookingCreated',
      params: { who: 'Meera', title: 'Villa', amount: 25000 },
    });
    expect(activityText(booked, t)).toBe('Meera booked “Villa” for ₹25,000');
    expect(activityText(booked, th)).toBe('Meera ने “Villa” ₹25,000 में बुक की');
    const commission = entry({ type: 'CommissionEarned', params: { amount: 7200.5, level: 1 } });
    expect(activityText(commission, t)).toBe('Level 1 commission of ₹7,200.50 earned');
  });

  it('when a stored link leaves the console, then the admin home is linked instead', () => {
    expect(adminLink('/admin/dealer-requests')).toBe('/admin/dealer-requests');
    expect(adminLink('https://evil.example/admin')).toBe('/admin');
    expect(adminLink('//evil.example')).toBe('/admin');
  });

  it('when the Hindi texts are read, then every English key has one', () => {
    expect(Object.keys(hi.types).sort()).toEqual(Object.keys(en.types).sort());
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });
});
