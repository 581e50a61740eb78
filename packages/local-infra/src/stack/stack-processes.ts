export const SERVICE_NAMES = ['auth', 'listings', 'bookings', 'dealers', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type StackProcessName = ServiceName | 'gateway';
export const STACK_PROCESS_NAMES: StackProcessName[] = [...SERVICE_NAMES, 'gateway'];

/** Each service's own database (its MONGO_DB); tests append a suffix so runs never share one. */
export function serviceDatabaseName(name: ServiceName, dbSuffix = ''): string {
  return `ghar_${name}${dbSuffix}`;
}

/** docs/architecture.md: the gateway is the only port a browser uses. */
export const DEFAULT_STACK_PORTS: Record<StackProcessName, number> = {
  gateway: 8080,
  auth: 4001,
  listings: 4002,
  bookings: 4003,
  dealers: 4004,
  notifications: 4005,
};

/** The workspace folder (relative to the repo root) whose src/main.ts runs the process. */
export function processDir(name: StackProcessName): string {
  return name === 'gateway' ? 'gateway' : `services/${name}`;
}

/** Where each process says it is ready: services mount the platform's health routes at the root. */
export function readinessPath(name: StackProcessName): string {
  return name === 'gateway' ? '/api/readyz' : '/readyz';
}

/** The gateway's env names for the services' base URLs, e.g. AUTH_URL. */
export function serviceUrlEnv(name: ServiceName): string {
  return `${name.toUpperCase()}_URL`;
}
