import { buildEvent } from '@ghar/platform';
import { startTestService, waitFor, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { changePropertyStatus } from '../src/domain/change-property-status';
import { deleteProperty } from '../src/domain/delete-property';
import type { ListingsDeps } from '../src/domain/ports';
import { updateProperty } from '../src/domain/update-property';
import { listProperty } from './listing-fixtures';

type Instance = TestService & { built: { listings: ListingsDeps } };

const start = async (namespace?: string) =>
  (await startTestService(listingsService, namespace ? { namespace } : {})) as unknown as Instance;

/** The titles an instance's search answers with. */
const titles = async (instance: Instance, query = '') => {
  const res = await instance.call('GET', `/properties${query}`);
  return (res.body.data.properties as { title: string; owner: { name: string } }[]).map(
    (p) => p.title,
  );
};

describe('the search model of two listings instances on one deployment', () => {
  let a: Instance;
  let b: Instance;
  const later: Instance[] = [];
  const owner = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ravi Sharma', email: 'ravi@example.in' };
  const system = 'system' as const;
  const ctx = { actorId: null };

  beforeAll(async () => {
    a = await start();
    b = await start(a.namespace);
  });

  afterAll(async () => {
    for (const instance of later) await instance.stop();
    await b?.stop();
    await a?.close();
  });

  it('when one instance creates, updates, books and deletes a listing, then both answer each change', async () => {
    const deps = a.built.listings;
    const record = await listProperty(deps, owner, { title: 'Haveli flat' });
    // The writer answers its own write at once; the other follows listings.events.
    expect(await titles(a)).toContain('Haveli flat');
    await waitFor(async () => expect(await titles(b)).toContain('Haveli flat'));

    await updateProperty(deps, record.id, { title: 'Haveli flat, repainted' }, system, ctx);
    expect(await titles(a)).toContain('Haveli flat, repainted');
    await waitFor(async () => expect(await titles(b)).toEqual(['Haveli flat, repainted']));

    await changePropertyStatus(deps, record.id, 'BOOKED', system, ctx);
    expect(await titles(a)).toEqual([]);
    await waitFor(async () =>
      expect(await titles(b, '?status=BOOKED')).toEqual(['Haveli flat, repainted']),
    );
    expect(await titles(b)).toEqual([]);

    await changePropertyStatus(deps, record.id, 'FREE', system, ctx);
    await waitFor(async () => expect(await titles(b)).toEqual(['Haveli flat, repainted']));

    await deleteProperty(deps, record.id, system, ctx);
    expect(await titles(a)).toEqual([]);
    await waitFor(async () => expect(await titles(b, '?status=FREE')).toEqual([]));
    expect((await b.call('GET', `/properties/${record.id}`)).status).toBe(404);
  });

  it('when the second instance writes, then the first follows it too', async () => {
    await listProperty(b.built.listings, owner, { title: 'Written by B', city: 'Kota' });
    await waitFor(async () => expect(await titles(a, '?city=Kota')).toEqual(['Written by B']));
  });

  it('when an instance starts after the writes, then it loads them from the database', async () => {
    await listProperty(a.built.listings, owner, { title: 'Before C', city: 'Ajmer' });
    const c = await start(a.namespace);
    later.push(c);
    expect(await titles(c, '?city=Ajmer')).toEqual(['Before C']);
    expect(c.built.listings.search.size).toBe(a.built.listings.search.size);
  });

  it('when auth renames the owner, then every instance shows the new name on the listings', async () => {
    const renamed = buildEvent(
      'UserUpdated',
      owner.id,
      {
        userId: owner.id,
        email: owner.email,
        name: 'Ravi K. Sharma',
        role: 'USER',
        status: 'ACTIVE',
      },
      { source: 'auth' },
    );
    await a.publish([renamed]);
    const names = async (instance: Instance) => {
      const res = await instance.call('GET', '/properties?city=Kota');
      return res.body.data.properties.map((p: { owner: { name: string } }) => p.owner.name);
    };
    await waitFor(async () => expect(await names(a)).toEqual(['Ravi K. Sharma']), {
      timeoutMs: 20_000,
    });
    await waitFor(async () => expect(await names(b)).toEqual(['Ravi K. Sharma']));
  });

  it('when auth deletes the owner, then their listings leave the search of every instance', async () => {
    const gone = buildEvent(
      'UserDeleted',
      owner.id,
      { userId: owner.id, email: owner.email },
      { source: 'auth' },
    );
    await a.publish([gone]);
    await waitFor(async () => expect(await titles(a, '?city=Ajmer')).toEqual([]), {
      timeoutMs: 20_000,
    });
    await waitFor(async () => expect(await titles(b, '?city=Kota')).toEqual([]));
  });
});
