import type { Logger } from 'pino';
import type { ServiceEnv } from '../config/service-env';
import type { HealthCheck } from '../health/health-routes';
import type { ApiRouter } from '../http/api-routes';
import { createHttpApp } from '../http/create-http-app';
import { createLogger } from '../logging/logger';
import { runService, type ServiceDefinition, type ServiceParts } from './run-service';
import type { ServiceInfrastructure } from './service-infrastructure';
import { startOrExit } from './start-or-exit';

/** What a service's build-service.ts returns: the parts runService runs, plus what tests reach. */
export interface BuiltService {
  parts: ServiceParts;
}

/**
 * A service described once: its name, the topics it produces to, how it reads its config and
 * builds its parts. main.ts runs it (runServiceMain) and the test harness starts the very same
 * object in-process, so a test never starts a service differently from production.
 */
export interface ServiceBlueprint<
  C extends ServiceEnv = ServiceEnv,
  B extends BuiltService = BuiltService,
> {
  name: string;
  /** Base topic names this service produces to. */
  publishes: string[];
  loadConfig: (env?: NodeJS.ProcessEnv) => C;
  build: (infra: ServiceInfrastructure, config: C, logger: Logger) => Promise<B>;
}

/** Declares a service's blueprint (it only fixes the types of config and build together). */
export function defineService<C extends ServiceEnv, B extends BuiltService>(
  blueprint: ServiceBlueprint<C, B>,
): ServiceBlueprint<C, B> {
  return blueprint;
}

/** The runtime definition of a blueprint for one config and logger; `onBuilt` sees what build made. */
export function serviceDefinition<C extends ServiceEnv, B extends BuiltService>(
  blueprint: ServiceBlueprint<C, B>,
  config: C,
  logger: Logger,
  onBuilt?: (built: B) => void,
): ServiceDefinition {
  return {
    name: blueprint.name,
    env: config,
    logger,
    publishes: blueprint.publishes,
    build: async (infra) => {
      const built = await blueprint.build(infra, config, logger);
      onBuilt?.(built);
      return built.parts;
    },
  };
}

/** A service process's main: config from env, one logger, run until a signal; exit on failure. */
export function runServiceMain<C extends ServiceEnv, B extends BuiltService>(
  blueprint: ServiceBlueprint<C, B>,
): void {
  startOrExit(async () => {
    const config = blueprint.loadConfig();
    const logger = createLogger({ service: blueprint.name, level: config.LOG_LEVEL });
    await runService(serviceDefinition(blueprint, config, logger));
  });
}

/** What every service's app is built from; a service's AppDeps adds its own use-case deps. */
export interface BaseAppDeps {
  config: Pick<ServiceEnv, 'INTERNAL_SIGNING_SECRET'>;
  logger: Logger;
  health: Record<string, HealthCheck>;
}

/**
 * A service's HTTP app from its route routers: the signature check, health probes and
 * GET /openapi.json as every service has them. A service without routes yet passes none.
 */
export function serviceHttpApp(
  service: string,
  deps: BaseAppDeps,
  routers: readonly ApiRouter[] = [],
) {
  return createHttpApp({
    logger: deps.logger,
    signingSecret: deps.config.INTERNAL_SIGNING_SECRET,
    health: deps.health,
    api: { service, routers },
  });
}
