import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInquiries } from '../features/inquiries/api/get-inquiries';
import { getNotifications } from '../features/notifications/api/get-notifications';
import { getProperties } from '../features/properties/api/get-properties';
import { getProperty } from '../features/properties/api/get-property';
import {
  propertyDetailShape,
  propertyLocationsListShape,
  propertyMediaShape,
  propertySearchShape,
  propertySummaryShape,
} from './response-shapes';
import {
  propertyDetailSchema,
  propertyLocationsListSchema,
  propertyMediaSchema,
  propertySearchResponseSchema,
  propertySummarySchema,
  searchPaginationSchema,
} from '@ghar/contracts';

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

// The listings answers are checked with the web's zod/mini copies of the contracts' schemas
// (response-shapes.ts): they must refuse what the contracts refuse and keep what they keep.
const summary = {
  id: 'p1',
  title: 'Airy plot in Bhuwana',
  type: 'PLOT',
  action: 'RENT',
  registeredAs: 'OWNER',
  city: 'Udaipur',
  state: 'Rajasthan',
  locality: 'Bhuwana',
  perMonthCharges: 19_000,
  noticePeriod: 1,
  allowedTenants: 'ANYONE',
  area: 1276,
  furnishingStatus: 'UNFURNISHED',
  parkingAvailable: false,
  amenities: ['Lift'],
  mediaUrls: ['/uploads/a.jpg'],
  media: [
    {
      thumb: { webp: '/uploads/a-thumb.webp', jpeg: '/uploads/a-thumb.jpg' },
      medium: { webp: '/uploads/a.webp', jpeg: '/uploads/a.jpg' },
      width: 1200,
      height: 800,
    },
  ],
  status: 'FREE',
  owner: { name: 'Sunita Choudhary' },
  createdAt: '2026-11-23T15:18:51.484Z',
  updatedAt: '2026-11-23T15:18:51.484Z',
};
const searchPage = {
  properties: [summary],
  pagination: { page: 1, pages: 1, total: 1, limit: 12 },
};
const ownerView = {
  ...summary,
  description: 'Corner plot',
  ownerId: 'u1',
  owner: { name: 'Sunita Choudhary', email: 'sunita@example.com' },
  mobileNumber: '9876543210',
  registryImage: [],
  otherDocuments: [],
  freshness: { state: 'ask', askedAt: '2026-11-20T10:00:00.000Z' },
};

// Every field of a valid answer, one at a time: dropped, given the wrong kind of value, or
// given an out-of-range one (a negative photo width, a fractional page).
const variants = (value: Record<string, unknown>): Record<string, unknown>[] =>
  Object.keys(value).flatMap((key) => {
    const field = value[key];
    const { [key]: _dropped, ...without } = value;
    const wrong = typeof field === 'string' ? 42 : typeof field === 'number' ? '42' : 'x';
    const odd =
      typeof field === 'number'
        ? [
            { ...value, [key]: 1.5 },
            { ...value, [key]: -1 },
          ]
        : [];
    return [without, { ...value, [key]: wrong }, { ...value, [key]: null }, ...odd];
  });

describe('listings response shapes', () => {
  it('when a search page has the agreed shape, then it is returned as is', async () => {
    answer(searchPage);
    expect(await getProperties({ page: '1' })).toEqual(searchPage);
  });

  it('when a search card loses its photos list, then the call fails (the error state shows)', async () => {
    answer({ ...searchPage, properties: [{ ...summary, media: undefined }] });
    await expect(getProperties({ page: '1' })).rejects.toThrow();
  });

  it("when the detail is the owner's view, then its private fields are kept", async () => {
    answer(ownerView);
    expect(await getProperty('p1')).toEqual(ownerView);
  });

  it('when the detail has an unknown status, then the call fails', async () => {
    answer({ ...summary, status: 'GONE' });
    await expect(getProperty('p1')).rejects.toThrow();
  });

  it.each([
    ['a search page', propertySearchResponseSchema, propertySearchShape, searchPage],
    ['a card', propertySummarySchema, propertySummaryShape, summary],
    ['a photo', propertyMediaSchema, propertyMediaShape, summary.media[0]],
    [
      'a pagination',
      searchPaginationSchema,
      propertySearchShape.shape.pagination,
      searchPage.pagination,
    ],
    ['a detail', propertyDetailSchema, propertyDetailShape, ownerView],
    [
      'the locations list',
      propertyLocationsListSchema,
      propertyLocationsListShape,
      { states: [{ state: 'Rajasthan', stateHi: 'राजस्थान', count: 1 }], cities: [] },
    ],
  ] as const)(
    'when %s drifts in any one field, then the web accepts exactly what the contracts accept',
    (_name, contract, shape, valid) => {
      for (const value of [valid, ...variants(valid as Record<string, unknown>)]) {
        expect(shape.safeParse(value).success, JSON.stringify(value)).toBe(
          contract.safeParse(value).success,
        );
      }
    },
  );
});
