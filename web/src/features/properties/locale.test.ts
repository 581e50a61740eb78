import { SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/properties.json';
import hi from '@/locales/hi/properties.json';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('properties texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when the English screen texts are read, then they are the spec ones', () => {
    expect(en.search.error.title).toBe('Error Loading Properties');
    expect(en.search.error.retry).toBe('Try Again');
    expect(en.search.empty).toMatchObject({
      title: 'No Properties Found',
      hint: 'Try adjusting your filters or search criteria',
      clear: 'Clear All Filters',
    });
    expect(en.search.title.all).toBe('All Properties');
    expect(en.filters.cleared).toBe(SUCCESS_MESSAGES.filtersCleared);
    expect(en.search.refreshed).toBe(SUCCESS_MESSAGES.propertiesRefreshed);
    expect(en.filters.sections).toEqual({
      basic: 'Basic Information',
      pricing: 'Pricing & Financial',
      details: 'Property Details',
      amenities: 'Amenities',
      sort: 'Sort & Display',
    });
    expect(en.detail.loading).toBe('Loading property details...');
    expect(en.detail.notFound.title).toBe('Property Not Found');
    expect(en.detail.book.notAvailable).toBe('Not Available');
    expect(en.labels.status.FREE).toBe('Available');
    expect(en.price.onRequest).toBe('Price on request');
  });
});
