import { z } from 'zod';
import { PROPERTY_DEFAULTS } from '../constants/defaults';
import { LIMITS } from '../constants/limits';
import { AREA, BHK, LEASE_MONTHS, NOTICE_MONTHS, ROOMS } from './number-ceilings';
import { PINCODE_PATTERN } from '../constants/patterns';
import { PROPERTY_ACTIONS } from '../constants/property-actions';
import { ALLOWED_TENANTS, FURNISHING, REGISTERED_AS } from '../constants/property-attributes';
import {
  canonicalPropertyType,
  PROPERTY_TYPES,
  ROOMLESS_PROPERTY_TYPES,
} from '../constants/property-types';
import { PROPERTY_STATUSES } from '../constants/statuses';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import {
  DESCRIPTION_LIMIT,
  optionalText,
  requiredMobileSchema,
  requiredText,
  TITLE_LIMIT,
} from './fields';
import {
  optionalAmount,
  optionalBoolean,
  optionalCount,
  optionalDate,
  optionalEnum,
  optionalNumber,
  positiveNumber,
  stringList,
} from './form-values';

const coordinate = (limit: number, message: string) =>
  optionalNumber(message).refine((value) => value === undefined || Math.abs(value) <= limit, {
    error: message,
  });

/** Every listing field of the property form; the rules that depend on each other come later. */
export const propertyFieldsSchema = z.object({
  title: requiredText(V.titleRequired, TITLE_LIMIT),
  description: requiredText(V.descriptionRequired, DESCRIPTION_LIMIT),
  type: z.enum(PROPERTY_TYPES, { error: V.typeRequired }).transform(canonicalPropertyType),
  action: z.enum(PROPERTY_ACTIONS, { error: V.actionRequired }),
  registeredAs: optionalEnum(REGISTERED_AS, V.registeredAsRequired),
  registeredAsDescription: optionalText,

  city: requiredText(V.cityRequired),
  state: requiredText(V.stateRequired),
  locality: requiredText(V.localityRequired),
  pincode: z
    .string()
    .trim()
    .refine((value) => value === '' || PINCODE_PATTERN.test(value), { error: V.pincodeInvalid })
    .optional(),
  street: optionalText,
  landmark: optionalText,
  subRegion: optionalText,
  flatNumber: optionalText,
  buildingName: optionalText,
  shopNumber: optionalText,
  complexName: optionalText,
  plotNumber: optionalText,
  location: optionalText,
  address: optionalText,
  latitude: coordinate(90, V.latitudeInvalid),
  longitude: coordinate(180, V.longitudeInvalid),

  price: optionalAmount(V.priceRequired),
  /** Monthly rent for RENT; the total lease charge for LEASE. */
  perMonthCharges: optionalAmount(V.numberInvalid),
  leaseDuration: optionalCount(V.leaseDurationRequired, LEASE_MONTHS),
  bookingCharges: optionalAmount(V.numberInvalid),
  noticePeriod: optionalCount(V.numberInvalid, NOTICE_MONTHS),
  allowedTenants: optionalEnum(ALLOWED_TENANTS),

  area: positiveNumber(V.areaRequired, AREA),
  dimensions: optionalText,
  bhk: optionalCount(V.bhkRequired, BHK),
  numberOfRooms: optionalCount(V.numberInvalid, ROOMS),
  furnishingStatus: optionalEnum(FURNISHING),
  parkingAvailable: optionalBoolean,
  availabilityDate: optionalDate(V.dateInvalid),
  specifications: optionalText,
  amenities: stringList,
  additionalAmenities: optionalText,

  mobileNumber: requiredMobileSchema(V.mobileNumberRequired),
});
export type PropertyFields = z.output<typeof propertyFieldsSchema>;

type Draft = Partial<Record<keyof PropertyFields, unknown>>;

const isPositive = (value: unknown) => typeof value === 'number' && value > 0;

/** The rules of part 1 §5 that depend on the action, the type or registeredAs. */
const conditionalIssues = (form: Draft): { path: keyof PropertyFields; message: string }[] => {
  const issues: { path: keyof PropertyFields; message: string }[] = [];
  const roomless = (ROOMLESS_PROPERTY_TYPES as readonly unknown[]).includes(form.type);
  if (typeof form.type === 'string' && !roomless && !isPositive(form.bhk)) {
    issues.push({ path: 'bhk', message: V.bhkRequired });
  }
  if (form.action === 'SELL' && !isPositive(form.price)) {
    issues.push({ path: 'price', message: V.priceRequired });
  }
  if (form.action === 'RENT' && !isPositive(form.perMonthCharges)) {
    issues.push({ path: 'perMonthCharges', message: V.monthlyRentRequired });
  }
  if (form.action === 'LEASE') {
    if (!isPositive(form.perMonthCharges)) {
      issues.push({ path: 'perMonthCharges', message: V.leaseChargesRequired });
    }
    if (!isPositive(form.leaseDuration)) {
      issues.push({ path: 'leaseDuration', message: V.leaseDurationRequired });
    }
  }
  if (form.registeredAs === 'OTHER' && !form.registeredAsDescription) {
    issues.push({ path: 'registeredAsDescription', message: V.registeredAsDescriptionRequired });
  }
  return issues;
};

/**
 * The full property form (create, and an edit merged with the stored listing). Conditional
 * rules run even when other fields fail, so every error shows at once under its field; a field
 * that already has an error gets no second one. Empty optional fields take the spec's defaults.
 */
export const propertyFormSchema = propertyFieldsSchema
  .superRefine(
    (form, ctx) => {
      const reported = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const issue of conditionalIssues(form as Draft)) {
        if (!reported.has(issue.path)) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
        }
      }
    },
    { when: () => true },
  )
  .transform((form) => ({
    ...form,
    registeredAs: form.registeredAs ?? PROPERTY_DEFAULTS.registeredAs,
    noticePeriod: form.noticePeriod ?? PROPERTY_DEFAULTS.noticePeriod,
    allowedTenants: form.allowedTenants ?? PROPERTY_DEFAULTS.allowedTenants,
    furnishingStatus: form.furnishingStatus ?? PROPERTY_DEFAULTS.furnishingStatus,
  }));
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

/**
 * Files a new listing must carry (multipart field names), as any list: browser Files or the
 * server's uploaded files. Type and size are checked per file against LIMITS.
 */
export const propertyCreateFilesSchema = z.object({
  mediaFiles: z
    .array(z.unknown(), { error: V.atLeastOneImage })
    .min(1, { error: V.atLeastOneImage })
    .max(LIMITS.listingImagesMax, { error: V.maxImages }),
  registryImage: z
    .array(z.unknown(), { error: V.atLeastOneRegistryDocument })
    .min(1, { error: V.atLeastOneRegistryDocument }),
});

/**
 * PUT /properties/{id}: any subset of the fields, plus the kept files of an edit. The service
 * merges it with the stored listing and checks the result with propertyFormSchema.
 */
export const propertyUpdateSchema = propertyFieldsSchema.partial().extend({
  mediaUrls: stringList,
  existingImageUrls: stringList,
  existingElectricityBillImage: optionalText,
  existingWaterBillImage: optionalText,
  existingRegistryUrls: stringList,
  existingOtherDocuments: stringList,
});
export type PropertyUpdateInput = z.input<typeof propertyUpdateSchema>;
export type PropertyUpdateBody = z.output<typeof propertyUpdateSchema>;

/** The admin's status toggle. */
export const propertyStatusUpdateSchema = z.object({ status: z.enum(PROPERTY_STATUSES) });
export type PropertyStatusUpdateBody = z.output<typeof propertyStatusUpdateSchema>;
