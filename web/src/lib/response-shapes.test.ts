import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInquiries } from '../features/inquiries/api/get-inquiries';
import { getNotifications } from '../features/notifications/api/get-notifications';

// The web's api functions check what the server sends against the contracts' schemas, so a
// change of shape on one side fails a test instead of a screen showing 'undefined'.
const answer = (data: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ success: true, data }, { headers: { 'Content-Type': 'application/json' } }),
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

const inquiry = { id: 'i1', mobileNumber: '9876543210', message: 'Hi', createdAt: '2026-11-23' };

describe('response shapes', () => {
  it('when the inquiries list has the agreed shape, then it is returned as is', async () => {
    answer([inquiry]);
    expect(await getInquiries()).toEqual([inquiry]);
  });

  it('when the inquiries list drifts, then the call fails', async () => {
    answer([{ ...inquiry, mobileNumber: undefined, mobile: '9876543210' }]);
    await expect(getInquiries()).rejects.toThrow();
  });

  it('when the notification page drifts, then the call fails', async () => {
    answer({ items: [], total: 0, totalPages: 0 });
    await expect(getNotifications({ page: 1, limit: 10 })).rejects.toThrow();
  });
});
