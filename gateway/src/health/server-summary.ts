/** What one service's /readyz said of one server it uses. */
type CheckReport = { status?: unknown } | undefined;

export type ServerStatus = 'up' | 'down' | 'unknown';

export interface ServerSummary {
  mongo: ServerStatus;
  kafka: ServerStatus;
  redis: ServerStatus;
}

/**
 * The shared servers as the services see them: a server is down when any service reports it down
 * (that service is then cut off, whatever the others say), up when at least one service reached
 * it and none failed, and unknown when no service could be asked. The gateway's own Redis ping
 * counts as one more view of Redis.
 */
export function summariseServers(
  serviceChecks: ReadonlyArray<Record<string, CheckReport> | undefined>,
  gatewayRedis: 'up' | 'down',
): ServerSummary {
  const statusOf = (server: keyof ServerSummary): ServerStatus => {
    const seen = serviceChecks
      .map((checks) => checks?.[server]?.status)
      .filter((status): status is 'up' | 'down' => status === 'up' || status === 'down');
    if (server === 'redis') seen.push(gatewayRedis);
    if (seen.includes('down')) return 'down';
    return seen.length > 0 ? 'up' : 'unknown';
  };
  return { mongo: statusOf('mongo'), kafka: statusOf('kafka'), redis: statusOf('redis') };
}
