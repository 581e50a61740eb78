import { SIMPLE_LISTING_MARK, type PropertyFormValues } from '@ghar/contracts/http';
import { visibleFields } from './visible-fields';
import type { FieldName } from './visible-fields';

/** New files of the form, under the multipart names the listing API reads. */
export type ListingFiles = {
  mediaFiles: File[];
  registryImage: File[];
  electricityBillImage: File[];
  waterBillImage: File[];
  otherDocuments: File[];
};

export const noListingFiles = (): ListingFiles => ({
  mediaFiles: [],
  registryImage: [],
  electricityBillImage: [],
  waterBillImage: [],
  otherDocuments: [],
});

/** What an edit keeps of the stored files (anything left out is deleted by the server). */
export type KeptFiles = {
  existingImageUrls: string[];
  existingRegistryUrls: string[];
  existingOtherDocuments: string[];
  existingElectricityBillImage: string[];
  existingWaterBillImage: string[];
};

export const noKeptFiles = (): KeptFiles => ({
  existingImageUrls: [],
  existingRegistryUrls: [],
  existingOtherDocuments: [],
  existingElectricityBillImage: [],
  existingWaterBillImage: [],
});

const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
};

/**
 * The multipart body of POST and PUT /properties: every field the form shows (a blank one as ''
 * so an edit clears it), amenities comma-joined, then the files. Fields hidden for this type or
 * action are left out, so a flat number typed before switching to PLOT is not sent.
 */
export const propertyFormData = (
  values: Partial<PropertyFormValues>,
  files: ListingFiles,
  extra: {
    kept?: KeptFiles;
    listingFeeProof?: File;
    listingFeeReference?: string;
    /** The simple form's create: the server asks only its seven fields. */
    simple?: boolean;
  } = {},
): FormData => {
  const body = new FormData();
  for (const name of visibleFields(values)) {
    body.append(name, text(values[name as FieldName]));
  }
  for (const [name, list] of Object.entries(files) as [keyof ListingFiles, File[]][]) {
    for (const file of list) body.append(name, file, file.name);
  }
  if (extra.kept) {
    const { existingElectricityBillImage, existingWaterBillImage, ...lists } = extra.kept;
    for (const [name, urls] of Object.entries(lists)) body.append(name, JSON.stringify(urls));
    body.append('existingElectricityBillImage', existingElectricityBillImage[0] ?? '');
    body.append('existingWaterBillImage', existingWaterBillImage[0] ?? '');
  }
  if (extra.listingFeeProof) {
    body.append('listingFeeProof', extra.listingFeeProof, extra.listingFeeProof.name);
  }
  if (extra.listingFeeReference) body.append('listingFeeReference', extra.listingFeeReference);
  if (extra.simple) body.append(SIMPLE_LISTING_MARK.field, SIMPLE_LISTING_MARK.value);
  return body;
};
