import type { ServiceName } from '../proxy/routes';
import type { ServiceApiDocument } from './merge-api-docs';

/** A document is small and served from memory; a service slower than this is treated as down. */
const FETCH_TIMEOUT_MS = 3_000;

/** A service's GET /openapi.json, or null when it is down or answers something else. */
export async function fetchServiceDoc(baseUrl: string): Promise<ServiceApiDocument | null> {
  try {
    const response = await fetch(new URL('/openapi.json', baseUrl), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as ServiceApiDocument | null;
    return body && typeof body === 'object' && typeof body.paths === 'object' ? body : null;
  } catch {
    return null;
  }
}

export async function fetchServiceDocs(upstreams: Record<ServiceName, string>) {
  return Promise.all(
    (Object.keys(upstreams) as ServiceName[]).map(async (service) => ({
      service,
      document: await fetchServiceDoc(upstreams[service]),
    })),
  );
}
