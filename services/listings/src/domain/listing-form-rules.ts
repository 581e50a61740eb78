import {
  listingFeeReferenceSchema,
  propertyCreateFilesSchema,
  propertyFieldsSchema,
  propertyFormSchema,
  SIMPLE_LISTING_MARK,
  simpleListingFilesSchema,
  simpleListingSchema,
  type PropertyFormValues,
  type SimpleListingValues,
} from '@ghar/contracts/http';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import type { z } from 'zod';
import type { PropertyFields } from './property';

/** A refused field is named first, as search's 400s do: `title: Property title is required`. */
export const named = (field: string, message: string) => `${field}: ${message}`;

/** Each issue of a failed parse, named by its field (or `fallback` for a bare value). */
export const namedIssues = (error: z.ZodError | undefined, fallback = 'form') =>
  (error?.issues ?? []).map((issue) => named(String(issue.path[0] ?? fallback), issue.message));

/** The form's own field names (what an edit may change). */
export const FORM_FIELDS = Object.keys(propertyFieldsSchema.shape) as (keyof PropertyFields)[];

/** Fields whose rule depends on others (BHK by type, prices by action, OTHER's description). */
const DEPENDENT_FIELDS = new Set<string>([
  'type',
  'action',
  'registeredAs',
  'registeredAsDescription',
  'bhk',
  'price',
  'perMonthCharges',
  'leaseDuration',
]);

/** The form's values as the domain keeps them (the date as a Date). */
export function fieldsOf(values: PropertyFormValues | SimpleListingValues): PropertyFields {
  const { availabilityDate, amenities, ...rest } = values;
  return {
    ...rest,
    amenities: amenities ?? [],
    ...(availabilityDate ? { availabilityDate: new Date(availabilityDate) } : {}),
  };
}

/** Whether a create comes from the simple listing form (it sends `form=simple`). */
export const isSimpleListing = (body: Record<string, unknown>) =>
  body[SIMPLE_LISTING_MARK.field] === SIMPLE_LISTING_MARK.value;

/**
 * A new listing's form (part 1 §5): every field rule, at least one photo and one registry
 * document, the fee's proof and reference; all errors at once, each naming its field. The
 * simple form's listing needs only its seven fields (contracts' simpleListingSchema) and the
 * fee's proof; photos are optional there, documents not asked.
 */
export function checkNewListing(
  body: Record<string, unknown>,
  counts: { mediaFiles: number; registryImage: number; listingFeeProof: number },
) {
  const simple = isSimpleListing(body);
  const form = (simple ? simpleListingSchema : propertyFormSchema).safeParse(body);
  const sent = {
    mediaFiles: Array.from({ length: counts.mediaFiles }),
    registryImage: Array.from({ length: counts.registryImage }),
  };
  const files = (simple ? simpleListingFilesSchema : propertyCreateFilesSchema).safeParse(sent);
  const reference = listingFeeReferenceSchema.safeParse(body.listingFeeReference);
  const errors = [
    ...namedIssues(form.error),
    ...namedIssues(files.error),
    ...(counts.listingFeeProof === 0 ? [named('listingFeeProof', V.paymentProofRequired)] : []),
    ...namedIssues(reference.error, 'listingFeeReference'),
  ];
  return { errors, values: form.data, reference: reference.data };
}

/** A stored listing as the form would hold it, so an edit is checked merged with it. */
const formOf = (current: PropertyFields): Record<string, unknown> => ({
  ...current,
  availabilityDate: current.availabilityDate?.toISOString(),
});

/**
 * An edit's field changes merged with the stored listing and checked by the form's rules. Only
 * what the edit touches is judged: an old listing missing a field it never had is not refused
 * for it, but a changed action must bring its price, a changed type its BHK.
 */
export function checkListingEdit(current: PropertyFields, body: Record<string, unknown>) {
  const given = FORM_FIELDS.filter((field) => body[field] !== undefined);
  const edit = Object.fromEntries(given.map((field) => [field, body[field]]));
  const merged = propertyFormSchema.safeParse({ ...formOf(current), ...edit });
  const touchesDependent = given.some((field) => DEPENDENT_FIELDS.has(field));
  const judged = (field: string) =>
    given.includes(field as keyof PropertyFields) ||
    (touchesDependent && DEPENDENT_FIELDS.has(field));
  const errors = (merged.error?.issues ?? [])
    .filter((issue) => judged(String(issue.path[0])))
    .map((issue) => named(String(issue.path[0]), issue.message));
  const values = propertyFieldsSchema.partial().safeParse(edit);
  if (errors.length > 0 || !values.success) {
    return { errors: errors.length > 0 ? errors : namedIssues(values.error), change: {} };
  }
  const { availabilityDate, ...rest } = values.data;
  const change: Partial<PropertyFields> = {
    ...Object.fromEntries(Object.entries(rest).filter(([field]) => field in edit)),
    ...('availabilityDate' in values.data
      ? { availabilityDate: availabilityDate ? new Date(availabilityDate) : undefined }
      : {}),
  };
  return { errors, change };
}
