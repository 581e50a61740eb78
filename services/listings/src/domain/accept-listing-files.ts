import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { inspectUpload, isAppError, type AcceptedUpload, type AppError } from '@ghar/platform';
import { LISTING_FILE_FIELDS, LISTING_PHOTO, type ListingFileField } from './listing-file-policies';
import { named } from './listing-form-rules';
import type { ListingsDeps } from './ports';
import type { PropertyFiles } from './property';

/** A file as the form sent it. */
export interface SentFile {
  buffer: Buffer;
  originalname?: string;
}

export type SentFiles = Partial<Record<ListingFileField, SentFile[]>>;
export type AcceptedFiles = Partial<Record<ListingFileField, AcceptedUpload[]>>;

/** A photo's refusal names the file, as the form's own check does (part 1 §5). */
function photoRefusal(file: SentFile, error: AppError): string {
  const name = file.originalname || 'image';
  if (error.httpStatus === 413) return V.imageFileTooLarge(name);
  if (error.code === 'IMAGE_TOO_SMALL') return V.photoTooSmall(name);
  if (error.code === 'IMAGE_NEARLY_BLANK') return V.photoNearlyBlank(name);
  return V.notAnImageFile(name);
}

/**
 * Checks every sent file against its field's policy by content and size; every refusal is
 * collected (named by field) so the form shows them all at once. `tooLarge` when only sizes failed.
 */
export async function acceptListingFiles(sent: SentFiles) {
  const accepted: AcceptedFiles = {};
  const errors: string[] = [];
  let allTooLarge = true;
  for (const field of Object.keys(LISTING_FILE_FIELDS) as ListingFileField[]) {
    const { policy } = LISTING_FILE_FIELDS[field];
    for (const file of sent[field] ?? []) {
      try {
        (accepted[field] ??= []).push(await inspectUpload(file, policy));
      } catch (error) {
        if (!isAppError(error)) throw error;
        allTooLarge &&= error.httpStatus === 413;
        const message = policy === LISTING_PHOTO ? photoRefusal(file, error) : error.message;
        errors.push(named(field, message));
      }
    }
  }
  return { accepted, errors, tooLarge: errors.length > 0 && allTooLarge };
}

type StoredFiles = Partial<Omit<PropertyFiles, 'listingFeeReference'>>;

/**
 * Stores accepted files: photos in their sizes (public), the rest as private documents. What
 * was stored can be discarded again when the write it was for fails.
 */
export async function storeListingFiles(deps: ListingsDeps, files: AcceptedFiles) {
  const stored: StoredFiles = { media: [], registryImage: [], otherDocuments: [] };
  const discard = async () => {
    await Promise.all([
      ...(stored.media ?? []).map((media) => deps.photos.remove(media)),
      ...documentsOf(stored).map((url) => deps.documents.remove(url)),
    ]);
  };
  const document = (upload: AcceptedUpload) => deps.documents.save(upload);
  try {
    for (const photo of files.mediaFiles ?? [])
      stored.media!.push(await deps.photos.save(photo.content));
    for (const upload of files.registryImage ?? [])
      stored.registryImage!.push(await document(upload));
    for (const upload of files.otherDocuments ?? [])
      stored.otherDocuments!.push(await document(upload));
    const [electricity] = files.electricityBillImage ?? [];
    if (electricity) stored.electricityBillImage = await document(electricity);
    const [water] = files.waterBillImage ?? [];
    if (water) stored.waterBillImage = await document(water);
    const [proof] = files.listingFeeProof ?? [];
    if (proof) stored.listingFeeProof = await document(proof);
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    media: stored.media!,
    registryImage: stored.registryImage!,
    otherDocuments: stored.otherDocuments!,
    electricityBillImage: stored.electricityBillImage,
    waterBillImage: stored.waterBillImage,
    listingFeeProof: stored.listingFeeProof,
    discard,
  };
}

/** Every private document URL of a listing's files. */
export const documentsOf = (files: StoredFiles): string[] =>
  [
    ...(files.registryImage ?? []),
    ...(files.otherDocuments ?? []),
    files.electricityBillImage,
    files.waterBillImage,
    files.listingFeeProof,
  ].filter((url): url is string => Boolean(url));
