import { minimalPdf, rentFlatFields } from '@ghar/testing';
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
