import type { PropertySummary } from '@ghar/contracts/http';

let counter = 0;

/** A listing summary for search tests; every field a filter reads can be set. */
export function summary(fields: Partial<PropertySummary> = {}): PropertySummary {
  counter += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1) + counter * 60_000).toISOString();
  return {
    id: `p${String(counter).padStart(4, '0')}`,
    title: `Listing ${counter}`,
    type: 'FLAT',
    action: 'RENT',
    registeredAs: 'OWNER',
    city: 'Jaipur',
    state: 'Rajasthan',
    noticePeriod: 1,
    allowedTenants: 'FAMILY',
    furnishingStatus: 'UNFURNISHED',
    amenities: [],
    mediaUrls: [],
    media: [],
    status: 'FREE',
    owner: { name: 'Asha' },
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}
