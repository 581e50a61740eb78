import { describe, expect, it } from 'vitest';
import type { Account } from '../api/account';
import { dealerDetails, editableAadhaar } from './profile-view';

const account: Account = {
  id: 'u-1001',
  email: 'ravi.sharma@example.in',
  name: 'Ravi Sharma',
  role: 'USER',
  aadhaar: '123456789012',
};

describe('dealerDetails', () => {
  it('when a regular user views the profile, then no dealer details show', () => {
    expect(dealerDetails(account)).toBeNull();
  });

  it('when a dealer has a referral code, then it is the dealer code with its status', () => {
    const dealer = {
      ...account,
      role: 'DEALER' as const,
      dealer: { referralCode: 'RAVI2024', status: 'APPROVED', commission: 1250.5 },
    };
    expect(dealerDetails(dealer)).toEqual({
      code: 'RAVI2024',
      status: 'APPROVED',
      commission: 1250.5,
      adminCode: false,
    });
  });

  it('when an admin has no dealer record, then no id poses as a code: ACTIVE the status and the company code shows', () => {
    expect(dealerDetails({ ...account, role: 'ADMIN', dealer: null })).toEqual({
      code: null,
      status: 'ACTIVE',
      commission: null,
      adminCode: true,
    });
  });
});

describe('dealerDetails with the dealers service figures', () => {
  it('when GET /dealers/me answered, then its code, status and total commission show', () => {
    const dealer = {
      ...account,
      role: 'DEALER' as const,
      dealer: { referralCode: 'RAVI2024', status: 'APPROVED' },
    };
    const figures = { referralCode: 'RAVI2024', status: 'APPROVED', commission: 3600.5 };
    expect(dealerDetails(dealer, figures)).toMatchObject({ commission: 3600.5, code: 'RAVI2024' });
  });

  it('when the total commission is 0, then it is not shown', () => {
    const figures = { referralCode: 'RAVI2024', status: 'APPROVED', commission: 0 };
    expect(dealerDetails({ ...account, role: 'DEALER' }, figures)?.commission).toBeNull();
  });

  it('when an admin views it, then the Admin Dealer Code stays', () => {
    expect(dealerDetails({ ...account, role: 'ADMIN' }, null)?.adminCode).toBe(true);
  });
});

describe('editableAadhaar', () => {
  it('when the real number is known, then the form starts with it', () => {
    expect(editableAadhaar('123456789012')).toBe('123456789012');
  });

  it('when only the masked form or nothing is known, then the form starts empty', () => {
    expect(editableAadhaar('XXXX XXXX 9012')).toBe('');
    expect(editableAadhaar(null)).toBe('');
  });
});
