import { minimalPdf, waitFor, photoJpeg } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/stack-listings';
import { logInAdmin, signUp, type Caller } from './support/callers';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 10's journey across services, through the gateway: listings (write, search, private
// files) and notifications (the admin bell, fed by listings' events over Kafka).

interface Listing {
  id: string;
  title: string;
  status: string;
  media: { medium: { jpeg: string } }[];
  registryImage: string[];
  listingFeeProof?: string;
}

let owner: Caller;
let stranger: Caller;
let admin: Caller;
beforeAll(async () => {
  [owner, stranger, admin] = await Promise.all([
    signUp('user'),
    signUp('another user'),
    logInAdmin(),
  ]);
});

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;
const get = (path: string, caller?: Caller) => send({ method: 'get', path, token: caller?.token });
const publicIds = async (query: string) =>
  json<{ properties: { id: string }[] }>(await get(`/api/properties?${query}`)).properties.map(
    (item) => item.id,
  );

describe('listing a property through the gateway', () => {
  it('when an owner lists a flat, then it is searchable, in their list and on the admin bell; edits, the BOOKED toggle, private files and delete follow', async () => {
    const tag = uniqueTag();
    const files = [
      {
        field: 'mediaFiles',
        content: await photoJpeg('#aa3300'),
        name: 'front.jpg',
        type: 'image/jpeg',
      },
      {
        field: 'mediaFiles',
        content: await photoJpeg('#0055aa'),
        name: 'hall.jpg',
        type: 'image/jpeg',
      },
      {
        field: 'registryImage',
        content: minimalPdf(),
        name: 'registry.pdf',
        type: 'application/pdf',
      },
      { field: 'listingFeeProof', content: await photoJpeg(), name: 'upi.jpg', type: 'image/jpeg' },
    ];
    const listing = await listThroughGateway<Listing>(
      owner,
      await rentFlatForm(
        { title: `Lake view flat ${tag}`, listingFeeReference: 'GHAR-SYS12345' },
        files,
      ),
    );
    expect(listing.status).toBe('FREE');
    expect(listing.media).toHaveLength(2);

    // Searchable by anyone, and in the owner's own list.
    await waitFor(async () => (await publicIds(`location=${tag}`)).includes(listing.id));
    const own = json<{ properties: { id: string }[] }>(
      await get(`/api/properties?ownerId=${owner.id}`, owner),
    );
    expect(own.properties.map((item) => item.id)).toContain(listing.id);

    // The admin bell: one PROPERTY_ADDED and one PAYMENT_RECEIVED naming the listing.
    const bell = await waitFor(async () => {
      const page = json<{ notifications: { type: string; data?: { propertyId?: string } }[] }>(
        await get(`/api/notifications?search=${tag}&limit=20`, admin),
      );
      const types = page.notifications
        .filter((item) => item.data?.propertyId === listing.id)
        .map((item) => item.type)
        .sort();
      return types.length >= 2 ? types : false;
    });
    expect(bell).toEqual(['PAYMENT_RECEIVED', 'PROPERTY_ADDED']);

    // Private files: the registry PDF and the fee proof only for the owner and admins.
    const registry = listing.registryImage[0]!;
    expect((await get(registry)).status).toBe(401);
    expect([403, 404]).toContain((await get(registry, stranger)).status);
    expect((await get(registry, owner)).status).toBe(200);
    expect((await get(registry, admin)).status).toBe(200);
    expect((await get(`/api/properties/${listing.id}`)).text).not.toContain(registry);

    // The owner drops a photo and adds one.
    const [kept] = listing.media;
    const edit = new FormData();
    edit.set('existingImageUrls', JSON.stringify([kept!.medium.jpeg]));
    edit.append(
      'mediaFiles',
      new Blob([await photoJpeg('#22aa55')], { type: 'image/jpeg' }),
      'new.jpg',
    );
    const edited = json<Listing>(
      await send({
        method: 'put',
        path: `/api/properties/${listing.id}`,
        token: owner.token,
        form: edit,
      }),
    );
    expect(edited.media).toHaveLength(2);
    expect(edited.media[0]!.medium.jpeg).toBe(kept!.medium.jpeg);
    expect(edited.registryImage).toEqual(listing.registryImage);

    // The admin marks it BOOKED: it leaves the default search; the owner may not toggle it.
    const toggle = (caller: Caller, status: string) =>
      send({
        method: 'put',
        path: `/api/properties/${listing.id}`,
        token: caller.token,
        json: { status },
      });
    expect((await toggle(owner, 'FREE')).status).toBe(403);
    expect((await toggle(admin, 'BOOKED')).status).toBe(200);
    await waitFor(async () => !(await publicIds(`location=${tag}`)).includes(listing.id));
    expect(await publicIds(`location=${tag}&status=BOOKED`)).toContain(listing.id);

    // Another listing of theirs is deleted, with its files; a stranger may not delete.
    const other = await listThroughGateway<Listing>(
      owner,
      await rentFlatForm({ title: `Second flat ${tag}` }),
    );
    const remove = (caller: Caller) =>
      send({ method: 'delete', path: `/api/properties/${other.id}`, token: caller.token });
    expect((await remove(stranger)).status).toBe(403);
    expect((await remove(owner)).status).toBe(200);
    expect((await get(`/api/properties/${other.id}`)).status).toBe(404);
    // Its files are gone: nobody, not even its former owner, gets the registry any more.
    expect([403, 404]).toContain((await get(other.registryImage[0]!, owner)).status);
  });
});
