import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { BuiltService, ServiceBlueprint, ServiceEnv } from '@ghar/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../wait-for';
import { startTestService, type TestService } from './start-test-service';

/**
 * What every service answers from its first day, started through the one harness: health probes
 * unsigned, everything else refused without the gateway's signature, unknown paths in the envelope.
 */
export function describeServiceBaseline<C extends ServiceEnv, B extends BuiltService>(
  blueprint: ServiceBlueprint<C, B>,
) {
  describe(`${blueprint.name} service baseline`, () => {
    let service: TestService<B>;
    beforeAll(async () => {
      service = await startTestService(blueprint);
    });
    afterAll(() => service?.close());

    it('when a probe asks /healthz unsigned, then it answers ok', async () => {
      const res = await fetch(`${service.baseUrl}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, data: { status: 'ok' } });
    });

    it('when a probe asks /readyz unsigned, then it reports MongoDB, Kafka and Redis up', async () => {
      // Each check has a 2 s budget; on a loaded machine one may miss it once, so poll.
      const body = await waitFor(async () => {
        const res = await fetch(`${service.baseUrl}/readyz`);
        expect(res.status).toBe(200);
        return res.json();
      });
      expect(body).toMatchObject({
        success: true,
        data: {
          status: 'ready',
          checks: {
            mongo: { status: 'up' },
            kafka: { status: 'up' },
            redis: { status: 'up' },
          },
        },
      });
    });

    it('when a request comes without the gateway signature, then 401 in the envelope', async () => {
      const res = await fetch(`${service.baseUrl}/anything`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: ERROR_MESSAGES.gatewayRequired });
    });

    it('when a signed request asks an unknown route, then 404 in the envelope', async () => {
      const res = await service.call('GET', '/no-such-route', { as: service.identities.user });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: ERROR_MESSAGES.routeNotFound });
    });
  });
}
