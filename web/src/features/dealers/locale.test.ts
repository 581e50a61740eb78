import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/dealers.json';
import hi from '@/locales/hi/dealers.json';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('dealers texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when the English texts the spec fixes are read, then they are the contracts ones', () => {
    expect(en.signup.success).toBe(SUCCESS_MESSAGES.dealerRegistrationSubmitted);
    expect(en.signup.failed).toBe(ERROR_MESSAGES.registrationFailed);
    expect(en.signup.fixIssues).toBe(V.fixIssuesList);
    expect(en.apply.success).toBe(SUCCESS_MESSAGES.dealerApplicationSubmitted);
    expect(en.apply.failed).toBe(ERROR_MESSAGES.applicationFailed);
    expect(en.apply.approved.title).toBe(ERROR_MESSAGES.dealerAlreadyApproved);
    expect(en.referral.unknown).toBe(ERROR_MESSAGES.invalidReferralCode);
    expect(en.signup.title).toBe('Become a Dealer');
    expect(en.signup.submit).toBe('Submit Application');
    expect(en.signup.submitting).toBe('Submitting...');
    expect(en.apply.pendingButton).toBe('Application Pending');
    expect(en.commissions.recent.title).toBe('Recent Commissions');
  });
});
