import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-dealers.json';
import hi from '@/locales/hi/admin-dealers.json';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('admin dealer texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when the English texts the spec fixes are read, then they are the contracts ones', () => {
    expect(en.requests.done).toEqual({
      approve: SUCCESS_MESSAGES.dealerApproved,
      reject: SUCCESS_MESSAGES.dealerRejected,
    });
    expect(en.requests.failed).toEqual({
      load: ERROR_MESSAGES.loadDealerRequestsFailed,
      approve: ERROR_MESSAGES.approveDealerFailed,
      reject: ERROR_MESSAGES.rejectDealerFailed,
    });
    expect(en.tree.failed.load).toBe(ERROR_MESSAGES.loadDealerTreeFailed);
    expect(en.requests.empty).toBe('No Dealer Requests Found');
    expect(en.tree.empty).toBe('No Dealers Found');
    expect(en.tree.details.title).toBe('Selected Dealer Details');
    expect(en.requests.processing).toBe('Processing...');
  });
});
