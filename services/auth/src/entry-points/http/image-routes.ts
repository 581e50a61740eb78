import {
  actionContextOf,
  actorOf,
  sendOk,
  uploadedFile,
  type ApiRouteSpec,
  type RouteHandler,
} from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import { AADHAAR_IMAGE, PROFILE_PICTURE, type ImageSlot } from '../../domain/image-policies';
import type { AuthDeps } from '../../domain/ports';
import { presentUser } from '../../domain/present-user';
import { replaceUserImage } from '../../domain/replace-user-image';
import { userViewSchema } from './response-schemas';

const SLOTS = {
  profilePic: { policy: PROFILE_PICTURE, urlKey: 'profilePicUrl' },
  aadhaarImage: { policy: AADHAAR_IMAGE, urlKey: 'aadhaarImageUrl' },
} as const;

/** What an image replacement route declares: its file field and its answer. */
export function imageUploadSpec(slot: ImageSlot) {
  const { policy, urlKey } = SLOTS[slot];
  return {
    multipart: { files: { [slot]: { policy, required: true } } },
    response: z.object({ [urlKey]: z.string().optional(), user: userViewSchema }),
    responses: [404, 413],
  } satisfies Partial<ApiRouteSpec>;
}

/** Replaces one image of the user `userIdOf` names (the caller, or anyone for an admin). */
export function replaceImage(
  deps: AuthDeps,
  slot: ImageSlot,
  userIdOf: (req: Request) => string,
): RouteHandler<ApiRouteSpec> {
  return async (req, res) => {
    const user = await replaceUserImage(
      deps,
      { userId: userIdOf(req), slot, file: uploadedFile(req, slot) },
      actionContextOf(req),
    );
    sendOk(res, {
      [SLOTS[slot].urlKey]: user[slot],
      user: presentUser(deps, user, actorOf(req)),
    });
  };
}
