import { SYSTEM_PARTS } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-dashboard.json';
import hi from '@/locales/hi/admin-dashboard.json';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('admin dashboard texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it("when the failure texts are read, then they are the spec's (contracts)", () => {
    expect(en.failed).toEqual({
      load: ERROR_MESSAGES.loadAdminDataFailed,
      toast: ERROR_MESSAGES.loadAdminDashboardFailed,
    });
  });

  it('when the System Status parts are read, then each part the gateway reports has a name', () => {
    expect(Object.keys(en.status.parts).sort()).toEqual([...SYSTEM_PARTS].sort());
  });
});
