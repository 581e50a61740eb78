import { LIMITS } from '@ghar/contracts/constants';
import {
  propertyStatusUpdateSchema,
  propertyUpdateSchema,
  type PropertyMedia,
} from '@ghar/contracts/http';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { forbidden } from '@ghar/platform';
import {
  acceptListingFiles,
  documentsOf,
  storeListingFiles,
  type SentFiles,
} from './accept-listing-files';
import { changePropertyStatus } from './change-property-status';
import { claimPhotos, urlsOf } from './claim-photos';
import { formRefused } from './create-listing';
import { findProperty } from './get-property';
import { checkListingEdit, named, namedIssues } from './listing-form-rules';
import type { ListingsDeps, PropertyChange } from './ports';
import type { ActionContext, PropertyRecord, Viewer } from './property';
import { updateProperty } from './update-property';
import { mayChange } from './write-listing';

export interface ListingEdit {
  viewer: Viewer & { userId: string };
  body: Record<string, unknown>;
  files: SentFiles;
  /** A multipart edit lists every file that stays; a JSON edit touches photos only by mediaUrls. */
  multipart: boolean;
}

/**
 * The kept files of an edit: only this listing's own (anything else is refused, named). A field
 * the edit does not send at all keeps its files: only a sent list (`[]` or '' to drop every one)
 * removes any, so a client that edits a title alone cannot wipe the photos by leaving it out.
 */
function keptFiles(current: PropertyRecord, edit: ReturnType<typeof propertyUpdateSchema.parse>) {
  const errors: string[] = [];
  const own = (field: string, urls: string[] | undefined, allowed: (string | undefined)[]) => {
    if (urls === undefined) return allowed.filter((url): url is string => url !== undefined);
    if (urls.some((url) => !allowed.includes(url))) errors.push(named(field, V.fileNotOfProperty));
    return urls.filter((url) => allowed.includes(url));
  };
  const photoOf = (url: string) => current.media.find((media) => urlsOf(media).includes(url));
  const keptPhotos = own(
    'existingImageUrls',
    edit.existingImageUrls,
    current.media.flatMap(urlsOf),
  );
  const single = (field: string, url: string | undefined, stored: string | undefined) =>
    url === undefined ? stored : own(field, url ? [url] : [], [stored])[0];
  return {
    errors,
    media: [...new Set(keptPhotos.map(photoOf))].filter((m): m is PropertyMedia => Boolean(m)),
    registryImage: own('existingRegistryUrls', edit.existingRegistryUrls, current.registryImage),
    otherDocuments: own(
      'existingOtherDocuments',
      edit.existingOtherDocuments,
      current.otherDocuments,
    ),
    electricityBillImage: single(
      'existingElectricityBillImage',
      edit.existingElectricityBillImage,
      current.electricityBillImage,
    ),
    waterBillImage: single(
      'existingWaterBillImage',
      edit.existingWaterBillImage,
      current.waterBillImage,
    ),
  };
}

/**
 * PUT /properties/{id} (part 2 §7): the owner's multipart edit, the admin modal's JSON edit and
 * the admin's status toggle. Files an edit drops are removed from storage once the write holds;
 * new files of a refused or failed edit are removed at once.
 */
export async function editListing(
  deps: ListingsDeps,
  id: string,
  edit: ListingEdit,
  ctx: ActionContext,
): Promise<PropertyRecord> {
  const current = await findProperty(deps, id);
  if (!mayChange(current, edit.viewer)) throw forbidden();

  const status = propertyStatusUpdateSchema.shape.status.optional().safeParse(edit.body.status);
  if (edit.body.status !== undefined && edit.viewer.role !== 'ADMIN') throw forbidden();
  const parsed = propertyUpdateSchema.safeParse(edit.body);
  const fields = checkListingEdit(current, edit.body);
  const kept = edit.multipart && parsed.success ? keptFiles(current, parsed.data) : undefined;
  const files = await acceptListingFiles(edit.files);
  const errors = [
    ...namedIssues(status.error, 'status'),
    ...namedIssues(parsed.error),
    ...fields.errors,
    ...(kept?.errors ?? []),
    ...files.errors,
  ];
  if (errors.length > 0)
    throw formRefused([...new Set(errors)], files.tooLarge && fields.errors.length === 0);

  const mediaUrls = edit.multipart ? undefined : parsed.data?.mediaUrls;
  const chosen = mediaUrls
    ? await claimPhotos(deps, mediaUrls, edit.viewer, current.media)
    : undefined;
  if (chosen?.refused) {
    await chosen.giveBack();
    throw formRefused([named('mediaUrls', V.fileNotOfProperty)]);
  }
  const { discard, ...stored } = await storeListingFiles(deps, files.accepted);
  const base = kept ?? {
    media: chosen?.media ?? current.media,
    registryImage: current.registryImage,
    otherDocuments: current.otherDocuments,
    electricityBillImage: current.electricityBillImage,
    waterBillImage: current.waterBillImage,
  };
  const next: PropertyChange = {
    ...fields.change,
    media: [...base.media, ...stored.media],
    registryImage: [...base.registryImage, ...stored.registryImage],
    otherDocuments: [...base.otherDocuments, ...stored.otherDocuments],
    electricityBillImage: stored.electricityBillImage ?? base.electricityBillImage,
    waterBillImage: stored.waterBillImage ?? base.waterBillImage,
  };
  if (next.media!.length > LIMITS.listingImagesMax) {
    await discard();
    await chosen?.giveBack();
    throw formRefused([named('mediaFiles', V.maxImages)]);
  }

  // The status toggle alone ({ status }) changes no field and announces no PropertyUpdated.
  const touches =
    edit.multipart || mediaUrls !== undefined || Object.keys(fields.change).length > 0;
  let written = current;
  try {
    if (touches) written = await updateProperty(deps, id, next, edit.viewer, ctx);
  } catch (error) {
    await discard();
    await chosen?.giveBack();
    throw error;
  }
  await removeDropped(deps, current, written);
  if (status.data && status.data !== written.status) {
    written = await changePropertyStatus(deps, id, status.data, edit.viewer, ctx);
  }
  return written;
}

/** Files the stored listing had and the written one no longer keeps. */
async function removeDropped(deps: ListingsDeps, before: PropertyRecord, after: PropertyRecord) {
  const keptPhotos = new Set(after.media.map((media) => media.medium.jpeg));
  const keptDocuments = new Set(documentsOf(after));
  await Promise.all([
    ...before.media
      .filter((media) => !keptPhotos.has(media.medium.jpeg))
      .map((media) => deps.photos.remove(media)),
    ...documentsOf(before)
      .filter((url) => !keptDocuments.has(url))
      .map((url) => deps.documents.remove(url)),
  ]);
}
