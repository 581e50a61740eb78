import type { ListingsDeps, OwnerRecord } from './ports';
import type { ActionContext } from './property';
import { deleteProperty } from './delete-property';
import { updateProperty } from './update-property';

/**
 * A user registered or changed (auth's events): the owners projection keeps the name and e-mail,
 * and the owner's listings take a changed name (each with its PropertyUpdated, so every search
 * model shows it).
 */
export async function recordOwner(
  deps: ListingsDeps,
  owner: OwnerRecord,
  occurredAt: Date,
  ctx: ActionContext,
): Promise<void> {
  const before = await deps.owners.find(owner.id);
  if (!(await deps.owners.save(owner, occurredAt))) return;
  if (before && before.name === owner.name && before.email === owner.email) return;
  for (const id of await deps.properties.idsOfOwner(owner.id)) {
    await updateProperty(deps, id, { owner }, 'system', ctx, 'OWNER_DETAILS');
  }
}

/** A user was deleted: their listings leave the market with them (PropertyDeleted each). */
export async function forgetOwner(
  deps: ListingsDeps,
  ownerId: string,
  occurredAt: Date,
  ctx: ActionContext,
): Promise<void> {
  await deps.owners.forget(ownerId, occurredAt);
  for (const id of await deps.properties.idsOfOwner(ownerId)) {
    await deleteProperty(deps, id, 'system', ctx);
  }
}
