import { Router } from 'express';

export type HealthCheck = () => Promise<void>;

const CHECK_TIMEOUT_MS = 2_000;

async function runCheck(check: HealthCheck): Promise<{ status: 'up' | 'down'; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz says the process answers (liveness); /readyz says whether every server it depends on
 * answers now (readiness), so the gateway and orchestrators can tell the two apart.
 */
export function healthRoutes(checks: Record<string, HealthCheck>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  router.get('/readyz', async (_req, res) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(checks[name]!)));
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ready = results.every((result) => result.status === 'up');
    res.status(ready ? 200 : 503).json({
      success: ready,
      data: { status: ready ? 'ready' : 'not-ready', checks: report },
      ...(ready ? {} : { error: 'Not ready' }),
    });
  });
  return router;
}
