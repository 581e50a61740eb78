import { serviceHttpApp, type BaseAppDeps } from '@ghar/platform';
import { SERVICE_NAME } from './service-name';

/** No routes yet: the app still serves its (empty) GET /openapi.json for the gateway's docs. */
export const buildApp = (deps: BaseAppDeps) => serviceHttpApp(SERVICE_NAME, deps);
