import { minimalPdf, rentFlatFields, waitFor } from '@ghar/testing';
import { EVENT_WAIT_MS } from './event-wait';
import type { BrowserContext, Page } from 'playwright-core';
import { aadhaarCardPng } from './accounts';

/**
 * Lists a property as the signed-in person of `context`, through POST /api/properties as the
 * listing form sends it (every value a string; a photo, a registry PDF and the fee proof), so the
 * listing is theirs. `page` only draws the photo.
 */
export const listPropertyByApi = async (
  context: BrowserContext,
  page: Page,
  fields: Record<string, string>,
): Promise<string> => {
  const photo = await aadhaarCardPng(page);
  const response = await context.request.post('/api/properties', {
    multipart: {
      ...rentFlatFields({
        description: 'Bright home close to the market, schools and the bus stand.',
        city: 'Jaipur',
        locality: 'Vaishali Nagar',
        ...fields,
      }),
      mediaFiles: { name: 'front.png', mimeType: 'image/png', buffer: photo },
      registryImage: { name: 'registry.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      listingFeeProof: { name: 'upi.png', mimeType: 'image/png', buffer: photo },
    },
  });
  if (response.status() !== 201) {
    throw new Error(`listing answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: { id: string } }).data.id;
};

const probeProof = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };

/**
 * Bookings learns of a listing from listings.events. The owner's own attempt answers 403 once it
 * has, 404 before (and is never stored), so it tells when the property can be booked. (A plain
 * loop: expect.poll only runs inside a test.)
 */
export const waitUntilBookable = async (
  owner: BrowserContext,
  propertyId: string,
): Promise<void> => {
  let answered = 0;
  await waitFor(
    async () => {
      const response = await owner.request.post('/api/bookings/create', {
        multipart: { propertyId, paymentRef: 'PROBE1', paymentProof: probeProof },
      });
      answered = response.status();
      if (answered !== 403 && answered !== 404) {
        throw new Error(`probe answered ${answered}: ${await response.text()}`);
      }
      return answered === 403;
    },
    { timeoutMs: EVENT_WAIT_MS, intervalMs: 500 },
  ).catch((error: unknown) => {
    throw answered === 404 ? new Error('bookings never learnt of the listing') : error;
  });
};

/**
 * Waits until public search finds `count` listings for `location` (a test's tag): listings written
 * straight into the stack reach its search model through their PropertyAdded event, and a page
 * opened before that renders (and hydrates) without them.
 */
export const waitUntilFound = async (
  baseUrl: string,
  location: string,
  count: number,
): Promise<void> => {
  await waitFor(
    async () => {
      const response = await fetch(
        `${baseUrl}/api/properties?location=${encodeURIComponent(location)}`,
      );
      const body = (await response.json()) as { data?: { pagination?: { total?: number } } };
      return body.data?.pagination?.total === count;
    },
    { timeoutMs: EVENT_WAIT_MS, intervalMs: 250 },
  ).catch(() => {
    throw new Error(`search never found ${count} listings for ${location}`);
  });
};
