import { stringList } from '@ghar/contracts/http';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { AppError } from '@ghar/platform';
import { acceptListingFiles, storeListingFiles, type SentFiles } from './accept-listing-files';
import { createProperty } from './create-property';
import { claimPhotos } from './claim-photos';
import { checkNewListing, fieldsOf, named } from './listing-form-rules';
import type { ListingsDeps } from './ports';
import type { ActionContext, PropertyRecord, Viewer } from './property';

/** A refused form: every text at once; 413 when only file sizes were refused. */
export const formRefused = (errors: string[], tooLarge = false) =>
  new AppError(tooLarge ? 413 : 400, errors[0]!, {
    code: tooLarge ? 'FILE_TOO_LARGE' : 'VALIDATION_FAILED',
    errors,
  });

/**
 * POST /properties (part 1 §2 Property form): checks the form and every file, stores the files,
 * lists the property as FREE with its fee's proof, announced by PropertyAdded and
 * ListingFeeSubmitted. A refused or failed create leaves no file behind.
 */
export async function createListing(
  deps: ListingsDeps,
  input: {
    owner: Viewer & { userId: string; email?: string };
    body: Record<string, unknown>;
    files: SentFiles;
  },
  ctx: ActionContext,
): Promise<PropertyRecord> {
  const count = (field: keyof SentFiles) => input.files[field]?.length ?? 0;
  // Photos uploaded beforehand (POST /properties/upload-image) count with the sent ones.
  const mediaUrls = stringList.safeParse(input.body.mediaUrls).data ?? [];
  const form = checkNewListing(input.body, {
    mediaFiles: count('mediaFiles') + mediaUrls.length,
    registryImage: count('registryImage'),
    listingFeeProof: count('listingFeeProof'),
  });
  const files = await acceptListingFiles(input.files);
  const errors = [...form.errors, ...files.errors];
  if (errors.length > 0 || !form.values) {
    throw formRefused(errors, form.errors.length === 0 && files.tooLarge);
  }

  const uploaded = await claimPhotos(deps, mediaUrls, input.owner);
  if (uploaded.refused) {
    await uploaded.giveBack();
    throw formRefused([named('mediaUrls', V.fileNotOfProperty)]);
  }
  const { discard, ...stored } = await storeListingFiles(deps, files.accepted).catch(
    async (error: unknown) => {
      await uploaded.giveBack();
      throw error;
    },
  );
  try {
    // The fee as the admin set it now (issue 13 item 4), recorded on the listing and its event.
    const { listingFee } = await deps.settings.current();
    return await createProperty(
      deps,
      {
        owner: { id: input.owner.userId, email: input.owner.email },
        fields: fieldsOf(form.values),
        files: {
          ...stored,
          media: [...uploaded.media, ...stored.media],
          listingFeeReference: form.reference,
          listingFeeAmount: listingFee,
        },
        listingFee: { amount: listingFee, reference: form.reference },
      },
      ctx,
    );
  } catch (error) {
    await discard();
    await uploaded.giveBack();
    throw error;
  }
}
