import { LIMITS } from '@ghar/contracts/constants';
import { createRedis, jobsPrefix } from '@ghar/platform';
import { waitFor } from '@ghar/testing';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { digestJobId, SAVED_SEARCH_DIGEST_QUEUE } from '../../services/listings/src/index';
import { logIn, newPerson, type Caller } from './support/callers';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 27 item 6 across services, through the gateway: a saved search of 2 BHK in Jodhpur under
// ₹20,000 hears of two matching homes in one digest notice, and of a dearer one not at all.

interface Notice {
  type: string;
  title: string;
  message: string;
  data: Record<string, string>;
  template: { key: string; params: Record<string, string | number> };
}
interface SavedSearch {
  id: string;
  name: string;
  pending: number;
  resultsUrl: string;
}

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;

async function person(label: string): Promise<Caller> {
  const details = newPerson(label);
  const form = new FormData();
  for (const key of ['name', 'email', 'mobile', 'password', 'aadhaar'] as const)
    form.set(key, details[key]);
  const answer = await send({ method: 'post', path: '/api/auth/signup', form });
  if (answer.status !== 201) throw new Error(`signup answered ${answer.status}: ${answer.text}`);
  return { name: 'user', ...(await logIn(details)) } as Caller;
}

const mySearches = async (caller: Caller) =>
  json<{ items: SavedSearch[] }>(
    await send({ method: 'get', path: '/api/properties/saved-searches', token: caller.token }),
  ).items;

const noticesOf = async (caller: Caller) =>
  json<{ notifications: Notice[] }>(
    await send({ method: 'get', path: '/api/notifications/mine', token: caller.token }),
  ).notifications.filter((notice) => notice.template.key.startsWith('SavedSearchDigest'));

let queue: Queue;
beforeAll(async () => {
  queue = new Queue(SAVED_SEARCH_DIGEST_QUEUE, {
    connection: createRedis(inject('redisUrl')),
    prefix: jobsPrefix(inject('stackEnv').EVENTS_NAMESPACE ?? ''),
  });
});
afterAll(async () => {
  await queue?.close();
});

describe('saved searches and alerts, through the gateway', () => {
  it('when two matching homes and a dearer one are listed, then the seeker gets exactly one digest of the two with the results link; nobody else can touch the search', async () => {
    const [seeker, owner, stranger] = await Promise.all([
      person('seeker'),
      person('lister'),
      person('stranger'),
    ]);
    const saved = await send({
      method: 'post',
      path: '/api/properties/saved-searches',
      token: seeker.token,
      json: {
        name: '2 BHK in Jodhpur under ₹20,000',
        filters: { city: 'Jodhpur', action: 'RENT', bhk: '2', maxPerMonthCharges: '20000' },
      },
    });
    expect(saved.status, saved.text).toBe(201);
    const search = json<SavedSearch>(saved);

    const inJodhpur = { city: 'Jodhpur', state: 'Rajasthan', locality: 'Sardarpura', bhk: '2' };
    await listThroughGateway(
      owner,
      await rentFlatForm({ ...inJodhpur, title: 'Dearer Jodhpur flat', perMonthCharges: '26000' }),
    );
    const first = await listThroughGateway(
      owner,
      await rentFlatForm({ ...inJodhpur, title: 'Sardarpura flat', perMonthCharges: '18000' }),
    );
    const second = await listThroughGateway(
      owner,
      await rentFlatForm({ ...inJodhpur, title: 'Ratanada flat', perMonthCharges: '19500' }),
    );

    // Both matches wait for the digest; it goes now instead of after the gathering window.
    await waitFor(async () => expect((await mySearches(seeker))[0]?.pending).toBe(2), {
      timeoutMs: 30_000,
    });
    const job = await queue.getJob(digestJobId({ savedSearchId: search.id, digestSeq: 0 }));
    expect(job).toBeTruthy();
    await job!.promote();

    const [digest] = await waitFor(
      async () => {
        const notices = await noticesOf(seeker);
        return notices.length > 0 && notices;
      },
      { timeoutMs: 30_000 },
    );
    expect(digest).toMatchObject({
      type: 'LISTING',
      title: 'New homes for your search',
      message:
        '2 new homes match your saved search "2 BHK in Jodhpur under ₹20,000". See them on Ghar.',
      data: { savedSearchId: search.id, resultsUrl: search.resultsUrl },
    });
    expect(search.resultsUrl).toBe(
      '/properties?action=RENT&maxPerMonthCharges=20000&bhk=2&city=Jodhpur',
    );
    // The link finds both homes (and not the dearer one).
    const results = json<{ properties: { id: string; title: string }[] }>(
      await send({ method: 'get', path: `/api${search.resultsUrl}&limit=${LIMITS.maxPageSize}` }),
    ).properties;
    expect(results.map((each) => each.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(results.map((each) => each.title)).not.toContain('Dearer Jodhpur flat');
    expect((await mySearches(seeker))[0]).toMatchObject({ id: search.id, pending: 0 });
    // Exactly one: the digest's job ran once and its cycle is over.
    expect(await noticesOf(seeker)).toHaveLength(1);
    expect(await noticesOf(owner)).toEqual([]);

    // Another user can neither see, pause nor delete it.
    expect(await mySearches(stranger)).toEqual([]);
    const pause = await send({
      method: 'patch',
      path: `/api/properties/saved-searches/${search.id}`,
      token: stranger.token,
      json: { paused: true },
    });
    expect(pause.status).toBe(404);
    const remove = await send({
      method: 'delete',
      path: `/api/properties/saved-searches/${search.id}`,
      token: stranger.token,
    });
    expect(remove.status).toBe(404);
    expect((await mySearches(seeker))[0]).toMatchObject({ id: search.id, paused: false });
  });
});
