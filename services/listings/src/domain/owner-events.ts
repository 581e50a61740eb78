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
  // The owner's listings from the search model, not the database: every signup reaches here, and
  // on FerretDB a query by ownerId reads every listing (seconds at a few thousand; bench/README
  // "Load"). The model holds every live listing; one written elsewhere in the last moment may not
  // be in it yet, the same race as a listing created while the name changes (it keeps the old one).
  for (const id of deps.search.idsOfOwner(owner.id)) {
    await updateProperty(deps, id, { owner }, 'system', ctx, 'OWNER_DETAILS');
  }
}

/** An owner's listings are read this many at a time (a bounded read, issue 24). */
const OWNER_BATCH = 100;

/**
 * A user was deleted: their listings leave the market with them (PropertyDeleted each). Read from
 * the database, the system of record: a listing missed here would outlive its owner.
 */
export async function forgetOwner(
  deps: ListingsDeps,
  ownerId: string,
  occurredAt: Date,
  ctx: ActionContext,
): Promise<void> {
  await deps.owners.forget(ownerId, occurredAt);
  let afterId: string | undefined;
  for (;;) {
    const ids = await deps.properties.idsOfOwner(ownerId, afterId, OWNER_BATCH);
    for (const id of ids) await deleteProperty(deps, id, 'system', ctx);
    if (ids.length < OWNER_BATCH) return;
    afterId = ids.at(-1);
  }
}
