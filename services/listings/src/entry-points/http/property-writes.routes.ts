import {
  adminPropertiesQuerySchema,
  adminPropertiesResponseSchema,
  ownerPropertySchema,
  propertyFieldsSchema,
  SIMPLE_LISTING_MARK,
  uploadedListingImageSchema,
} from '@ghar/contracts/http';
import {
  actionContextOf,
  actorOf,
  apiRouter,
  sendOk,
  uploadedFile,
  uploadedFiles,
  type ApiRouter,
} from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import type { SentFiles } from '../../domain/accept-listing-files';
import { createListing } from '../../domain/create-listing';
import { editListing } from '../../domain/edit-listing';
import { listAdminProperties } from '../../domain/list-admin-properties';
import {
  LISTING_FILE_FIELDS,
  LISTING_PHOTO,
  type ListingFileField,
} from '../../domain/listing-file-policies';
import type { ListingsDeps } from '../../domain/ports';
import { ownerViewOf } from '../../domain/property-views';
import { removeListing } from '../../domain/remove-listing';
import { uploadListingImage } from '../../domain/upload-listing-image';

const tags = ['properties'];

/**
 * The form's values as sent: parsed by the use case with the form's own schema, so that every
 * refusal (fields and files together) comes back at once, each named by its field.
 */
const sentValue = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])
  .optional();
const sentFields = (names: string[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, sentValue])));
const FORM_NAMES = Object.keys(propertyFieldsSchema.shape);
// `form: 'simple'` marks the simple listing form's create (its seven required fields).
const createFields = sentFields([
  ...FORM_NAMES,
  'mediaUrls',
  'listingFeeReference',
  SIMPLE_LISTING_MARK.field,
]);
const editFields = sentFields([
  ...FORM_NAMES,
  'existingImageUrls',
  'existingElectricityBillImage',
  'existingWaterBillImage',
  'existingRegistryUrls',
  'existingOtherDocuments',
]);
const jsonEdit = sentFields([...FORM_NAMES, 'mediaUrls', 'status']);

/** Multer reads one more photo than allowed so the use case answers 'Maximum 5 images allowed'. */
const fileFields = (names: ListingFileField[], required: ListingFileField[] = []) =>
  Object.fromEntries(
    names.map((name) => {
      const { policy, maxCount } = LISTING_FILE_FIELDS[name];
      const extra = name === 'mediaFiles' ? 1 : 0;
      return [name, { policy, maxCount: maxCount + extra, required: required.includes(name) }];
    }),
  );
const EDIT_FILES: ListingFileField[] = [
  'mediaFiles',
  'registryImage',
  'electricityBillImage',
  'waterBillImage',
  'otherDocuments',
];

const sentFiles = (req: Request, names: ListingFileField[]): SentFiles =>
  Object.fromEntries(names.map((name) => [name, uploadedFiles(req, name)]));

const idParams = z.object({ id: z.string() });

/** The listing form's writes and the admin's property management (issue 10, part 2 §7). */
export function propertyWritesRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/properties/admin/all',
      access: 'admin',
      summary: 'Manage Properties: every status, newest first (type, location, status, search)',
      tags,
      query: adminPropertiesQuerySchema,
      response: adminPropertiesResponseSchema,
    },
    async (req, res) => sendOk(res, await listAdminProperties(deps, req.query)),
  );

  api.route(
    {
      method: 'post',
      path: '/properties',
      access: 'signed-in',
      summary:
        'List a property: every form field, photos, registry and other documents, the listing fee proof (FREE at once); with form=simple only the simple form’s seven fields and the proof are required',
      tags,
      multipart: {
        fields: createFields,
        // Photos and a registry document too, unless form=simple (checked by the use case).
        files: fileFields(Object.keys(LISTING_FILE_FIELDS) as ListingFileField[], [
          'listingFeeProof',
        ]),
      },
      status: 201,
      response: ownerPropertySchema,
      responses: [413],
    },
    async (req, res) => {
      const record = await createListing(
        deps,
        {
          owner: { ...actorOf(req), email: req.identity.email },
          body: req.body,
          files: sentFiles(req, Object.keys(LISTING_FILE_FIELDS) as ListingFileField[]),
        },
        actionContextOf(req),
      );
      sendOk(res, ownerViewOf(record), 201);
    },
  );

  api.route(
    {
      method: 'post',
      path: '/properties/upload-image',
      access: 'signed-in',
      summary: 'One listing photo in its sizes; its url joins an edit through mediaUrls',
      tags,
      multipart: { files: { image: { policy: LISTING_PHOTO, required: true } } },
      status: 201,
      response: uploadedListingImageSchema,
      responses: [413],
    },
    async (req, res) =>
      sendOk(
        res,
        await uploadListingImage(deps, actorOf(req).userId, uploadedFile(req, 'image')),
        201,
      ),
  );

  api.route(
    {
      method: 'put',
      path: '/properties/:id',
      access: 'owner-or-admin',
      summary:
        'Edit a listing: multipart with the existing files kept, or JSON (admin modal fields, mediaUrls; status for admins)',
      tags,
      params: idParams,
      body: jsonEdit,
      multipart: { fields: editFields, files: fileFields(EDIT_FILES) },
      response: ownerPropertySchema,
      responses: [404, 413],
    },
    async (req, res) => {
      const record = await editListing(
        deps,
        req.params.id,
        {
          viewer: actorOf(req),
          body: req.body,
          files: sentFiles(req, EDIT_FILES),
          multipart: Boolean(req.is('multipart/form-data')),
        },
        actionContextOf(req),
      );
      sendOk(res, ownerViewOf(record));
    },
  );

  api.route(
    {
      method: 'delete',
      path: '/properties/:id',
      access: 'owner-or-admin',
      summary: 'Delete a listing and its files (409 while it has a pending or confirmed booking)',
      tags,
      params: idParams,
      response: z.object({ id: z.string() }),
      responses: [404, 409],
    },
    async (req, res) => {
      await removeListing(deps, req.params.id, actorOf(req), actionContextOf(req));
      sendOk(res, { id: req.params.id });
    },
  );

  return api;
}
