import {
  canonicalPropertyType,
  DEMO_OWNER_EMAIL_DOMAIN,
  PROPERTY_ACTIONS,
  PROPERTY_TYPES,
} from '@ghar/contracts/constants';
import { buildEvent } from '@ghar/platform';
import { startTestService, waitFor, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import type { ListingsDeps } from '../src/domain/ports';

type Instance = TestService & { built: { listings: ListingsDeps } };
const SEED = { env: { SEED_SAMPLE_LISTINGS: 'true' } };

describe('the sample market of a local run', () => {
  let service: Instance;
  const ownerId = 'bbbbbbbbbbbbbbbbbbbbbbbb';

  beforeAll(async () => {
    service = (await startTestService(listingsService, SEED)) as unknown as Instance;
    const registered = buildEvent(
      'UserRegistered',
      ownerId,
      {
        userId: ownerId,
        email: `priya.mehta@${DEMO_OWNER_EMAIL_DOMAIN}`,
        name: 'Priya Mehta',
        role: 'USER',
        status: 'ACTIVE',
      },
      { source: 'auth' },
    );
    await service.publish([registered]);
    await waitFor(async () => expect(service.built.listings.search.size).toBe(200), {
      timeoutMs: 170_000,
      intervalMs: 1_000,
    });
  }, 180_000);

  afterAll(async () => {
    await service?.close();
  });

  it('when the demo owner is known on an empty database, then ~200 listings of every type and action appear with rupee prices', async () => {
    const res = await service.call('GET', '/properties?status=FREE&limit=100');
    const page2 = await service.call('GET', '/properties?status=FREE&limit=100&page=2');
    const booked = await service.call('GET', '/properties?status=BOOKED&limit=100');
    const all = [
      ...res.body.data.properties,
      ...page2.body.data.properties,
      ...booked.body.data.properties,
    ];
    expect(all).toHaveLength(200);
    expect(booked.body.data.pagination.total).toBeGreaterThan(0);
    expect(new Set(all.map((p) => p.type))).toEqual(
      new Set(PROPERTY_TYPES.map(canonicalPropertyType)),
    );
    expect(new Set(all.map((p) => p.action))).toEqual(new Set(PROPERTY_ACTIONS));
    for (const p of all) {
      expect(p.owner.name).toBe('Priya Mehta');
      if (p.action === 'SELL') expect(p.price).toBeGreaterThanOrEqual(1_500_000);
      if (p.action === 'SELL') expect(p.price).toBeLessThanOrEqual(30_000_000);
      if (p.action === 'RENT') expect(p.perMonthCharges).toBeGreaterThanOrEqual(6_000);
      if (p.action === 'RENT') expect(p.perMonthCharges).toBeLessThanOrEqual(60_000);
      expect(p.media.length).toBeGreaterThan(0);
    }
    const rajasthan = await service.call('GET', '/properties?state=Rajasthan&status=FREE&limit=1');
    expect(rajasthan.body.data.pagination.total).toBeGreaterThan(120);
  });

  it('when a card photo is fetched, then the thumbnail is a small public image', async () => {
    const res = await service.call('GET', '/properties?limit=1');
    const photo = res.body.data.properties[0].media[0];
    const thumb = await service.call('GET', photo.thumb.webp);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toContain('public');
    expect((await service.call('GET', photo.medium.jpeg)).headers.get('content-type')).toBe(
      'image/jpeg',
    );
  });

  it('when another instance starts with the seed on a non-empty database, then nothing more is listed', async () => {
    const second = (await startTestService(listingsService, {
      ...SEED,
      namespace: service.namespace,
    })) as unknown as Instance;
    try {
      expect(second.built.listings.search.size).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(second.built.listings.search.size).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
