import { badRequest, inspectUpload } from '@ghar/platform';
import type { AuthDeps } from './ports';
import { changeUser } from './change-user';
import { getUser } from './get-user';
import { AADHAAR_IMAGE, PROFILE_PICTURE, type ImageSlot } from './image-policies';
import type { ActionContext, UserRecord } from './user';
import { userEvent } from './user-events';

/**
 * Stores a new profile picture or Aadhaar image for a user (themself or, for an admin, anyone)
 * and removes the one it replaces once the new one is recorded.
 */
export async function replaceUserImage(
  deps: AuthDeps,
  input: { userId: string; slot: ImageSlot; file?: { buffer: Buffer } },
  ctx: ActionContext,
): Promise<UserRecord> {
  const policy = input.slot === 'profilePic' ? PROFILE_PICTURE : AADHAAR_IMAGE;
  if (!input.file) throw badRequest(policy.messages.invalidType);
  await getUser(deps, input.userId);

  const accepted = await inspectUpload(input.file, policy);
  const stored = await deps.uploads.save(accepted);
  const set =
    input.slot === 'profilePic'
      ? { profilePic: stored.url, profilePicThumbnail: stored.thumbnailUrl ?? stored.url }
      : { aadhaarImage: stored.url };
  try {
    const { before, after } = await changeUser(deps, input.userId, () => ({
      change: { set },
      events: (next) => [userEvent('UserUpdated', next, ctx)],
    }));
    await deps.uploads.remove(before[input.slot]);
    return after;
  } catch (error) {
    await deps.uploads.remove(stored.url);
    throw error;
  }
}
