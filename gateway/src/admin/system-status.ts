import type { AdminDashboard } from '@ghar/contracts/http';
import type { HealthReport } from '../health/gateway-health';
import type { ServerStatus } from '../health/server-summary';
import { SERVICES } from '../proxy/routes';

type SystemStatus = AdminDashboard['systemStatus'];

const server = (
  name: 'kafka' | 'database' | 'redis',
  status: ServerStatus,
): SystemStatus[number] =>
  status === 'up'
    ? { name, status: 'up' }
    : {
        name,
        status: 'down',
        detail: status === 'down' ? 'a service cannot reach it' : 'no service could check it',
      };

/**
 * The System Status panel from real checks (the spec's fixed 'Online' replaced, issue 13): the
 * gateway answers this very call, each service by its /readyz, and Kafka, the database and Redis
 * as the services (and the gateway's own Redis ping) see them.
 */
export function systemStatusOf(report: HealthReport): SystemStatus {
  return [
    { name: 'gateway', status: 'up' },
    ...SERVICES.map((name) => {
      const service = report.services[name];
      return service?.status === 'up'
        ? { name, status: 'up' as const }
        : { name, status: 'down' as const, detail: service?.error ?? 'unreachable' };
    }),
    server('kafka', report.servers.kafka),
    server('database', report.servers.mongo),
    server('redis', report.servers.redis),
  ];
}
