import { describe, expect, it } from 'vitest';

// The whole stack through the gateway (globalSetup: packages/testing/src/global-setup-stack.ts).
interface HealthBody {
  data: {
    status: string;
    services: Record<string, unknown>;
    servers: Record<string, string>;
  };
}

const base = () => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set: run with the system project');
  return url;
};

describe('stack health through the gateway', () => {
  it('when the stack is running, then /api/healthz reports the five services, the database, Kafka and Redis up', async () => {
    const response = await fetch(`${base()}/api/healthz`);
    const body = (await response.json()) as HealthBody;
    expect(response.status).toBe(200);
    expect(body.data.status).toBe('ok');
    for (const service of ['auth', 'listings', 'bookings', 'dealers', 'notifications']) {
      expect(body.data.services[service], service).toMatchObject({
        status: 'up',
        checks: { mongo: { status: 'up' }, kafka: { status: 'up' }, redis: { status: 'up' } },
      });
    }
    expect(body.data.servers).toEqual({ mongo: 'up', kafka: 'up', redis: 'up' });
    expect((await fetch(`${base()}/api/readyz`)).status).toBe(200);
  });
});
