import { FURNISHING, PROPERTY_DEFAULTS } from '@ghar/contracts/constants';
import type { OwnerProperty, PropertyFormInput } from '@ghar/contracts/http';
import type { KeptFiles } from './property-form-data';

/** A new listing: the spec's defaults (part 1 §9) and nothing chosen for type and action. */
export const emptyPropertyForm = (): PropertyFormInput => ({
  title: '',
  description: '',
  type: undefined as unknown as PropertyFormInput['type'],
  action: undefined as unknown as PropertyFormInput['action'],
  registeredAs: PROPERTY_DEFAULTS.registeredAs,
  registeredAsDescription: '',
  mobileNumber: '',
  state: '',
  city: '',
  locality: '',
  noticePeriod: PROPERTY_DEFAULTS.noticePeriod,
  allowedTenants: PROPERTY_DEFAULTS.allowedTenants,
  furnishingStatus: PROPERTY_DEFAULTS.furnishingStatus,
  amenities: [],
});

const dateOnly = (value: string | undefined) => (value ? value.slice(0, 10) : '');

const isFormFurnishing = (value: string): value is (typeof FURNISHING)[number] =>
  (FURNISHING as readonly string[]).includes(value);

/** The stored listing as the edit form starts from it. */
export const propertyToForm = (property: OwnerProperty): PropertyFormInput => {
  const { furnishingStatus, availabilityDate, mobileNumber } = property;
  return {
    ...emptyPropertyForm(),
    ...Object.fromEntries(
      Object.entries(property).filter(([, value]) => value !== undefined && value !== null),
    ),
    // The search's extra FURNISHED reads as the form's nearest choice.
    furnishingStatus: isFormFurnishing(furnishingStatus) ? furnishingStatus : 'FULLY_FURNISHED',
    availabilityDate: dateOnly(availabilityDate),
    mobileNumber: mobileNumber ?? '',
  } as PropertyFormInput;
};

/** The stored files an edit starts by keeping. */
export const keptFilesOf = (property: OwnerProperty): KeptFiles => ({
  existingImageUrls: property.mediaUrls,
  existingRegistryUrls: property.registryImage,
  existingOtherDocuments: property.otherDocuments,
  existingElectricityBillImage: property.electricityBillImage
    ? [property.electricityBillImage]
    : [],
  existingWaterBillImage: property.waterBillImage ? [property.waterBillImage] : [],
});
