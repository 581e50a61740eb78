import { adminPropertiesQuerySchema } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { listAdminProperties } from './list-admin-properties';
import type { ListingsDeps, PropertyRepository } from './ports';

/** Only what Manage Properties reads: no listings on the page, the counts given. */
function depsWith(countFromPage: number, countersTotal: number) {
  const properties: Pick<PropertyRepository, 'listForAdmin' | 'countForAdminFrom'> = {
    listForAdmin: async () => [],
    countForAdminFrom: async () => countFromPage,
  };
  return {
    properties: properties as PropertyRepository,
    listingCounters: {
      read: async () => ({ total: countersTotal }),
    } as unknown as ListingsDeps['listingCounters'],
  };
}

const query = (params: Record<string, string>) => adminPropertiesQuerySchema.parse(params);

describe('Manage Properties total', () => {
  it('when nothing is filtered, then the total is the counters', async () => {
    const page = await listAdminProperties(depsWith(0, 2_345), query({}));
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 2_345, pages: 235 });
  });

  it('when a filter matches fewer than 100 from this page on, then the total is exact', async () => {
    const page = await listAdminProperties(depsWith(7, 0), query({ status: 'FREE', page: '3' }));
    expect(page.pagination).toEqual({ page: 3, limit: 10, total: 27, pages: 3 });
  });

  it('when a filter matches 100 or more from this page on, then the total is "at least" and the pages reach it', async () => {
    const page = await listAdminProperties(
      depsWith(100, 0),
      query({ search: 'jaipur', page: '2' }),
    );
    expect(page.pagination).toEqual({
      page: 2,
      limit: 10,
      total: 110,
      pages: 11,
      totalAtLeast: true,
    });
  });
});
